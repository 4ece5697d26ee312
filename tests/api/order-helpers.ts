/** Helpers for the order API tests: a quote's delivery and payment ids, a valid form, an order. */
import { randomBytes } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { checkoutForm } from "../../scripts/soak/order-body.mjs";
import { withShopDb, type TestDb } from "../test-db";

export interface Line {
  product: string;
  variantHash: string;
  quantity: number;
  type: string;
}

export const key = () => randomBytes(16).toString("base64url");

/** A valid checkout form for `email` (the one the soak and the bench send too). */
export function form(email: string): ReturnType<typeof checkoutForm> {
  return checkoutForm(email);
}

/**
 * The order tests (API and browser) buy the seed's mug (212) and pot (213); many
 * orders run in one suite, so their stock is kept at least 500 before each
 * order test (the tests assert stock differences, never the seeded count).
 */
export async function topUpStock(): Promise<void> {
  await withDb(async (db) => {
    await db
      .prepare(
        "update variants set count = case when count > 500 then count else 500 end where product_id in (212, 213)",
      )
      .run();
    await db
      .prepare(
        `update products set total_stock = (select coalesce(sum(case when count > locked then count - locked else 0 end), 0)
         from variants where product_id = products.id) where id in (212, 213)`,
      )
      .run();
  });
}

/** The ids of a delivery option and a payment option by name, from the server's quote. */
export async function choices(
  request: APIRequestContext,
  lines: Line[],
  delivery: string,
  payment: string,
): Promise<{ deliveryId: string; paymentId: string }> {
  await topUpStock();
  const quote = await (
    await request.post("/api/public/order/quote?lang=pl", {
      data: { lines, country: "pl", postCode: "00-950" },
    })
  ).json();
  const d = quote.options.find((o: { name: string }) => o.name === delivery);
  // A payment by type ("p24") or type and subtype ("braintree:card").
  const p = quote.payments.find(
    (o: { type: string; subType: string | null }) =>
      o.type === payment || `${o.type}:${o.subType}` === payment,
  );
  if (!d || !p) throw new Error(`no ${delivery} or ${payment} in the quote`);
  return { deliveryId: d.id as string, paymentId: p.id as string };
}

export function order(
  lines: Line[],
  ids: { deliveryId: string; paymentId: string },
  email: string,
  extra: Record<string, unknown> = {},
) {
  return {
    lines,
    country: "pl",
    delivery: { id: ids.deliveryId },
    paymentId: ids.paymentId,
    form: form(email),
    idempotencyKey: key(),
    ...extra,
  };
}

/** Reads or writes the test database directly (stock set-up and checks), on either engine. */
export function withDb<T>(work: (db: TestDb) => Promise<T>): Promise<T> {
  return withShopDb(work);
}

/** One number from the test database: `sql` selects a column `n` for the product's id. */
async function numberOf(sql: string, product: string): Promise<number> {
  const row = await withDb((db) => db.prepare(sql).get<{ n: number }>(Number(product)));
  return Number(row?.n);
}

export function stockOf(product: string): Promise<number> {
  return numberOf("select count as n from variants where product_id = ?", product);
}

/** The product's total stock, which listings filter and sort on (regression: issue 14). */
export function totalStockOf(product: string): Promise<number> {
  return numberOf("select total_stock as n from products where id = ?", product);
}

/**
 * Marks an order sent on `sentAt` (ISO; now by default), as the shop's back office does: returns
 * open only for a sent order, and its return window counts from this date.
 */
export async function markSent(no: string, sentAt = new Date().toISOString()): Promise<void> {
  await withDb((db) =>
    db.prepare("update orders set status = 'SENT', sent_at = ? where no = ?").run(sentAt, no),
  );
}
