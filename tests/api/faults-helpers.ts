/**
 * The fault tests' shop and orders (faults.spec.ts): its port and data folder, the burst's
 * products and orders, reading them back from the database and checking an order is whole.
 */
import { expect } from "@playwright/test";
import { withShopDb } from "../test-db";
import { form, key, type Line } from "./order-helpers";

export const PORT = Number(process.env["TEST_PORT"] ?? 4399) + 221;
export const DATA = `data/faults-${PORT}`;
export const DB_FILE = `${DATA}/shop.sqlite`;
/** Plain products (no variants) the burst buys, each given 1000 items first. */
export const PRODUCTS = ["151", "211", "212"];
export const INITIAL = 1000;
export const BURST = 90;
/** The shop is killed when this many orders have been answered 2xx. */
export const KILL_AFTER = 25;
/** Every shop after the first runs with an SMTP server that refuses connections. */
export const CLOSED_SMTP = { SMTP_URL: "smtp://127.0.0.1:1" };

export const figure = (text: string) => console.log(`[faults] ${text}`);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const plain = (product: string, quantity: number): Line => ({
  product,
  variantHash: "",
  quantity,
  type: "normal",
});

/** The i-th order's lines: one or two products, one or two of each. */
export function linesOf(i: number): Line[] {
  const lines = [plain(PRODUCTS[i % 3] ?? "151", 1 + (i % 2))];
  if (i % 4 === 0) lines.push(plain(PRODUCTS[(i + 1) % 3] ?? "211", 1));
  return lines;
}

/**
 * JSON on a connection that closes with its answer: the SIGTERM test's shop would otherwise
 * wait for this process's idle keep-alive connections (drain.mjs keeps them their 5 s).
 */
export const CLOSING_JSON = { "content-type": "application/json", connection: "close" };

export async function choices(origin: string): Promise<{ deliveryId: string; paymentId: string }> {
  const res = await fetch(`${origin}/api/public/order/quote?lang=pl`, {
    method: "POST",
    headers: CLOSING_JSON,
    body: JSON.stringify({ lines: linesOf(0), country: "pl", postCode: "00-950" }),
  });
  const quote = (await res.json()) as {
    options: { id: string; name: string }[];
    payments: { id: string; type: string }[];
  };
  const delivery = quote.options.find((o) => o.name === "Kurier DPD");
  const payment = quote.payments.find((p) => p.type === "transfer");
  if (!delivery || !payment) throw new Error("no DPD courier or bank transfer in the quote");
  return { deliveryId: delivery.id, paymentId: payment.id };
}

export interface Answer {
  no: string;
  summaryId: string;
  total: number;
  payment: { type: string };
}

export interface Attempt {
  body: Record<string, unknown>;
  key: string;
  lines: Line[];
  status?: number;
  answer?: Answer | undefined;
}

export function orderBody(
  i: number,
  run: string,
  ids: { deliveryId: string; paymentId: string },
): Attempt {
  const lines = linesOf(i);
  const idempotencyKey = key();
  return {
    key: idempotencyKey,
    lines,
    body: {
      lines,
      country: "pl",
      delivery: { id: ids.deliveryId },
      paymentId: ids.paymentId,
      form: form(`burst-${run}-${i}@example.com`),
      idempotencyKey,
    },
  };
}

export const place = (origin: string, body: unknown) =>
  fetch(`${origin}/api/public/order/new?lang=pl`, {
    method: "POST",
    headers: CLOSING_JSON,
    body: JSON.stringify(body),
  });

export interface OrderRow {
  idempotency_key: string;
  no: string;
  public_id: string;
  user_id: number;
  products: string;
  total: string;
  payment: string;
  stock_taken: string;
}

export function burstOrders(run: string): Promise<OrderRow[]> {
  return withShopDb(
    (db) =>
      db
        .prepare(
          `select idempotency_key, no, public_id, user_id, products, total, payment, stock_taken
           from orders where email like ?`,
        )
        .all<OrderRow>(`burst-${run}-%`),
    DATA,
  );
}

export async function stockOf(product: string): Promise<{ count: number; total: number }> {
  return (await withShopDb(
    (db) =>
      db
        .prepare(
          `select v.count - v.locked as count, p.total_stock as total
           from variants v join products p on p.id = v.product_id where v.product_id = ?`,
        )
        .get(Number(product)),
    DATA,
  )) as { count: number; total: number };
}

/** Each product's items in the given orders, from the orders' own lines. */
export function sold(rows: readonly OrderRow[]): Map<string, number> {
  const byProduct = new Map<string, number>();
  for (const row of rows)
    for (const line of JSON.parse(row.products) as { id: string; quantity: number }[])
      byProduct.set(line.id, (byProduct.get(line.id) ?? 0) + line.quantity);
  return byProduct;
}

/** An order is whole: its lines are the request's, its stock record matches, its totals add up. */
export async function expectWhole(row: OrderRow, attempt: Attempt): Promise<void> {
  const lines = JSON.parse(row.products) as {
    id: string;
    quantity: number;
    price: { currencyBrutto: number };
  }[];
  const asked = (items: { product?: string; id?: string; quantity: number }[]) =>
    items.map((l) => `${l.product ?? l.id}×${l.quantity}`).sort();
  expect(asked(lines)).toEqual(asked(attempt.lines));
  const taken = JSON.parse(row.stock_taken) as { product: string; quantity: number }[];
  expect(asked(taken)).toEqual(asked(attempt.lines));
  const total = JSON.parse(row.total) as { brutto: number; products: number; delivery: number };
  const linesTotal = lines.reduce((sum, l) => sum + l.price.currencyBrutto * l.quantity, 0);
  expect(total.products).toBeCloseTo(linesTotal, 2);
  expect(total.brutto).toBeCloseTo(total.products + total.delivery, 2);
  expect((JSON.parse(row.payment) as { type: string }).type).toBe("transfer");
  const buyer = (await withShopDb(
    (db) => db.prepare("select count(*) as n from users where id = ?").get(row.user_id),
    DATA,
  )) as { n: number };
  expect(buyer.n).toBe(1);
}

/** Gives each of the burst's products INITIAL items, none locked. */
export function stockUp(): Promise<void> {
  return withShopDb(async (db) => {
    for (const product of PRODUCTS) {
      await db
        .prepare("update variants set count = ?, locked = 0 where product_id = ?")
        .run(INITIAL, Number(product));
      await db
        .prepare("update products set total_stock = ? where id = ?")
        .run(INITIAL, Number(product));
    }
  }, DATA);
}

/** The stock left plus the items in `rows` is INITIAL for every product: none lost or made up. */
export async function expectStock(rows: readonly OrderRow[]): Promise<void> {
  const taken = sold(rows);
  for (const product of PRODUCTS) {
    const stock = await stockOf(product);
    expect(stock.count + (taken.get(product) ?? 0), `product ${product}`).toBe(INITIAL);
    expect(stock.total).toBe(stock.count);
  }
}
