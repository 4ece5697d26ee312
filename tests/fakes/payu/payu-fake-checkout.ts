/**
 * The PayU fake's hosted payment page: the `redirectUri` of an order create
 * (`/pay/?orderId=…`) opens it, and the shopper pays, declines or goes back.
 * PayU's flow: https://developers.payu.com/europe/docs/payment-flows/lifecycle/
 * - the order moves NEW → (PENDING) → COMPLETED when paid, or → CANCELED, and
 *   each change is notified to notifyUrl, signed in OpenPayu-Signature with
 *   the POS's second key (payu-fake.ts signs them);
 * - the shopper is then sent to continueUrl; when the payment was not
 *   authorized PayU adds `error=501` to it ("If the payment has not been
 *   authorized, error=501 parameter will be added", PayU's REST API
 *   documentation as quoted in https://github.com/PayU-EMEA/woo-payu-payment-gateway/pull/29).
 * Going back without paying changes nothing and notifies nothing: the order
 * stays NEW until it expires.
 */
import { seeOther, type FakeAnswer, type FakeRequest } from "../fake-http";
import { fromMinor, missingPage, notify, PAY_DECLINE_BACK, shopperForm } from "../shopper-page";

export interface PayuCheckoutOrder {
  orderId: string;
  extOrderId: string;
  status: string;
  totalAmount: string;
  currencyCode: string;
  notifyUrl: string;
  continueUrl: string;
  description: string;
}

export interface PayuCheckoutDeps {
  order: (orderId: string) => PayuCheckoutOrder | undefined;
  setStatus: (orderId: string, status: string) => void;
  notification: (orderId: string) => { headers: Headers; body: string };
}

/** Where the shopper lands: continueUrl (with PayU's extra parameters), or PayU's own end page. */
function backToShop(order: PayuCheckoutOrder, error?: string): FakeAnswer {
  if (!order.continueUrl) return missingPage("PayU (test)", "The payment is finished.");
  const url = new URL(order.continueUrl);
  if (error) url.searchParams.set("error", error);
  return seeOther(url.toString());
}

/** Answers GET and POST /pay/?orderId=…, or null for any other path. */
export async function payuCheckout(
  req: FakeRequest,
  deps: PayuCheckoutDeps,
): Promise<FakeAnswer | null> {
  const url = new URL(req.path, "http://fake");
  if (url.pathname !== "/pay/" && url.pathname !== "/pay") return null;
  const order = deps.order(url.searchParams.get("orderId") ?? "");
  if (!order) return missingPage("PayU (test)", "There is no such payment.");
  const open = order.status === "NEW" || order.status === "PENDING";
  return shopperForm(req, {
    open,
    closed: () => backToShop(order),
    page: {
      title: "PayU (test)",
      amount: `${fromMinor(Number(order.totalAmount))} ${order.currencyCode}`,
      detail: order.description,
      action: `${url.pathname}${url.search}`,
      choices: PAY_DECLINE_BACK,
    },
    press: async (choice) => {
      if (!open || choice === "back") return backToShop(order);
      if (choice !== "pay" && choice !== "decline")
        return { status: 400, body: { error: "choice" } };
      deps.setStatus(order.orderId, choice === "pay" ? "COMPLETED" : "CANCELED");
      if (order.notifyUrl) await notify(order.notifyUrl, deps.notification(order.orderId));
      return backToShop(order, choice === "pay" ? undefined : "501");
    },
  });
}
