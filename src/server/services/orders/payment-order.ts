/**
 * The order as a provider is asked to charge it (payments/provider.ts
 * `PaymentOrder`), built from the shop's own row: the amount left to pay and
 * the currency are the attempt's, which were the order's when it was
 * created; the links are absolute, from SITE_URL (never the request's host).
 */
import { absoluteHref } from "../../../i18n/routing";
import { langConfigFrom } from "../../context";
import { parseJson } from "../../db/json";
import type { OrderPaymentJson, OrderRow, PaymentAttemptRow } from "../../db/schema";
import type { PaymentOrder } from "../../payments/provider";
import { getSettings } from "../settings.service";

/** Where the shopper pays (and comes back to) an order, in the order's language. */
export async function payLink(order: Pick<OrderRow, "public_id" | "lang">): Promise<string> {
  const config = langConfigFrom(await getSettings());
  return absoluteHref(config, order.lang, `/order/pay/${order.public_id}`);
}

export async function paymentOrderOf(
  order: OrderRow,
  attempt: Pick<PaymentAttemptRow, "id" | "provider" | "amount" | "currency">,
  customerIp?: string,
): Promise<PaymentOrder> {
  const config = langConfigFrom(await getSettings());
  const payment = parseJson<OrderPaymentJson>(order.payment, {} as OrderPaymentJson);
  const returnUrl = new URL(await payLink(order));
  returnUrl.searchParams.set("attempt", String(attempt.id));
  return {
    summaryId: order.public_id,
    no: order.no,
    amount: attempt.amount,
    currency: attempt.currency,
    email: order.email,
    lang: order.lang,
    type: payment.type,
    subType: payment.subType ?? null,
    returnUrl: returnUrl.href,
    notifyUrl: new URL(`/api/public/payments/${attempt.provider}/notify`, config.siteOrigin).href,
    customerIp,
  };
}
