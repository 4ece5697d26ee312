/**
 * The back office's reads and moves of returns (issue 31). The list is filtered by status and
 * searched as the orders are (admin-orders.repository.ts `orderMatches`: the order's number or
 * its own part, the e-mail, the phone, a part of the name) or by the return's number (whole, or
 * `XMV002/1`), newest first, paged by id (keyset: `before` is the last id shown). A move is a conditional update from the
 * status (and refund state) the return was read in: of two owners settling one return at once,
 * one wins and the other is told it changed, so nothing is given back twice.
 */
import { sql } from "kysely";
import { orderSearch } from "../../../domain/orders/order-search";
import type { ReturnRow } from "../../db/schema";
import type { Executor } from "../../db/transaction";
import { orderMatches } from "./admin-orders.repository";

export interface ReturnFilter {
  statuses: readonly string[];
  /** What the owner typed: a return's or order's number (or its own part), an e-mail, a phone, a name. */
  q?: string | undefined;
}

export type ReturnListRow = Pick<ReturnRow, "id" | "no" | "status" | "created_at" | "products"> & {
  order_no: string;
  email: string;
};

export async function findReturns(
  db: Executor,
  filter: ReturnFilter,
  before: number | null,
  limit: number,
): Promise<ReturnListRow[]> {
  let query = db
    .selectFrom("returns as r")
    .innerJoin("orders as o", "o.id", "r.order_id")
    .select([
      "r.id",
      "r.no",
      "r.status",
      "r.created_at",
      "r.products",
      "o.no as order_no",
      "o.email",
    ]);
  if (filter.statuses.length > 0) query = query.where("r.status", "in", [...filter.statuses]);
  const search = orderSearch(filter.q ?? "");
  if (search?.kind === "return") query = query.where("r.no", "=", search.no);
  else if (search) query = query.where(orderMatches(search, "o"));
  if (search?.kind === "returnSuffix")
    query = query.where("r.no", "=", sql<string>`'R/' || o.no || ${`/${search.seq}`}`);
  if (before !== null) query = query.where("r.id", "<", before);
  return query.orderBy("r.id", "desc").limit(limit).execute();
}

export async function returnByNo(db: Executor, no: string): Promise<ReturnRow | undefined> {
  return db.selectFrom("returns").selectAll().where("no", "=", no).executeTakeFirst();
}

/** The settlements of an order's settled returns (what earlier returns gave back). */
export async function settlementsOfOrder(db: Executor, orderId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("returns")
    .select("settlement")
    .where("order_id", "=", orderId)
    .where("status", "=", "SETTLED")
    .execute();
  return rows.flatMap((r) => (r.settlement ? [r.settlement] : []));
}

/** Moves a return from the status it was read in; false when another move came first. */
export async function moveReturn(
  db: Executor,
  id: number,
  from: string,
  to: {
    status: string;
    reject_reason?: string;
    products?: string;
    settlement?: string;
    refund_state?: string | null;
  },
): Promise<boolean> {
  const r = await db
    .updateTable("returns")
    .set(to)
    .where("id", "=", id)
    .where("status", "=", from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Moves a settled return's provider refund from the state it was read in (see moveReturn). */
export async function moveRefundState(
  db: Executor,
  id: number,
  from: string,
  to: { refund_state: string; settlement?: string },
): Promise<boolean> {
  const r = await db
    .updateTable("returns")
    .set(to)
    .where("id", "=", id)
    .where("status", "=", "SETTLED")
    .where("refund_state", "=", from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
