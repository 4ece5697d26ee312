/**
 * Payment attempts and refunds (migration 009; services/orders/payment-lifecycle.ts).
 * An attempt's state moves only by a conditional update from the state it was read
 * in, so of two notifications (or a notification and the shopper's return) that race,
 * one moves it and the other sees a replay.
 */
import type { Executor } from "../../db/transaction";
import type { PaymentAttemptRow } from "../../db/schema";

export interface NewAttempt {
  orderId: number;
  provider: string;
  methodId: string;
  amount: string;
  currency: string;
}

export async function insertAttempt(
  db: Executor,
  a: NewAttempt,
  now = new Date(),
): Promise<number> {
  const at = now.toISOString();
  const row = await db
    .insertInto("payment_attempts")
    .values({
      order_id: a.orderId,
      provider: a.provider,
      method_id: a.methodId,
      amount: a.amount,
      currency: a.currency,
      status: "pending",
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Records what the provider answered when the attempt was created there. */
export async function setAttemptCreated(
  db: Executor,
  id: number,
  providerRef: string,
  nextStep: string,
): Promise<void> {
  await db
    .updateTable("payment_attempts")
    .set({ provider_ref: providerRef, next_step: nextStep })
    .where("id", "=", id)
    .execute();
}

/** Moves an attempt from the state it was read in; false when another writer moved it first. */
export async function moveAttempt(
  db: Executor,
  id: number,
  from: string,
  to: { status: string; reason?: string | null | undefined },
  now = new Date(),
): Promise<boolean> {
  const r = await db
    .updateTable("payment_attempts")
    .set({
      status: to.status,
      ...(to.reason === undefined ? {} : { reason: to.reason }),
      updated_at: now.toISOString(),
    })
    .where("id", "=", id)
    .where("status", "=", from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function attemptByRef(
  db: Executor,
  provider: string,
  providerRef: string,
): Promise<PaymentAttemptRow | undefined> {
  return db
    .selectFrom("payment_attempts")
    .selectAll()
    .where("provider", "=", provider)
    .where("provider_ref", "=", providerRef)
    .executeTakeFirst();
}

export async function attemptById(
  db: Executor,
  id: number,
): Promise<PaymentAttemptRow | undefined> {
  return db.selectFrom("payment_attempts").selectAll().where("id", "=", id).executeTakeFirst();
}

/** An order's attempts, newest first. */
export async function attemptsOfOrder(db: Executor, orderId: number): Promise<PaymentAttemptRow[]> {
  return db
    .selectFrom("payment_attempts")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("id", "desc")
    .execute();
}

export async function insertRefund(
  db: Executor,
  r: { attemptId: number; amount: string; reason: string; refundRef: string | null },
  now = new Date(),
): Promise<void> {
  await db
    .insertInto("payment_refunds")
    .values({
      attempt_id: r.attemptId,
      amount: r.amount,
      reason: r.reason,
      refund_ref: r.refundRef,
      created_at: now.toISOString(),
    })
    .execute();
}

/** What was refunded of an attempt so far, two decimals as text per refund. */
export async function refundsOf(db: Executor, attemptId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("payment_refunds")
    .select("amount")
    .where("attempt_id", "=", attemptId)
    .execute();
  return rows.map((r) => r.amount);
}
