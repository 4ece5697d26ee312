/**
 * Checkout's reference data besides products and gift cards (gift-cards.repository.ts): the
 * active delivery and payment methods (names in the shopper's language) and promo codes.
 */
import type { DeliveryMethod } from "../../../domain/checkout/order-quote";
import type { MethodData } from "../../../domain/checkout/delivery-availability";
import type { PromoCode, PromoDiscount, PromoType } from "../../../domain/checkout/promo";
import type { PaymentMethod } from "../../../domain/checkout/payment-options";
import { getDb } from "../../db/client";
import { parseJson } from "../../db/json";

export async function activeDeliveryMethods(
  lang: string,
  baseLang: string,
): Promise<DeliveryMethod[]> {
  const db = await getDb();
  const rows = await db
    .selectFrom("delivery_methods")
    .selectAll()
    .where("active", "=", 1)
    .orderBy("sort_order")
    .execute();
  return rows.map((row) => ({ ...methodBase(row, lang, baseLang), days: row.days }));
}

/** What delivery and payment methods share: id, type, the name in the shopper's language, data. */
function methodBase(
  row: { id: number; type: string; name: string; data: string },
  lang: string,
  baseLang: string,
) {
  const names = parseJson<Record<string, string>>(row.name, {});
  return {
    id: String(row.id),
    type: row.type,
    name: names[lang] ?? names[baseLang] ?? row.type,
    data: parseJson<MethodData>(row.data, { countries: [] }),
  };
}

export async function findPromoCode(code: string): Promise<PromoCode | null> {
  const normalized = code.trim().toUpperCase();
  if (!normalized || normalized.length > 64) return null;
  const db = await getDb();
  const row = await db
    .selectFrom("promo_codes")
    .selectAll()
    .where("code", "=", normalized)
    .executeTakeFirst();
  if (!row) return null;
  return {
    code: row.code,
    type: row.type as PromoType,
    discount: parseJson<PromoDiscount>(row.discount, { type: "PERCENT" }),
    allowedProducts: parseJson<string[] | null>(row.allowed_products, null),
    validUntil: row.valid_until,
    active: row.active === 1,
  };
}

/** The active payment methods, names in the shopper's language (spec 2 §3 Payment option). */
export async function activePaymentMethods(
  lang: string,
  baseLang: string,
): Promise<PaymentMethod[]> {
  const db = await getDb();
  const rows = await db
    .selectFrom("payment_methods")
    .selectAll()
    .where("active", "=", 1)
    .orderBy("sort_order")
    .execute();
  return rows.map((row) => ({ ...methodBase(row, lang, baseLang), subType: row.sub_type }));
}

/** The stored data of a payment method (a bank transfer's account number), as JSON text. */
export async function paymentMethodData(id: number): Promise<string | undefined> {
  const db = await getDb();
  const method = await db
    .selectFrom("payment_methods")
    .select("data")
    .where("id", "=", id)
    .executeTakeFirst();
  return method?.data;
}
