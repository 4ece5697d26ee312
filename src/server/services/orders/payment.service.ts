/**
 * Online payments (issue 12 "Payments"), behind one provider interface. The
 * embedded test gateway (`/dev/pay/{id}`, on in development and with
 * `PAYMENT_TEST_GATEWAY=1`) stands in for every online type (eservice, p24,
 * elavon, bm, payu, paypal, imoje, twisto, braintree and their subtypes):
 * it shows the amount, lets the shopper pay, fail or abandon, and calls the
 * shop back with a signed notification.
 *
 * The order's paid flag and status change only here, from a verified
 * notification whose amount and currency match the order, and idempotently:
 * a replayed notification changes nothing and answers "replayed". A failed
 * payment cancels the order (CANCELED_LOCK) and gives back the stock, the
 * gift-card value and the loyalty points it took, in the same transaction
 * (`giveBackOrder`); a paid order never fails afterwards. A pending
 * notification (the provider is still verifying the payment) puts an unpaid
 * order in TMP_LOCK, where the summary page shows a spinner and polls until
 * the paid or failed notification settles it.
 */
import type { StockDemand } from "../../../domain/basket/order-stock";
import { isOnlinePayment } from "../../../domain/checkout/payment-options";
import { amountToPay } from "../../views/amount-to-pay";
import { getDb } from "../../db/client";
import { parseJson } from "../../db/json";
import { orderByPublicId } from "../../repositories/orders/order-reads.repository";
import {
  giveBackGiftCard,
  giveBackPoints,
  giveBackStock,
  setPaymentState,
} from "../../repositories/orders/orders.repository";
import { bumpSharedPages } from "../page-version";
import type { OrderPaymentJson, OrderRow, OrderTotalJson } from "../../db/schema";
import {
  signNotification,
  verifyNotification,
  type PaymentNotification,
} from "../../payments/signature";
import { chargeOutcome } from "../../payments/test-card";
import { writeTransaction } from "../../db/transaction";
import { sendPaidOrderMails } from "./order-mails";
import { loggerFor } from "../../log/logger.mjs";

const log = loggerFor("payments");

export interface PaymentProvider {
  /** Where the shopper pays an order, or null when the order needs no online payment. */
  redirectFor(order: { summaryId: string; paymentType: string }): string | null;
}

export function testGatewayEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return import.meta.env.DEV || env["PAYMENT_TEST_GATEWAY"] === "1";
}

export const testGateway: PaymentProvider = {
  redirectFor: ({ summaryId, paymentType }) =>
    testGatewayEnabled() && isOnlinePayment(paymentType) ? `/dev/pay/${summaryId}` : null,
};

/** What the order asks to be paid, as the gateway states amounts: two decimals as text. */
export function amountDue(total: Pick<OrderTotalJson, "brutto" | "giftCardValue">): string {
  return amountToPay(total).toFixed(2);
}

export interface PayableOrder {
  summaryId: string;
  no: string;
  amount: string;
  currency: string;
  paid: boolean;
  status: string;
  payment: OrderPaymentJson;
}

export async function payableOrder(summaryId: string): Promise<PayableOrder | null> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(summaryId)) return null;
  const row = await orderByPublicId(await getDb(), summaryId);
  if (!row) return null;
  return {
    summaryId: row.public_id,
    no: row.no,
    amount: amountDue(parseJson<OrderTotalJson>(row.total, {} as OrderTotalJson)),
    currency: row.currency,
    paid: row.paid === 1,
    status: row.status,
    payment: parseJson<OrderPaymentJson>(row.payment, {} as OrderPaymentJson),
  };
}

/**
 * Gives back what an order took when its payment ends without money: its stock, what it
 * took from a gift card (`giftCardSpent`, in the card's currency; an order stored before it
 * was kept gives back `giftCardValue`) and the loyalty points it used.
 */
export async function giveBackOrder(
  trx: Parameters<typeof giveBackStock>[0],
  order: Pick<OrderRow, "stock_taken" | "total" | "user_id">,
): Promise<void> {
  await giveBackStock(trx, parseJson<StockDemand[]>(order.stock_taken ?? "[]", []));
  const total = parseJson<OrderTotalJson>(order.total, {} as OrderTotalJson);
  const card = total.giftCardSpent ?? total.giftCardValue ?? 0;
  if (total.giftCardCode && card > 0) await giveBackGiftCard(trx, total.giftCardCode, card);
  const points = total.usedPoints ?? 0;
  if (points > 0 && order.user_id !== null) await giveBackPoints(trx, order.user_id, points);
}

export type NotificationResult = "applied" | "replayed" | "invalid" | "notFound" | "mismatch";

export async function applyNotification(
  n: PaymentNotification,
  signature: string,
): Promise<NotificationResult> {
  if (!verifyNotification(n, signature)) return "invalid";
  const db = await getDb();
  const result = await writeTransaction(db, async (trx): Promise<NotificationResult> => {
    const order = await orderByPublicId(trx, n.order);
    if (!order) return "notFound";
    const due = amountDue(parseJson<OrderTotalJson>(order.total, {} as OrderTotalJson));
    if (due !== n.amount || order.currency !== n.currency) return "mismatch";
    if (order.paid === 1 || order.status === "CANCELED_LOCK") return "replayed";
    if (n.outcome === "pending") {
      if (order.status !== "PENDING") return "replayed";
      await setPaymentState(trx, order.id, { status: "TMP_LOCK" });
      return "applied";
    }
    if (n.outcome === "paid") {
      await setPaymentState(trx, order.id, { paid: 1, status: "PENDING" });
      return "applied";
    }
    await setPaymentState(trx, order.id, { status: "CANCELED_LOCK" });
    await giveBackOrder(trx, order);
    return "applied";
  });
  // A failed payment gave its stock back: shared pages show stock.
  if (result === "applied" && n.outcome === "failed") bumpSharedPages();
  // The order's confirmation waits for its payment (order-mails.ts).
  if (result === "applied" && n.outcome === "paid")
    await sendPaidOrderMails(n.order).catch((error: unknown) =>
      log.error({ err: error }, "order e-mails not stored"),
    );
  return result;
}

/**
 * Charges a card nonce from the test gateway's tokenizer for an order: the
 * charge settles through the same signed notification as every other
 * payment. Answers the order afterwards, or null for a forged nonce or an
 * unknown order (which then stays unpaid, payable on the gateway page).
 */
export async function chargeCard(summaryId: string, nonce: string): Promise<PayableOrder | null> {
  const charge = testGatewayEnabled() ? chargeOutcome(nonce) : null;
  const order = charge ? await payableOrder(summaryId) : null;
  if (!charge || !order) return null;
  const n: PaymentNotification = {
    order: summaryId,
    outcome: charge.outcome,
    amount: order.amount,
    currency: order.currency,
    transaction: charge.transaction,
  };
  await applyNotification(n, signNotification(n));
  return payableOrder(summaryId);
}
