/**
 * The back office's reads and moves of orders (issue 31). The list is filtered by status,
 * payment type and placing date, searched (domain/orders/order-search.ts) by the whole number or
 * its own part, the e-mail, the phone or a part of the shipping name, newest first, and paged
 * by id (keyset: `before` is the last id shown), so the 5,000th page costs what the first does.
 * Every search but the name's is one indexed lookup (migration 017); a name is matched anywhere
 * in it, which reads the orders newest first until a page is full. A move is a conditional
 * update from the status the order was read in: of two owners moving one order at once, one
 * wins and the other is told it changed.
 */
import { sql, type RawBuilder } from "kysely";
import {
  orderSearch,
  ORDER_NO_SUFFIX_AT,
  type OrderSearch,
} from "../../../domain/orders/order-search";
import type { OrderRow } from "../../db/schema";
import type { Executor } from "../../db/transaction";

export interface OrderFilter {
  status?: string | undefined;
  paymentType?: string | undefined;
  /** ISO dates (inclusive day bounds are the caller's). */
  from?: string | undefined;
  to?: string | undefined;
  /** What the owner typed: a number or its own part, an e-mail, a phone, a part of a name. */
  q?: string | undefined;
}

export type OrderListRow = Pick<
  OrderRow,
  "id" | "no" | "public_id" | "email" | "status" | "paid" | "created_at" | "currency" | "total"
> & { payment: string; address: string };

export async function findOrders(
  db: Executor,
  filter: OrderFilter,
  before: number | null,
  limit: number,
): Promise<OrderListRow[]> {
  let query = db
    .selectFrom("orders")
    .select([
      "id",
      "no",
      "public_id",
      "email",
      "status",
      "paid",
      "created_at",
      "currency",
      "total",
      "payment",
      "address",
    ]);
  if (filter.status) query = query.where("status", "=", filter.status);
  // `->` and `->>` read JSON alike on SQLite (3.38+) and PostgreSQL (jsonb).
  if (filter.paymentType)
    query = query.where(sql<string>`payment ->> 'type'`, "=", filter.paymentType);
  if (filter.from) query = query.where("created_at", ">=", filter.from);
  if (filter.to) query = query.where("created_at", "<", filter.to);
  const search = orderSearch(filter.q ?? "");
  if (search) query = query.where(orderMatches(search, "orders"));
  if (before !== null) query = query.where("id", "<", before);
  return query.orderBy("id", "desc").limit(limit).execute();
}

/**
 * The condition an order (the table or alias `o`) meets for `search`; a return's number finds
 * its order. Shared by the returns list, which narrows `returnSuffix` to the return itself.
 */
export function orderMatches(search: OrderSearch, o: string): RawBuilder<boolean> {
  const col = (name: string) => sql.ref(`${o}.${name}`);
  const suffix = sql`substr(${col("no")}, ${sql.lit(ORDER_NO_SUFFIX_AT)})`;
  switch (search.kind) {
    case "number":
      return sql<boolean>`${col("no")} = ${search.no}`;
    case "return":
      return sql<boolean>`${col("no")} = ${search.no.replace(/^R\/|\/\d+$/g, "")}`;
    case "suffix":
    case "returnSuffix":
      return sql<boolean>`${suffix} = ${search.suffix}`;
    case "email":
      return sql<boolean>`${col("email")} = ${search.email}`;
    case "phone":
      return sql<boolean>`${col("phone_tail")} = ${search.tail}`;
    case "name": {
      const like = `%${search.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      // `->` and `->>` read JSON alike on SQLite (3.38+) and PostgreSQL (jsonb).
      return sql<boolean>`lower(${col("address")} -> 'ship' ->> 'name') like ${like} escape '\\'`;
    }
  }
}

export async function orderByNo(db: Executor, no: string): Promise<OrderRow | undefined> {
  return db.selectFrom("orders").selectAll().where("no", "=", no).executeTakeFirst();
}

/** Moves an order from the status it was read in; false when another move came first. */
export async function moveOrder(
  db: Executor,
  id: number,
  from: string,
  to: { status: string; sent_at?: string; tracking?: string; cancellation?: string },
): Promise<boolean> {
  const r = await db
    .updateTable("orders")
    .set(to)
    .where("id", "=", id)
    .where("status", "=", from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Rewrites a cancelled order's cancellation (its refund's outcome, once the provider answered). */
export async function setCancellation(
  db: Executor,
  id: number,
  cancellation: string,
): Promise<void> {
  await db.updateTable("orders").set({ cancellation }).where("id", "=", id).execute();
}

/**
 * Marks an unpaid order paid with the payment the owner recorded, from the status it was read
 * in; false when another move came first or it is paid already.
 */
export async function recordPayment(
  db: Executor,
  id: number,
  from: string,
  record: string,
): Promise<boolean> {
  const r = await db
    .updateTable("orders")
    .set({ paid: 1, payment_record: record })
    .where("id", "=", id)
    .where("status", "=", from)
    .where("paid", "=", 0)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
