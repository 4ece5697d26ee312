/**
 * Refunds go back through the provider that took the money (issue 30): money
 * that arrived for an order already paid or cancelled (from the lifecycle),
 * and returns and cancellations in the owner's back office (issue 31) for the
 * order's paid attempt. Never more than the attempt took, counting earlier
 * refunds; each refund is recorded with the provider's id.
 */
import { getDb } from "../../db/client";
import { ProviderError } from "../../payments/provider";
import { providerById } from "../../payments/registry";
import {
  attemptById,
  insertRefund,
  refundsOf,
} from "../../repositories/orders/payment-attempts.repository";
import { loggerFor } from "../../log/logger.mjs";

const log = loggerFor("payments");

/** Cents of a two-decimal amount, as an integer. */
function cents(amount: string): number {
  return Math.round(Number(amount) * 100);
}

export type RefundResult =
  | { ok: true; refundRef: string }
  | { ok: false; error: "notPaid" | "tooMuch" | "noProvider" | "providerRefused" };

export async function refundAttempt(
  attemptId: number,
  amount: string,
  reason: string,
): Promise<RefundResult> {
  const db = await getDb();
  const attempt = await attemptById(db, attemptId);
  if (!attempt?.provider_ref || attempt.status !== "paid") return { ok: false, error: "notPaid" };
  const refunded = (await refundsOf(db, attempt.id)).reduce((sum, a) => sum + cents(a), 0);
  if (!/^\d{1,9}\.\d{2}$/.test(amount) || cents(amount) <= 0)
    return { ok: false, error: "tooMuch" };
  if (refunded + cents(amount) > cents(attempt.amount)) return { ok: false, error: "tooMuch" };
  const provider = providerById(attempt.provider);
  if (!provider) return { ok: false, error: "noProvider" };
  try {
    const { refundRef } = await provider.refund(
      attempt.provider_ref,
      amount,
      attempt.currency,
      reason,
    );
    await insertRefund(db, { attemptId: attempt.id, amount, reason, refundRef });
    log.info({ provider: provider.id, attempt: attempt.id, amount }, "refunded");
    return { ok: true, refundRef };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    log.error({ provider: provider.id, attempt: attempt.id, code: error.code }, "refund refused");
    return { ok: false, error: "providerRefused" };
  }
}
