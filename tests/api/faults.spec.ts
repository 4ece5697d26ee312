/**
 * Faults (issue 15, item 3): the built shop on its own port and data folder is killed with
 * SIGKILL in the middle of a burst of orders and restarted on the same data; a write lock held
 * by another connection, a closed SMTP port and a SIGTERM during an order follow on the
 * restarted shop. Figures are printed as `[faults] …` lines (decision record 0017).
 * On PostgreSQL (TEST_DATABASE_URL) the same orders are checked with plain queries; what is
 * about SQLite's file itself (its integrity check, its write lock, its write-ahead log) is
 * SQLite's only.
 */
import { existsSync, statSync } from "node:fs";
import { request as httpRequest, Agent } from "node:http";
import { connect } from "node:net";
import { expect, test } from "@playwright/test";
import { TEST_ENGINE, openShopDb, withShopDb } from "../test-db";
import { endShop, startShop, type Shop } from "./fault-server";
import { form, key, type Line } from "./order-helpers";

test.describe.configure({ mode: "serial" });

const PORT = Number(process.env["TEST_PORT"] ?? 4399) + 221;
const DATA = `data/faults-${PORT}`;
const DB_FILE = `${DATA}/shop.sqlite`;
/** Plain products (no variants) the burst buys, each given 1000 items first. */
const PRODUCTS = ["203", "211", "212"];
const INITIAL = 1000;
const BURST = 90;
/** The shop is killed when this many orders have been answered 2xx. */
const KILL_AFTER = 25;
/** Every shop after the first runs with an SMTP server that refuses connections. */
const CLOSED_SMTP = { SMTP_URL: "smtp://127.0.0.1:1" };

let shop: Shop | undefined;

test.afterAll(async () => {
  await endShop(shop);
});

const figure = (text: string) => console.log(`[faults] ${text}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const plain = (product: string, quantity: number): Line => ({
  product,
  variantHash: "",
  quantity,
  type: "normal",
});

/** The i-th order's lines: one or two products, one or two of each. */
function linesOf(i: number): Line[] {
  const lines = [plain(PRODUCTS[i % 3] ?? "203", 1 + (i % 2))];
  if (i % 4 === 0) lines.push(plain(PRODUCTS[(i + 1) % 3] ?? "211", 1));
  return lines;
}

async function choices(origin: string): Promise<{ deliveryId: string; paymentId: string }> {
  const res = await fetch(`${origin}/api/public/order/quote?lang=pl`, {
    method: "POST",
    headers: { "content-type": "application/json" },
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

interface Answer {
  no: string;
  summaryId: string;
  total: number;
  payment: { type: string };
}

interface Attempt {
  body: Record<string, unknown>;
  key: string;
  lines: Line[];
  status?: number;
  answer?: Answer | undefined;
}

function orderBody(
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

const place = (origin: string, body: unknown) =>
  fetch(`${origin}/api/public/order/new?lang=pl`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

interface OrderRow {
  idempotency_key: string;
  no: string;
  public_id: string;
  user_id: number;
  products: string;
  total: string;
  payment: string;
  stock_taken: string;
}

function burstOrders(run: string): Promise<OrderRow[]> {
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

async function stockOf(product: string): Promise<{ count: number; total: number }> {
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
function sold(rows: readonly OrderRow[]): Map<string, number> {
  const byProduct = new Map<string, number>();
  for (const row of rows)
    for (const line of JSON.parse(row.products) as { id: string; quantity: number }[])
      byProduct.set(line.id, (byProduct.get(line.id) ?? 0) + line.quantity);
  return byProduct;
}

/** An order is whole: its lines are the request's, its stock record matches, its totals add up. */
async function expectWhole(row: OrderRow, attempt: Attempt): Promise<void> {
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

test("orders answered before a SIGKILL survive the restart whole, and a retry with the same key makes no second order", async () => {
  test.setTimeout(150_000);
  shop = await startShop({ port: PORT, dataDir: DATA });
  figure(`first start (create, migrate, seed without images): ${shop.startMs} ms`);
  await withShopDb(async (db) => {
    for (const product of PRODUCTS) {
      await db
        .prepare("update variants set count = ?, locked = 0 where product_id = ?")
        .run(INITIAL, Number(product));
      await db
        .prepare("update products set total_stock = ? where id = ?")
        .run(INITIAL, Number(product));
    }
  }, DATA);
  const { origin } = shop;
  const ids = await choices(origin);
  const run = String(Date.now());
  const attempts = Array.from({ length: BURST }, (_, i) => orderBody(i, run, ids));

  let answered = 0;
  let inFlightAtKill = 0;
  const killed = shop;
  const sentAt = Date.now();
  let killedAt = 0;
  await Promise.allSettled(
    attempts.map(async (attempt) => {
      const res = await place(origin, attempt.body);
      const answer = (await res.json()) as Answer;
      if (killedAt) return; // read after the kill: not counted as answered before it
      attempt.status = res.status;
      attempt.answer = answer;
      if (res.status >= 200 && res.status < 300 && ++answered === KILL_AFTER) {
        killedAt = Date.now();
        inFlightAtKill = attempts.filter((a) => a.status === undefined).length;
        killed.child.kill("SIGKILL");
      }
    }),
  );
  expect((await killed.exited).signal).toBe("SIGKILL");
  const ok = attempts.filter((a) => a.status !== undefined && a.status < 300);
  expect(ok.length).toBeGreaterThanOrEqual(KILL_AFTER);
  expect(inFlightAtKill).toBeGreaterThan(0);
  const wal = existsSync(`${DB_FILE}-wal`) ? statSync(`${DB_FILE}-wal`).size : 0;
  figure(
    `burst of ${BURST}: ${ok.length} answered 2xx in ${killedAt - sentAt} ms, ` +
      `${inFlightAtKill} in flight at the SIGKILL` +
      (TEST_ENGINE === "sqlite" ? `; write-ahead log left: ${wal} B` : " (PostgreSQL)"),
  );
  // Every answer before the kill was an order, none a refusal.
  expect(attempts.filter((a) => a.status !== undefined).map((a) => a.status)).toEqual(
    ok.map(() => 201),
  );

  shop = await startShop({ port: PORT, dataDir: DATA, keep: true, env: CLOSED_SMTP });
  figure(`restart on the killed shop's data: ${shop.startMs} ms`);

  if (TEST_ENGINE === "sqlite") {
    const integrity = await withShopDb((db) => db.prepare("pragma integrity_check").all(), DATA);
    expect(integrity).toEqual([{ integrity_check: "ok" }]);
  }

  const committed = await burstOrders(run);
  const byKey = new Map(committed.map((row) => [row.idempotency_key, row]));
  figure(
    `after the restart: ${committed.length} orders committed, ` +
      `${committed.length - ok.length} of them committed but never answered`,
  );
  // No answered order is lost; each is the one the shopper was told about.
  for (const attempt of ok) {
    const row = byKey.get(attempt.key);
    expect(row, `order ${attempt.answer?.no} answered before the kill`).toBeDefined();
    if (!row) continue;
    expect(row.no).toBe(attempt.answer?.no);
    expect(row.public_id).toBe(attempt.answer?.summaryId);
    expect(JSON.parse(row.total).brutto).toBeCloseTo(attempt.answer?.total ?? NaN, 2);
  }
  // No order is half-written, and the stock taken is exactly what the orders hold.
  const attemptByKey = new Map(attempts.map((a) => [a.key, a]));
  for (const row of committed) {
    const attempt = attemptByKey.get(row.idempotency_key);
    expect(attempt).toBeDefined();
    if (attempt) await expectWhole(row, attempt);
  }
  const expectStock = async (rows: readonly OrderRow[]) => {
    const taken = sold(rows);
    for (const product of PRODUCTS) {
      const stock = await stockOf(product);
      expect(stock.count + (taken.get(product) ?? 0), `product ${product}`).toBe(INITIAL);
      expect(stock.total).toBe(stock.count);
    }
  };
  await expectStock(committed);

  // The shoppers retry every request with its key: answered and committed ones get their order
  // back (200), the rest are placed now (201).
  const retried = await Promise.all(
    attempts.map(async (attempt) => {
      const res = await place(shop?.origin ?? origin, attempt.body);
      return { attempt, status: res.status, answer: (await res.json()) as Answer };
    }),
  );
  for (const { attempt, status, answer } of retried) {
    const before = byKey.get(attempt.key);
    expect(status).toBe(before ? 200 : 201);
    if (before) expect(answer?.no).toBe(before.no);
  }
  const after = await burstOrders(run);
  expect(after).toHaveLength(BURST);
  expect(new Set(after.map((row) => row.idempotency_key)).size).toBe(BURST);
  await expectStock(after);
});

test("with the write lock held by another connection an order answers 503 within the lock wait, and is placed once the lock is gone", async () => {
  test.skip(
    TEST_ENGINE === "postgres",
    "a held SQLite write lock (BEGIN IMMEDIATE on the file) has no PostgreSQL counterpart: rows lock, not the database",
  );
  test.setTimeout(60_000);
  expect(shop).toBeDefined();
  const origin = shop?.origin ?? "";
  const ids = await choices(origin);
  const attempt = orderBody(0, `lock-${Date.now()}`, ids);
  const lock = openShopDb(DATA);
  await lock.exec("begin immediate");
  try {
    const started = Date.now();
    const pending = place(origin, attempt.body);
    // The shop keeps answering what needs no write while the order waits.
    await sleep(1000);
    const pageStarted = Date.now();
    const robots = await fetch(`${origin}/robots.txt`);
    const pageMs = Date.now() - pageStarted;
    expect(robots.status).toBe(200);
    expect(pageMs).toBeLessThan(1000);
    const res = await pending;
    const waited = Date.now() - started;
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("2");
    expect(await res.json()).toEqual({ error: "UNAVAILABLE" });
    expect(waited).toBeGreaterThanOrEqual(4500);
    expect(waited).toBeLessThan(8000);
    figure(
      `order under a held write lock: 503 after ${waited} ms; robots.txt meanwhile in ${pageMs} ms`,
    );
  } finally {
    await lock.exec("rollback");
    await lock.close();
  }
  const res = await place(origin, attempt.body);
  expect(res.status).toBe(201);
});

test("an order placed while the SMTP server refuses connections answers 201 and its e-mail waits in the outbox for a retry a minute later", async () => {
  expect(shop).toBeDefined();
  const origin = shop?.origin ?? "";
  const ids = await choices(origin);
  const attempt = orderBody(0, `smtp-${Date.now()}`, ids);
  const placedAt = Date.now();
  const res = await place(origin, attempt.body);
  expect(res.status).toBe(201);
  const email = (attempt.body["form"] as { email: string }).email;
  const row = async () =>
    (await withShopDb(
      (db) =>
        db
          .prepare(
            `select attempts, next_attempt_at, sent_at, failed_at, last_error
             from mail_outbox where "to" = ?`,
          )
          .get(email),
      DATA,
    )) as {
      attempts: number;
      next_attempt_at: string | null;
      sent_at: string | null;
      failed_at: string | null;
      last_error: string | null;
    };
  await expect.poll(async () => (await row()).attempts).toBe(1);
  const mail = await row();
  expect(mail).toMatchObject({ sent_at: null, failed_at: null });
  expect(mail.last_error).toMatch(/ECONNREFUSED|connect/i);
  const wait = new Date(mail.next_attempt_at ?? "").getTime() - placedAt;
  expect(wait).toBeGreaterThanOrEqual(59_000);
  expect(wait).toBeLessThan(65_000);
});

test("SIGTERM lets an order being sent finish with its 201, refuses new connections, closes idle ones and exits 0", async () => {
  test.setTimeout(60_000);
  const running = shop;
  expect(running).toBeDefined();
  if (!running) return;
  const origin = running.origin;
  const ids = await choices(origin);
  const attempt = orderBody(1, `term-${Date.now()}`, ids);

  // An idle keep-alive connection from an earlier request.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let idleClosedAt = 0;
  await new Promise<void>((resolve, reject) => {
    const req = httpRequest(`${origin}/robots.txt`, { agent }, (res) => {
      res.resume();
      res.on("end", () => resolve());
    });
    req.on("socket", (socket) => socket.once("close", () => (idleClosedAt = Date.now())));
    req.on("error", reject);
    req.end();
  });

  // An order whose body arrives slowly, in three parts half a second apart.
  const text = JSON.stringify(attempt.body);
  const third = Math.ceil(text.length / 3);
  const req = httpRequest(`${origin}/api/public/order/new?lang=pl`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    agent: false,
  });
  const answer = new Promise<{ status: number; connection: string | undefined; body: string }>(
    (resolve, reject) => {
      req.on("error", reject);
      req.on("response", (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }),
        );
      });
    },
  );
  req.write(text.slice(0, third));
  await sleep(300);
  const termAt = Date.now();
  running.child.kill("SIGTERM");
  await sleep(200);

  // A new connection is refused.
  const refused = await new Promise<string>((resolve) => {
    const socket = connect(PORT, "localhost");
    socket.on("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
  });
  expect(refused).toBe("ECONNREFUSED");
  await expect.poll(() => idleClosedAt).toBeGreaterThan(0);
  const idleMs = idleClosedAt - termAt;
  expect(idleMs).toBeLessThan(1000);

  req.write(text.slice(third, 2 * third));
  await sleep(500);
  req.end(text.slice(2 * third));
  const res = await answer;
  expect(res.status).toBe(201);
  expect(res.connection).toBe("close");
  expect(JSON.parse(res.body)).toMatchObject({ currency: "pln", paid: false });
  const exit = await running.exited;
  const drainMs = Date.now() - termAt;
  expect(exit).toEqual({ code: 0, signal: null });
  // The database was closed: its log was checkpointed into the file and removed (SQLite).
  if (TEST_ENGINE === "sqlite") expect(existsSync(`${DB_FILE}-wal`)).toBe(false);
  figure(
    `SIGTERM: idle keep-alive connection closed after ${idleMs} ms, the slow order answered 201, ` +
      `exit 0 after ${drainMs} ms`,
  );
  shop = undefined;
  agent.destroy();
});
