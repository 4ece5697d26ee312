/**
 * Writing an order in one transaction (issue 12 "Order creation"): stock,
 * gift card and loyalty points are taken with conditional updates, so two
 * buyers of the last item can never both get it; the order row, its number
 * and a ghost user for a guest are written in the same transaction. Any
 * shortfall throws `OrderConflict` and rolls everything back.
 */
import type { Insertable, Kysely, Transaction } from "kysely";
import { sql } from "kysely";
import { randomBytes } from "node:crypto";
import { orderDayPrefix, orderNumber } from "../../../domain/orders/order-number";
import { wasSent } from "../../../domain/orders/order-status";
import type { StockDemand } from "../../../domain/basket/order-stock";
import type { Database, OrderPaymentJson, OrdersTable } from "../../db/schema";
import { findUserByEmail } from "../account/users.repository";

type Trx = Transaction<Database>;

export class OrderConflict extends Error {
  constructor(
    readonly code: "OUT_OF_STOCK" | "GIFT_CARD_USED" | "POINTS_USED",
    readonly detail: string[] = [],
  ) {
    super(code);
  }
}

/**
 * Takes the demanded stock, or throws OUT_OF_STOCK naming the products that lack it. Rows are
 * locked in one order (product, variant) so that two orders never wait on each other.
 */
export async function takeStock(trx: Trx, demand: readonly StockDemand[]): Promise<void> {
  const failed = new Set<StockDemand>();
  const ordered = [...demand].sort(
    (x, y) => Number(x.product) - Number(y.product) || x.variantHash.localeCompare(y.variantHash),
  );
  for (const d of ordered) {
    const r = await trx
      .updateTable("variants")
      .set({ count: sql`count - ${d.quantity}` })
      .where("product_id", "=", Number(d.product))
      .where("hash", "=", d.variantHash)
      .where(sql<boolean>`count - locked >= ${d.quantity}`)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) failed.add(d);
  }
  // Named in the basket's order.
  const short = demand.filter((d) => failed.has(d)).map((d) => d.product);
  if (short.length > 0) throw new OrderConflict("OUT_OF_STOCK", short);
  await refreshTotalStock(trx, demand);
}

/** Puts stock taken by an order back (a failed or abandoned payment). */
export async function giveBackStock(trx: Trx, demand: readonly StockDemand[]): Promise<void> {
  for (const d of demand)
    await trx
      .updateTable("variants")
      .set({ count: sql`count + ${d.quantity}` })
      .where("product_id", "=", Number(d.product))
      .where("hash", "=", d.variantHash)
      .execute();
  await refreshTotalStock(trx, demand);
}

/** Recomputes the products' total stock (what listings filter and sort on) from their variants. */
async function refreshTotalStock(trx: Trx, demand: readonly StockDemand[]): Promise<void> {
  for (const id of new Set(demand.map((d) => Number(d.product))))
    await trx
      .updateTable("products")
      .set({
        total_stock: sql`(select coalesce(sum(case when count > locked then count - locked else 0 end), 0) from variants where product_id = ${id})`,
      })
      .where("id", "=", id)
      .execute();
}

/** Spends `amount` (in the card's currency) of a gift card that still has it. */
export async function spendGiftCard(trx: Trx, code: string, amount: number): Promise<void> {
  const r = await trx
    .updateTable("gift_cards")
    .set({ used_value: sql`round(cast(used_value + ${amount} as numeric), 2)` })
    .where("code", "=", code)
    .where(sql<boolean>`value - used_value >= ${amount} - 0.001`)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) throw new OrderConflict("GIFT_CARD_USED");
}

export async function spendPoints(trx: Trx, userId: number, points: number): Promise<void> {
  const r = await trx
    .updateTable("users")
    .set({ loyalty_points: sql`loyalty_points - ${points}` })
    .where("id", "=", userId)
    .where("loyalty_points", ">=", points)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) throw new OrderConflict("POINTS_USED");
}

/**
 * Moves an unpaid order from `from` to `to` (with why, when it is cancelled); false when it is
 * no longer there (paid, or already moved by another instance): only the caller that moved it
 * gives anything back.
 */
export async function moveUnpaidOrder(
  trx: Trx,
  id: number,
  from: string,
  to: string,
  cancellation?: string,
): Promise<boolean> {
  const r = await trx
    .updateTable("orders")
    .set(cancellation === undefined ? { status: to } : { status: to, cancellation })
    .where("id", "=", id)
    .where("status", "=", from)
    .where("paid", "=", 0)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Gives back what a cancelled order took from a gift card (in the card's currency), once. */
export async function giveBackGiftCard(trx: Trx, code: string, amount: number): Promise<void> {
  await trx
    .updateTable("gift_cards")
    .set({
      used_value: sql`case when used_value > ${amount} then round(cast(used_value - ${amount} as numeric), 2) else 0 end`,
    })
    .where("code", "=", code)
    .execute();
}

/** Gives back the loyalty points a cancelled order used. */
export async function giveBackPoints(trx: Trx, userId: number, points: number): Promise<void> {
  await trx
    .updateTable("users")
    .set({ loyalty_points: sql`loyalty_points + ${points}` })
    .where("id", "=", userId)
    .execute();
}

/**
 * The buyer's user id: the logged-in user, else the e-mail's account, else a new ghost user.
 * Two orders racing with one new e-mail make one ghost: the insert does nothing on a taken
 * e-mail, and the account the other order made is read instead (safe without serializable
 * isolation: the unique index decides).
 */
export async function buyerId(
  trx: Trx,
  loggedIn: number | null,
  guest: { email: string; name: string; lang: string; phone: string },
  now: Date,
): Promise<number> {
  if (loggedIn !== null) return loggedIn;
  const existing = await findUserByEmail(trx, guest.email);
  if (existing) return existing.id;
  const row = await trx
    .insertInto("users")
    .values({
      email: guest.email,
      name: guest.name,
      password_hash: null,
      ghost: 1,
      wholesale: 0,
      company: 0,
      marketing: 0,
      active: 1,
      activation_code: null,
      social_provider: null,
      social_ext_id: null,
      company_details: null,
      phone: guest.phone,
      country: null,
      lang: guest.lang,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column("email").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (row) return row.id;
  const raced = await findUserByEmail(trx, guest.email);
  if (!raced) throw new Error("the buyer's account vanished while the order was placed");
  return raced.id;
}

export type NewOrderRow = Omit<Insertable<OrdersTable>, "id" | "no" | "public_id" | "created_at">;

/**
 * Inserts the order with the day's next number; returns its number and public id. The
 * number's sequence is the count of the day's orders so far; orders placed at the same
 * moment may count alike, and their random letters tell them apart. The unique index
 * decides: a number already taken inserts nothing and is drawn again, so no read decides a
 * write (safe under PostgreSQL's read committed, db/transaction.ts).
 */
export async function insertOrder(
  trx: Trx,
  order: NewOrderRow,
  now: Date,
  timeZone: string,
): Promise<{ no: string; publicId: string }> {
  const prefix = orderDayPrefix(now, timeZone);
  const today = await trx
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("no", "like", `${prefix}%`)
    .executeTakeFirstOrThrow();
  const publicId = randomBytes(18).toString("base64url");
  for (let attempt = 1; ; attempt++) {
    const no = orderNumber(now, timeZone, Number(today.n) + attempt, Math.random);
    const inserted = await trx
      .insertInto("orders")
      .values({ ...order, no, public_id: publicId, created_at: now.toISOString() })
      .onConflict((oc) => oc.column("no").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (inserted) return { no, publicId };
  }
}

export async function orderByIdempotencyKey(db: Kysely<Database>, key: string) {
  return db.selectFrom("orders").selectAll().where("idempotency_key", "=", key).executeTakeFirst();
}

/**
 * Sets an order's status (and paid flag), e.g. from a payment notification. The first change to
 * a sent status (SENT, REALIZED, RETURN) stamps the sent date, from which returns count; a date
 * already stamped stays.
 */
export async function setPaymentState(
  trx: Trx,
  id: number,
  state: { status: string; paid?: 1 },
  now: Date = new Date(),
): Promise<void> {
  const sent = wasSent(state.status)
    ? { sent_at: sql<string>`coalesce(sent_at, ${now.toISOString()})` }
    : {};
  await trx
    .updateTable("orders")
    .set({ ...state, ...sent })
    .where("id", "=", id)
    .execute();
}

/** The order's payment method, switched while it waits for its payment (pay-order.service.ts). */
export async function setOrderPayment(
  trx: Trx,
  id: number,
  payment: OrderPaymentJson,
): Promise<void> {
  await trx
    .updateTable("orders")
    .set({ payment: JSON.stringify(payment) })
    .where("id", "=", id)
    .where("paid", "=", 0)
    .where("status", "=", "PENDING")
    .execute();
}
