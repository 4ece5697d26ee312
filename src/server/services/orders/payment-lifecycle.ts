/**
 * The payment lifecycle (issue 30; decision record 0023): what a provider's
 * word about one payment attempt does to its order. The word comes from a
 * verified notification (the provider's signature checked by its adapter)
 * or from the provider's own API when the shopper comes back or the expiry
 * job asks (`status`); both go through `settle`.
 *
 * - The amount and currency must be the attempt's, which were the order's
 *   when it was created: anything else is a mismatch and changes nothing.
 * - Before money counts, the adapter settles it where its API wants a call
 *   back (`confirm`: Przelewy24's verify, PayPal's capture).
 * - paid: the order is paid (PENDING); its confirmation e-mails go out now.
 *   Money for an order that is already paid (another attempt) or cancelled
 *   (it expired first) goes straight back through the provider (`refund`).
 * - verifying: the order waits in TMP_LOCK.
 * - failed, cancelled, expired: the attempt ends with the provider's reason;
 *   the order stays payable (PENDING, from TMP_LOCK too) until it expires
 *   (payment-expiry.service.ts), and the shopper gets a "pay again" e-mail.
 *
 * An attempt moves by a conditional update from the state it was read in,
 * inside one transaction with the order's change: a repeated or raced word
 * changes nothing ("replayed"). Paid is final; otherwise the latest word wins
 * (a Stripe card declined and then accepted in the same form).
 */
import { getDb } from "../../db/client";
import type { OrderRow, PaymentAttemptRow } from "../../db/schema";
import { writeTransaction } from "../../db/transaction";
import type { PaymentProvider, PaymentStatus, ProviderNotification } from "../../payments/provider";
import { orderById } from "../../repositories/orders/order-reads.repository";
import { setPaymentState } from "../../repositories/orders/orders.repository";
import {
  attemptByRef,
  attemptById,
  moveAttempt,
} from "../../repositories/orders/payment-attempts.repository";
import { loggerFor } from "../../log/logger.mjs";
import { sendPaidOrderMails } from "./order-mails";
import { paymentOrderOf } from "./payment-order";
import { refundAttempt } from "./payment-refunds";
import { sendPaymentFailedMail } from "./payment-mails";

const log = loggerFor("payments");

export type SettleResult = "applied" | "replayed" | "notFound" | "mismatch";

const ENDED: ReadonlySet<PaymentStatus> = new Set(["failed", "cancelled", "expired"]);

type Effect = "none" | "paid" | "refund" | "failed";

async function applyStatus(
  attemptId: number,
  status: PaymentStatus,
  reason: string | undefined,
): Promise<{ result: SettleResult; effect: Effect; order: OrderRow | undefined }> {
  const db = await getDb();
  return writeTransaction(db, async (trx) => {
    const attempt = await attemptById(trx, attemptId);
    const order = attempt ? await orderById(trx, attempt.order_id) : undefined;
    const replayed = { result: "replayed" as const, effect: "none" as const, order };
    if (!attempt || !order) return { result: "notFound", effect: "none", order };
    if (attempt.status === "paid" || attempt.status === status || status === "pending") {
      return replayed;
    }
    const ended = ENDED.has(status);
    const moved = await moveAttempt(trx, attempt.id, attempt.status, {
      status,
      reason: ended ? (reason ?? null) : null,
    });
    if (!moved) return replayed;
    const open = order.paid === 0 && (order.status === "PENDING" || order.status === "TMP_LOCK");
    if (status === "paid") {
      if (!open) return { result: "applied", effect: "refund", order };
      await setPaymentState(trx, order.id, { paid: 1, status: "PENDING" });
      return { result: "applied", effect: "paid", order };
    }
    if (status === "verifying") {
      if (open) await setPaymentState(trx, order.id, { status: "TMP_LOCK" });
      return { result: "applied", effect: "none", order };
    }
    if (open && order.status === "TMP_LOCK") {
      await setPaymentState(trx, order.id, { status: "PENDING" });
    }
    return { result: "applied", effect: open ? "failed" : "none", order };
  });
}

function sameMoney(n: ProviderNotification, attempt: PaymentAttemptRow): boolean {
  return n.amount === attempt.amount && n.currency.toLowerCase() === attempt.currency;
}

/** Applies a provider's word about one of its payments; throws when the provider cannot be asked. */
export async function settle(
  provider: PaymentProvider,
  n: ProviderNotification,
): Promise<SettleResult> {
  const db = await getDb();
  const attempt = await attemptByRef(db, provider.id, n.providerRef);
  const order = attempt ? await orderById(db, attempt.order_id) : undefined;
  if (!attempt || !order) return "notFound";
  let status = n.status;
  if (!ENDED.has(status)) {
    if (!sameMoney(n, attempt)) {
      log.warn(
        { provider: provider.id, attempt: attempt.id, amount: n.amount, currency: n.currency },
        "payment amount is not the order's",
      );
      return "mismatch";
    }
    if (attempt.status === "paid") return "replayed";
    status = await provider.confirm(n, await paymentOrderOf(order, attempt));
  }
  const applied = await applyStatus(attempt.id, status, n.reason);
  if (applied.result !== "applied" || !applied.order) return applied.result;
  const publicId = applied.order.public_id;
  if (applied.effect === "paid") {
    await sendPaidOrderMails(publicId).catch((error: unknown) =>
      log.error({ err: error }, "order e-mails not stored"),
    );
  } else if (applied.effect === "refund") {
    log.warn({ provider: provider.id, attempt: attempt.id }, "money for a closed order: refunding");
    await refundAttempt(attempt.id, attempt.amount, "The order was already paid or cancelled");
  } else if (applied.effect === "failed") {
    await sendPaymentFailedMail(publicId, n.reason).catch((error: unknown) =>
      log.error({ err: error }, "payment failure e-mail not stored"),
    );
  }
  return "applied";
}

/**
 * Asks the provider how an attempt stands and applies it (the shopper came
 * back from the provider's page, or the expiry job checks before cancelling).
 * `cancelled`: the provider sent the shopper back as cancelled (PayPal's
 * cancel URL) while it still calls the payment open.
 */
export async function syncAttempt(
  attempt: PaymentAttemptRow,
  provider: PaymentProvider,
  cancelled = false,
): Promise<SettleResult> {
  if (!attempt.provider_ref || attempt.status === "paid") return "replayed";
  const orderRow = await orderById(await getDb(), attempt.order_id);
  if (!orderRow) return "notFound";
  const status = await provider.status(attempt.provider_ref);
  const asked = status === "pending" && cancelled ? "cancelled" : status;
  return settle(provider, {
    providerRef: attempt.provider_ref,
    summaryId: orderRow.public_id,
    status: asked,
    amount: attempt.amount,
    currency: attempt.currency,
    reason: asked === "cancelled" ? "cancelled" : undefined,
  });
}
