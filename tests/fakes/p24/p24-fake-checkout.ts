/**
 * The Przelewy24 fake's transaction page, `/trnRequest/{token}`, where the
 * shop sends the shopper after transaction/register. As
 * https://developers.przelewy24.pl/ documents it ("Transaction service API",
 * /trnRequest/{token}): "On transaction success the URL address transferred in
 * urlStatus parameter is used to send notification irrespective of whether the
 * customer has been redirected to urlReturn or not. The notification is sent
 * only for correct payments. The system does not send information on invalid or
 * failed payments." The shop then calls transaction/verify (the adapter's
 * `confirm`); until it does, the money is an advance payment (status 1).
 * So: Pay → a paid transaction, its signed notification to urlStatus, then
 * urlReturn; Decline and Back → urlReturn with nothing sent and nothing paid.
 */
import { seeOther, type FakeAnswer, type FakeRequest } from "../fake-http";
import { fromMinor, missingPage, notify, PAY_DECLINE_BACK, shopperForm } from "../shopper-page";

export interface P24CheckoutTransaction {
  sessionId: string;
  token: string;
  amount: number;
  currency: string;
  status: number;
  description: string;
  urlReturn: string;
  urlStatus: string;
}

export interface P24CheckoutDeps {
  byToken: (token: string) => P24CheckoutTransaction | undefined;
  /** The shopper pays: answers the signed notification for urlStatus. */
  pay: (sessionId: string) => { headers: Headers; body: string };
}

/** Answers GET and POST /trnRequest/{token}, or null for any other path. */
export async function p24Checkout(
  req: FakeRequest,
  deps: P24CheckoutDeps,
): Promise<FakeAnswer | null> {
  const url = new URL(req.path, "http://fake");
  const token = /^\/trnRequest\/([^/]+)$/.exec(url.pathname)?.[1];
  if (!token) return null;
  const t = deps.byToken(decodeURIComponent(token));
  if (!t) return missingPage("Przelewy24 (test)", "There is no such transaction.");
  const back = seeOther(t.urlReturn);
  // Paid already (1 advance, 2 verified) or returned (3): nothing left to pay here.
  const open = t.status === 0;
  return shopperForm(req, {
    open,
    closed: () => back,
    page: {
      title: "Przelewy24 (test)",
      amount: `${fromMinor(t.amount)} ${t.currency}`,
      detail: t.description,
      action: url.pathname,
      choices: PAY_DECLINE_BACK,
    },
    press: async (choice) => {
      if (choice === "pay" && open) {
        const sent = deps.pay(t.sessionId);
        if (t.urlStatus) await notify(t.urlStatus, sent);
      }
      return back;
    },
  });
}
