/** The back office home screen's counts (issue 31). */
import type { Executor } from "../../db/transaction.ts";

/** Statuses of orders that did not go through: left out of today's count and revenue. */
const CANCELLED = ["CANCELED", "CANCELED_LOCK"];

/** Totals (JSON OrderTotalJson) of the orders placed from `since` on that were not cancelled. */
export async function orderTotalsSince(db: Executor, since: string): Promise<{ total: string }[]> {
  return db
    .selectFrom("orders")
    .select("total")
    .where("created_at", ">=", since)
    .where("status", "not in", CANCELLED)
    .execute();
}

/** Whether each PENDING order is paid, and its payment (JSON OrderPaymentJson). */
export async function pendingOrderPayments(
  db: Executor,
): Promise<{ paid: number; payment: string }[]> {
  return db
    .selectFrom("orders")
    .select(["paid", "payment"])
    .where("status", "=", "PENDING")
    .execute();
}

export async function countReturnsWithStatus(db: Executor, status: string): Promise<number> {
  const row = await db
    .selectFrom("returns")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", status)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Products on sale (not archived or removed) with at most `max` pieces in stock. */
export async function countLowStock(db: Executor, max: number): Promise<number> {
  const row = await db
    .selectFrom("products")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("total_stock", "<=", max)
    .where("archived", "=", 0)
    .where("removed_at", "is", null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
