/**
 * An order as the checkout leaves it, for the service tests of what an order gives back when it
 * ends without money (payment expiry, the owner's cancel): jan's 2 × product 3 for 60 zł,
 * 30 zł of it from a gift card and 100 loyalty points used; and the balances it touches.
 */
import { getDb } from "../../db/client";

export interface TakenOrder {
  no: string;
  /** The gift card the order took 30 zł from. */
  card: string;
  paymentType: string;
  placed?: string;
  status?: string;
  paid?: 0 | 1;
}

/** A gift card of 100 zł, 30 zł of which an order took. */
export async function insertTakenCard(code: string): Promise<void> {
  await (
    await getDb()
  )
    .insertInto("gift_cards")
    .values({
      code,
      value: 100,
      currency: "pln",
      valid_until: "2027-01-01T00:00:00Z",
      used_value: 30,
      active: 1,
    })
    .execute();
}

export async function insertTakenOrder(o: TakenOrder): Promise<number> {
  const db = await getDb();
  const user = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", "jan@example.com")
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto("orders")
    .values({
      no: o.no,
      public_id: `taken-${o.no.replace(/\//g, "")}-000000`,
      user_id: user.id,
      email: "jan@example.com",
      status: o.status ?? "PENDING",
      paid: o.paid ?? 0,
      lang: "pl",
      currency: "pln",
      created_at: o.placed ?? new Date().toISOString(),
      products: "[]",
      address: "{}",
      delivery: "{}",
      payment: JSON.stringify({ id: "1", type: o.paymentType, name: o.paymentType }),
      total: JSON.stringify({
        brutto: 60,
        netto: 48.78,
        vat: 11.22,
        products: 60,
        delivery: 0,
        currency: "pln",
        currencyRate: 1,
        giftCardCode: o.card,
        giftCardValue: 30,
        giftCardSpent: 30,
        code: "LOYALTY",
        codeDiscount: 1,
        usedPoints: 100,
      }),
      company: 0,
      return_time: 14,
      can_return: 1,
      stock_taken: JSON.stringify([{ product: "3", variantHash: "", quantity: 2 }]),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** What the order took: the card's used value, jan's points and product 3's stock. */
export async function takenBalances(card: string) {
  const db = await getDb();
  const used = await db
    .selectFrom("gift_cards")
    .select("used_value")
    .where("code", "=", card)
    .executeTakeFirstOrThrow();
  const user = await db
    .selectFrom("users")
    .select("loyalty_points")
    .where("email", "=", "jan@example.com")
    .executeTakeFirstOrThrow();
  const stock = await db
    .selectFrom("variants")
    .select("count")
    .where("product_id", "=", 3)
    .executeTakeFirstOrThrow();
  return { card: Number(used.used_value), points: user.loyalty_points, stock: stock.count };
}
