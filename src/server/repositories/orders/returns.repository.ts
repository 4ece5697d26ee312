/** Queries on `returns`: a customer's returns of their orders' lines. */
import type { Insertable } from "kysely";
import type { ReturnRow, ReturnsTable } from "../../db/schema.ts";
import type { Executor } from "../../db/transaction.ts";

/** The returns of an order so far (what is left to return follows from them). */
export async function returnsOfOrder(
  db: Executor,
  orderId: number,
): Promise<{ status: string; products: string }[]> {
  return db
    .selectFrom("returns")
    .select(["status", "products"])
    .where("order_id", "=", orderId)
    .execute();
}

export async function insertReturn(db: Executor, row: Insertable<ReturnsTable>): Promise<void> {
  await db.insertInto("returns").values(row).execute();
}

/** A customer's newest returns (at most 200). */
export async function returnsOfUser(db: Executor, userId: number): Promise<ReturnRow[]> {
  return db
    .selectFrom("returns")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("id", "desc")
    .limit(200)
    .execute();
}

/** A customer's return by its number. */
export async function returnOfUser(
  db: Executor,
  userId: number,
  no: string,
): Promise<ReturnRow | undefined> {
  return db
    .selectFrom("returns")
    .selectAll()
    .where("user_id", "=", userId)
    .where("no", "=", no)
    .executeTakeFirst();
}
