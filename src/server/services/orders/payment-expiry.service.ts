/**
 * Unpaid orders do not hold stock, gift cards and points for ever (issue 30):
 * an order paid online that is still PENDING and unpaid when its payment
 * deadline has passed (payment-deadline.ts: `PAYMENT_TIMEOUT_MIN` minutes,
 * default 60, after it was placed or last tried) is cancelled
 * (CANCELED_LOCK) and gives back what it took, in one transaction per order,
 * keeping why and what came back (domain/orders/cancellation.ts) for the
 * customer's e-mail (issue 44) and order page.
 * Before that, each payment still open at a provider is asked how it stands
 * (`syncAttempt`): money that arrived without its notification pays the
 * order instead. The open attempts end as expired, and a provider that keeps
 * payments open (Stripe) is told to cancel them. Orders paid offline (bank
 * transfer, cash on delivery, gift card), orders a provider is still
 * verifying (TMP_LOCK) and orders the checkout did not place (they record
 * no stock taken: the demo seed's, imported ones) are left alone.
 *
 * The state lives in the database, so a restart loses nothing: the next run
 * finds what is due. Several instances may run it at once: each order is
 * moved with a conditional update, and only the instance whose update moved
 * it gives anything back.
 */
import { isOnlinePayment } from "../../../domain/checkout/payment-options";
import { givenBack, type Cancellation } from "../../../domain/orders/cancellation";
import { getDb } from "../../db/client";
import { parseJson } from "../../db/json";
import type {
  OrderPaymentJson,
  OrderRow,
  OrderTotalJson,
  PaymentAttemptRow,
} from "../../db/schema";
import { writeTransaction } from "../../db/transaction";
import { providerById } from "../../payments/registry";
import { orderById, unpaidOrdersBefore } from "../../repositories/orders/order-reads.repository";
import { moveUnpaidOrder } from "../../repositories/orders/orders.repository";
import {
  attemptsOfOrder,
  moveAttempt,
} from "../../repositories/orders/payment-attempts.repository";
import { loggerFor } from "../../log/logger.mjs";
import { bumpSharedPages } from "../page-version";
import { sendCancelledMail } from "./order-mails";
import { payDeadline, paymentTimeoutMin } from "./payment-deadline";
import { syncAttempt } from "./payment-lifecycle";
import { giveBackOrder } from "./payment.service";

const log = loggerFor("payments");

const OPEN = new Set(["pending", "verifying"]);

/** Asks the providers of the order's open attempts; false when one of them could not answer. */
async function askProviders(attempts: readonly PaymentAttemptRow[]): Promise<boolean> {
  for (const attempt of attempts.filter((a) => OPEN.has(a.status))) {
    const provider = providerById(attempt.provider);
    if (!provider) continue;
    try {
      await syncAttempt(attempt, provider);
    } catch (error) {
      log.warn({ err: error, attempt: attempt.id }, "provider not reachable: expiry postponed");
      return false;
    }
  }
  return true;
}

async function expire(order: OrderRow, now: Date, timeoutMin: number): Promise<boolean> {
  const db = await getDb();
  const attempts = await attemptsOfOrder(db, order.id);
  if (payDeadline(order, attempts, timeoutMin) > now) return false;
  if (!(await askProviders(attempts))) return false;
  const current = await orderById(db, order.id);
  if (!current || current.paid === 1 || current.status !== "PENDING") return false;
  const left = await attemptsOfOrder(db, order.id);
  const cancellation: Cancellation = {
    reason: "paymentExpired",
    note: null,
    at: now.toISOString(),
    ...givenBack(parseJson<OrderTotalJson>(current.total, {} as OrderTotalJson), true),
    money: null,
  };
  const moved = await writeTransaction(db, async (trx) => {
    const why = JSON.stringify(cancellation);
    if (!(await moveUnpaidOrder(trx, order.id, "PENDING", "CANCELED_LOCK", why))) return false;
    await giveBackOrder(trx, current);
    for (const a of left.filter((a) => a.status !== "paid" && a.status !== "expired")) {
      await moveAttempt(trx, a.id, a.status, { status: "expired" });
    }
    return true;
  });
  if (moved) {
    for (const a of left.filter((a) => OPEN.has(a.status) || a.status === "failed")) {
      const provider = providerById(a.provider);
      if (a.provider_ref && provider?.cancel) {
        await provider
          .cancel(a.provider_ref)
          .catch((error: unknown) =>
            log.warn({ err: error, attempt: a.id }, "provider payment not cancelled"),
          );
      }
    }
    await sendCancelledMail(order.id);
  }
  return moved;
}

/** Cancels the online orders unpaid past their deadline; answers how many it cancelled. */
export async function expireUnpaidOrders(
  now: Date = new Date(),
  timeoutMin: number = paymentTimeoutMin(),
): Promise<number> {
  const db = await getDb();
  const before = new Date(now.getTime() - timeoutMin * 60_000).toISOString();
  let expired = 0;
  // Page by id: unpaid bank transfers (never expired here) must not hide the online orders.
  for (let afterId = 0; ;) {
    const page = await unpaidOrdersBefore(db, before, afterId);
    for (const order of page) {
      const payment = parseJson<OrderPaymentJson>(order.payment, {} as OrderPaymentJson);
      if (!payment.type || !isOnlinePayment(payment.type)) continue;
      if (await expire(order, now, timeoutMin)) expired += 1;
    }
    const last = page.at(-1);
    if (!last) break;
    afterId = last.id;
  }
  // Stock came back: shared pages show stock.
  if (expired > 0) bumpSharedPages();
  return expired;
}
