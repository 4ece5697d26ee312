/**
 * 016 – both engines (issue 44 item 9): one meaning per field name in a stored order. A
 * product line's VAT *rate* (percent) was written as `price.vat`, while `vat` of the delivery,
 * the payment and the total is an *amount* (and the demo seed wrote 23, a rate, as the
 * delivery's). From now on a line's rate is `price.vatRate` (views/order-row.ts); this
 * rewrites the orders already stored: each line's `price.vat` becomes `price.vatRate`, and the
 * delivery's, the payment's and a return pickup's `vat` become what they stand for, the gross
 * less the net amount. Documents already in the new shape are left as they are, so running it
 * again changes nothing. Orders are read and written in batches of 500 by id.
 */
import type { Kysely } from "kysely";
import { round2 } from "../../../domain/pricing/rounding.ts";

type Json = Record<string, unknown>;

interface Tables {
  orders: { id: number; products: string; delivery: string; payment: string };
  returns: { id: number; pickup_price: string | null };
}

const BATCH = 500;

function parsed(text: string | null): unknown {
  try {
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null;

/** A line's price with its rate under `vatRate` (null when nothing changes). */
function lineRate(price: Json): Json | null {
  if (!("vat" in price)) return null;
  const { vat, ...rest } = price;
  return { ...rest, vatRate: price["vatRate"] ?? vat };
}

/** A price whose `vat` is the gross less the net amount (null when it already is, or cannot be). */
function vatAmount(price: Json): Json | null {
  const { brutto, netto } = price;
  if (typeof brutto !== "number" || typeof netto !== "number") return null;
  const vat = round2(brutto - netto);
  return price["vat"] === vat ? null : { ...price, vat };
}

/** The order's products, delivery and payment in the new shape: only those that change. */
export function orderVatFields(
  row: Omit<Tables["orders"], "id">,
): Partial<Omit<Tables["orders"], "id">> {
  const out: Partial<Omit<Tables["orders"], "id">> = {};
  const products = parsed(row.products);
  if (Array.isArray(products)) {
    let changed = false;
    const lines = products.map((line: unknown) => {
      const price = isObject(line) && isObject(line["price"]) ? lineRate(line["price"]) : null;
      if (!price || !isObject(line)) return line;
      changed = true;
      return { ...line, price };
    });
    if (changed) out.products = JSON.stringify(lines);
  }
  for (const key of ["delivery", "payment"] as const) {
    const doc = parsed(row[key]);
    const price = isObject(doc) && isObject(doc["price"]) ? vatAmount(doc["price"]) : null;
    if (price && isObject(doc)) out[key] = JSON.stringify({ ...doc, price });
  }
  return out;
}

/** A return's pickup price with its `vat` as an amount, or null when nothing changes. */
export function pickupVatField(pickupPrice: string | null): string | null {
  const price = parsed(pickupPrice);
  const next = isObject(price) ? vatAmount(price) : null;
  return next ? JSON.stringify(next) : null;
}

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Tables>;
  for (let after = 0; ;) {
    const rows = await db
      .selectFrom("orders")
      .select(["id", "products", "delivery", "payment"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      const next = orderVatFields(row);
      if (Object.keys(next).length > 0)
        await db.updateTable("orders").set(next).where("id", "=", row.id).execute();
    }
    if (rows.length < BATCH) break;
    after = rows[rows.length - 1]?.id ?? after;
  }
  const pickups = await db
    .selectFrom("returns")
    .select(["id", "pickup_price"])
    .where("pickup_price", "is not", null)
    .execute();
  for (const row of pickups) {
    const next = pickupVatField(row.pickup_price);
    if (next)
      await db
        .updateTable("returns")
        .set({ pickup_price: next })
        .where("id", "=", row.id)
        .execute();
  }
}

/** Back to a line's rate under `vat`; the amounts stay amounts (the seed's 23 is not restored). */
export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Tables>;
  const rows = await db.selectFrom("orders").select(["id", "products"]).execute();
  for (const row of rows) {
    const products = parsed(row.products);
    if (!Array.isArray(products)) continue;
    const lines = products.map((line: unknown) => {
      if (!isObject(line) || !isObject(line["price"])) return line;
      const { vatRate, ...price } = line["price"];
      return vatRate === undefined ? line : { ...line, price: { ...price, vat: vatRate } };
    });
    await db
      .updateTable("orders")
      .set({ products: JSON.stringify(lines) })
      .where("id", "=", row.id)
      .execute();
  }
}
