/**
 * Unpaid orders do not hold stock, gift cards and points for ever (issue 30):
 * an order paid online that is still PENDING and unpaid `PAYMENT_TIMEOUT_MIN`
 * minutes (default 60) after it was placed is cancelled (CANCELED_LOCK) and
 * gives back what it took, in one transaction per order. Orders paid offline
 * (bank transfer, cash on delivery, gift card), orders a provider is still
 * verifying (TMP_LOCK) and orders the checkout did not place (they record no
 * stock taken: the demo seed's, orders imported from elsewhere) are left alone.
 *
 * The state lives in the database, so a restart loses nothing: the next run
 * finds what is due. Several instances may run it at once: each order is
 * moved with a conditional update, and only the instance whose update moved
 * it gives anything back.
 */
import { isOnlinePayment } from "../../../domain/checkout/payment-options";
import { getDb } from "../../db/client";
import { parseJson } from "../../db/json";
import type { OrderPaymentJson } from "../../db/schema";
import { writeTransaction } from "../../db/transaction";
import { unpaidOrdersBefore } from "../../repositories/orders/order-reads.repository";
import { moveUnpaidOrder } from "../../repositories/orders/orders.repository";
import { bumpSharedPages } from "../page-version";
import { giveBackOrder } from "./payment.service";

export const DEFAULT_PAYMENT_TIMEOUT_MIN = 60;

/** Minutes an online payment may take (`PAYMENT_TIMEOUT_MIN`, a whole number ≥ 1). */
export function paymentTimeoutMin(env: Record<string, string | undefined> = process.env): number {
  const n = Number(env["PAYMENT_TIMEOUT_MIN"]);
  return Number.isInteger(n) && n >= 1 ? n : DEFAULT_PAYMENT_TIMEOUT_MIN;
}

/** Cancels the online orders unpaid for longer than the timeout; answers how many it cancelled. */
export async function expireUnpaidOrders(
  now: Date = new Date(),
  timeoutMin: number = paymentTimeoutMin(),
): Promise<number> {
  const db = await getDb();
  const before = new Date(now.getTime() - timeoutMin * 60_000).toISOString();
  let expired = 0;
  for (const order of await unpaidOrdersBefore(db, before)) {
    const payment = parseJson<OrderPaymentJson>(order.payment, {} as OrderPaymentJson);
    if (!payment.type || !isOnlinePayment(payment.type)) continue;
    const moved = await writeTransaction(db, async (trx) => {
      if (!(await moveUnpaidOrder(trx, order.id, "PENDING", "CANCELED_LOCK"))) return false;
      await giveBackOrder(trx, order);
      return true;
    });
    if (moved) expired += 1;
  }
  // Stock came back: shared pages show stock.
  if (expired > 0) bumpSharedPages();
  return expired;
}
