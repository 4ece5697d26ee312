/**
 * The back office's reads and moves of orders (issue 31). The list is filtered by status,
 * payment type and placing date, searched by number, e-mail or the shipping name, newest
 * first, and paged by id (keyset: `before` is the last id shown), so the 5,000th page costs
 * what the first does. A move is a conditional update from the status the order was read in:
 * of two owners moving one order at once, one wins and the other is told it changed.
 */
import { sql } from "kysely";
import type { OrderRow } from "../../db/schema";
import type { Executor } from "../../db/transaction";

export interface OrderFilter {
  status?: string | undefined;
  paymentType?: string | undefined;
  /** ISO dates (inclusive day bounds are the caller's). */
  from?: string | undefined;
  to?: string | undefined;
  /** A number, an e-mail or a name (or a part of one). */
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
  const q = filter.q?.trim().toLowerCase();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb("no", "=", filter.q?.trim() ?? ""),
        eb(sql<string>`lower(email)`, "like", sql<string>`${like} escape '\\'`),
        eb(
          sql<string>`lower(address -> 'ship' ->> 'name')`,
          "like",
          sql<string>`${like} escape '\\'`,
        ),
      ]),
    );
  }
  if (before !== null) query = query.where("id", "<", before);
  return query.orderBy("id", "desc").limit(limit).execute();
}

export async function orderByNo(db: Executor, no: string): Promise<OrderRow | undefined> {
  return db.selectFrom("orders").selectAll().where("no", "=", no).executeTakeFirst();
}

/** Moves an order from the status it was read in; false when another move came first. */
export async function moveOrder(
  db: Executor,
  id: number,
  from: string,
  to: { status: string; sent_at?: string; tracking?: string },
): Promise<boolean> {
  const r = await db
    .updateTable("orders")
    .set(to)
    .where("id", "=", id)
    .where("status", "=", from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
