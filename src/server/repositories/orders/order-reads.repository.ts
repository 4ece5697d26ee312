/**
 * Reads of stored orders: a customer's own (every query scoped to the user's id, so another
 * user's number is simply not found), by the summary's public id, and by e-mail and number
 * (a guest's order login).
 */
import type { OrderRow } from "../../db/schema.ts";
import type { Executor } from "../../db/transaction.ts";

/** A customer's newest orders (at most 200). */
export async function ordersOfUser(db: Executor, userId: number): Promise<OrderRow[]> {
  return (
    db
      .selectFrom("orders")
      .selectAll()
      .where("user_id", "=", userId)
      // Newest first by the day it was placed (imported or seeded orders' ids need not follow it).
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(200)
      .execute()
  );
}

/** A customer's order by its number. */
export async function orderOfUser(
  db: Executor,
  userId: number,
  no: string,
): Promise<OrderRow | undefined> {
  return db
    .selectFrom("orders")
    .selectAll()
    .where("user_id", "=", userId)
    .where("no", "=", no)
    .executeTakeFirst();
}

/** The order of a summary link (its unguessable public id). */
export async function orderByPublicId(
  db: Executor,
  publicId: string,
): Promise<OrderRow | undefined> {
  return db.selectFrom("orders").selectAll().where("public_id", "=", publicId).executeTakeFirst();
}

/** The buyer of the order with this number placed with this e-mail (null for none stored). */
export async function orderBuyer(
  db: Executor,
  email: string,
  no: string,
): Promise<{ user_id: number | null } | undefined> {
  return db
    .selectFrom("orders")
    .select("user_id")
    .where("email", "=", email)
    .where("no", "=", no)
    .executeTakeFirst();
}

/** An order's number and lines (what a return of it shows). */
export async function orderNoAndProducts(
  db: Executor,
  id: number,
): Promise<{ no: string; products: string } | undefined> {
  return db.selectFrom("orders").select(["no", "products"]).where("id", "=", id).executeTakeFirst();
}

/** An order by its id (the order a return belongs to). */
export async function orderById(db: Executor, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Unpaid orders the checkout placed (they record the stock they took) still waiting for
 * payment (PENDING), placed before `before` (ISO time).
 */
export async function unpaidOrdersBefore(
  db: Executor,
  before: string,
  afterId = 0,
): Promise<OrderRow[]> {
  return db
    .selectFrom("orders")
    .selectAll()
    .where("paid", "=", 0)
    .where("status", "=", "PENDING")
    .where("created_at", "<", before)
    .where("stock_taken", "is not", null)
    .where("id", ">", afterId)
    .orderBy("id")
    .limit(200)
    .execute();
}
