/**
 * The PayPal fake's approval page, `/checkoutnow?token={order id}` (the order's
 * payer-action / approve link), as PayPal's standard flow runs it:
 * https://developer.paypal.com/api/rest/integration/orders-api/api-use-cases/standard
 * - the buyer approves: the order becomes APPROVED, PayPal sends the
 *   CHECKOUT.ORDER.APPROVED webhook (https://developer.paypal.com/api/rest/webhooks/event-names/)
 *   and redirects the buyer to return_url with `token` (the order id) and
 *   `PayerID` added; the shop then captures;
 * - the buyer approves with a card the bank will refuse: the same, but the
 *   capture answers 422 INSTRUMENT_DECLINED and the order goes back to
 *   PAYER_ACTION_REQUIRED, so the buyer can approve again with another
 *   funding source (https://developer.paypal.com/api/handle-payment-failures);
 * - the buyer cancels: back to cancel_url with `token`, nothing approved.
 */
import { seeOther, type FakeAnswer, type FakeRequest } from "../fake-http";
import type { FakeOrder } from "./paypal-fake-model";
import type { SignedWebhook } from "./paypal-fake-webhooks";
import { missingPage, notify, shopperForm } from "../shopper-page";

export interface PaypalCheckoutDeps {
  order: (orderId: string) => FakeOrder | undefined;
  /** The next capture succeeds (true) or is INSTRUMENT_DECLINED (false). */
  setDeclined: (orderId: string, declined: boolean) => void;
  /** Approves the order and answers the signed CHECKOUT.ORDER.APPROVED webhook. */
  approve: (orderId: string) => SignedWebhook;
  /** Where PayPal delivers the shop's webhooks (none: no webhook is sent). */
  webhookUrl: string | undefined;
}

const CHOICES = [
  { value: "pay", label: "Pay" },
  { value: "declined-card", label: "Pay with a card that will be declined" },
  { value: "cancel", label: "Cancel and return to the shop" },
] as const;

function withToken(target: string, order: FakeOrder, payer: boolean): string {
  const url = new URL(target);
  url.searchParams.set("token", order.id);
  if (payer) url.searchParams.set("PayerID", "FAKEPAYER001");
  return url.toString();
}

/** Answers GET and POST /checkoutnow?token=…, or null for any other path. */
export async function paypalCheckout(
  req: FakeRequest,
  deps: PaypalCheckoutDeps,
): Promise<FakeAnswer | null> {
  const url = new URL(req.path, "http://fake");
  if (url.pathname !== "/checkoutnow") return null;
  const order = deps.order(url.searchParams.get("token") ?? "");
  if (!order) return missingPage("PayPal (test)", "There is no such order.");
  // CREATED / PAYER_ACTION_REQUIRED wait for the buyer; APPROVED may be approved again.
  const open = order.status !== "COMPLETED";
  const { value, currency_code } = order.unit.amount;
  return shopperForm(req, {
    open,
    closed: () => seeOther(withToken(order.returnUrl, order, true)),
    page: {
      title: "PayPal (test)",
      amount: `${value} ${currency_code}`,
      detail: order.unit.invoice_id ?? order.unit.custom_id,
      action: `${url.pathname}${url.search}`,
      choices: CHOICES,
    },
    press: async (choice) => {
      if (choice === "cancel") return seeOther(withToken(order.cancelUrl, order, false));
      if (choice !== "pay" && choice !== "declined-card")
        return { status: 400, body: { error: "choice" } };
      if (open) {
        deps.setDeclined(order.id, choice === "declined-card");
        const webhook = deps.approve(order.id);
        if (deps.webhookUrl) await notify(deps.webhookUrl, webhook);
      }
      return seeOther(withToken(order.returnUrl, order, true));
    },
  });
}
