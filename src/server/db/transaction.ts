/**
 * Write transactions that behave alike on both engines.
 *
 * SQLite has one writer at a time: a transaction (`BEGIN IMMEDIATE`, sqlite-dialect.ts) sees
 * nothing change under it, so a read followed by a write inside it is safe. PostgreSQL runs
 * writers side by side; its transactions here are SERIALIZABLE, so the same code keeps that
 * guarantee: when two of them would have interleaved in a way no one-at-a-time order
 * explains (two buyers of the last item, two registrations of one e-mail, two orders taking
 * the same order number), PostgreSQL aborts one with a serialization failure and it is run
 * again from the start, seeing the other's result. The work must therefore only touch the
 * database (no e-mail, no payment call inside); every transaction in the shop does so.
 *
 * Order placement, the one write shoppers make many of at once, asks for `read committed`
 * instead: serializable isolation tracks reads by index page, so concurrent orders (which
 * all count the day's orders and look up e-mails on the same pages) abort each other far
 * more often than they really conflict. Its every write is safe without it: stock, gift
 * cards and points are taken by conditional updates that lock their row, and the order
 * number, the idempotency key and a guest's account are decided by unique indexes
 * (orders.repository.ts).
 */
import type { Kysely, Transaction } from "kysely";
import { engineOf } from "./engine.ts";
import type { Database } from "./schema.ts";

/**
 * What code outside src/server/repositories and src/server/db holds of the database: the
 * shared database (`getDb()`) or the `trx` of a {@link writeTransaction}, handed on to
 * repository functions, which alone build queries (decision 0021, enforced by lint).
 */
export type Executor = Kysely<Database>;

/** How often a transaction is tried before its serialization failure is passed on. */
export const MAX_ATTEMPTS = 8;

/** PostgreSQL's serialization_failure and deadlock_detected. */
export function isSerializationFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "40001" || code === "40P01";
}

/** A short random pause that grows with the attempt, so retried transactions spread out. */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  return Math.round(random() * Math.min(200, 5 * 2 ** attempt));
}

export type WriteIsolation = "serializable" | "read committed";

export async function writeTransaction<DB, T>(
  db: Kysely<DB>,
  work: (trx: Transaction<DB>) => Promise<T>,
  isolation: WriteIsolation = "serializable",
): Promise<T> {
  if (engineOf(db) === "sqlite") return db.transaction().execute(work);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().setIsolationLevel(isolation).execute(work);
    } catch (error) {
      if (!isSerializationFailure(error) || attempt >= MAX_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt)));
    }
  }
}
