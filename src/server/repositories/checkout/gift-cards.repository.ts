/**
 * Queries on `gift_cards` besides spending one, which placing an order does with its other
 * conditional updates (orders/orders.repository.ts `spendGiftCard`).
 */
import type { GiftCard } from "../../../domain/checkout/gift-card";
import { getDb } from "../../db/client";
import type { Executor } from "../../db/transaction.ts";

export async function findGiftCard(code: string): Promise<GiftCard | null> {
  const db = await getDb();
  const row = await db
    .selectFrom("gift_cards")
    .selectAll()
    .where("code", "=", code)
    .executeTakeFirst();
  if (!row) return null;
  return {
    code: row.code,
    value: row.value,
    usedValue: row.used_value,
    currency: row.currency,
    validUntil: row.valid_until,
    active: row.active === 1,
  };
}

/** The currency of a gift card (read again inside the order's transaction), if it exists. */
export async function giftCardCurrency(db: Executor, code: string): Promise<string | undefined> {
  const card = await db
    .selectFrom("gift_cards")
    .select("currency")
    .where("code", "=", code)
    .executeTakeFirst();
  return card?.currency;
}
