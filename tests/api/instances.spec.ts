/**
 * Several storefront instances on one PostgreSQL database behave as one shop (issue 16):
 * two shops of their own start together on a fresh database (the first migrates and seeds,
 * the other, started while it does, waits for it), then share baskets, logins, stock and rate
 * limits, and each follows the other's writes and an owner's direct catalogue change within a
 * second, page cache and listing index included. The first has no `EDGE_PURGE_URLS` (issue 44:
 * so started, the change feed's one leader dropped every ban): the other bans the edge, once
 * per change, and the first says it is misconfigured in its log and its `/readyz`.
 * PostgreSQL only: on SQLite one process owns the database file.
 */
import { createServer } from "node:http";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { resetPostgresDatabase, testDatabaseUrl } from "../../scripts/test-postgres.mjs";
import { MIGRATIONS } from "../../src/server/db/migrate";
import { USERS } from "../golden/accounts";
import { BOOTS } from "../golden/products";
import { endShop, startShop, type Shop } from "./fault-server";
import { order, type Line } from "./order-helpers";
import { openShopDb, TEST_ENGINE, type TestDb } from "../test-db";

test.skip(TEST_ENGINE !== "postgres", "several instances share a PostgreSQL database");
test.describe.configure({ mode: "serial" });

const PORT = Number(process.env["TEST_PORT"] ?? 4399) + 700;
const DIR = `data/test-instances-${PORT}`;
/** A stand-in for the edge cache both instances purge: it counts the bans it is sent. */
const EDGE_PORT = PORT + 2;
const bans: string[] = [];
const edge = createServer((req, res) => {
  if (req.method === "PURGE") bans.push(String(req.headers["x-ban-url"]));
  res.end();
});
/** Per-address limits as in production (the test server multiplies them by 20). */
const ENV = { RATE_LIMIT_ADDRESS_SCALE: "1", MAINTENANCE: "off" };
/** Migrating and seeding (db/client.ts). */
const SETUP_LOCK = 7_204_311_925;
const PASSWORD = "demo1234";

let a: Shop | undefined;
let b: Shop | undefined;
let db: TestDb;

/** Polls `check` every 50 ms until it is true; returns the milliseconds it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started <= ms) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`not seen within ${ms} ms`);
}

async function bumpCatalogue(): Promise<void> {
  await db
    .prepare("update settings set value = ? where key = 'productsTimestamp'")
    .run(JSON.stringify(Date.now()));
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const url = testDatabaseUrl(DIR);
  if (!url) throw new Error("no TEST_DATABASE_URL");
  await resetPostgresDatabase(url);
  await new Promise<void>((done) => edge.listen(EDGE_PORT, "127.0.0.1", done));
  db = openShopDb(DIR);
  // Both start on the empty database, the second while the first migrates and seeds under the
  // advisory lock: the first is then first to follow the change feed too.
  const first = startShop({ port: PORT, dataDir: DIR, keep: true, env: ENV });
  let up = false;
  void first.then(() => (up = true)).catch(() => undefined);
  const setup =
    "select count(*) as n from pg_locks where locktype = 'advisory' and granted and objsubid = 1 and (classid::bigint << 32 | objid::bigint) = ";
  while (!up && (await db.prepare(`${setup}${SETUP_LOCK}`).get<{ n: number }>())?.n !== 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const edgeEnv = { ...ENV, EDGE_PURGE_URLS: `http://127.0.0.1:${EDGE_PORT}/` };
  [a, b] = await Promise.all([
    first,
    startShop({ port: PORT + 1, dataDir: DIR, keep: true, env: edgeEnv }),
  ]);
});

test.afterAll(async () => {
  await db?.close();
  await Promise.all([endShop(a), endShop(b)]);
  edge.close();
});

test("two instances starting together migrate and seed the database once", async () => {
  const migrations = await db.prepare("select count(*) as n from kysely_migration").get();
  expect(migrations).toEqual({ n: Object.keys(MIGRATIONS).length });
  expect(await db.prepare("select count(*) as n from products").get()).toEqual({ n: 300 });
  expect(await db.prepare("select count(*) as n from settings where key = 'shop'").get()).toEqual({
    n: 1,
  });
});

test("a basket made on one instance is changed and deleted on the other", async ({ request }) => {
  const products = [{ count: 2, id: BOOTS.id, code: "", variantHash: "" }];
  const made = await request.post(`${a?.origin}/api/public/basket/?lang=pl`, {
    data: { products },
  });
  expect(made.status()).toBe(200);
  const { id, key } = (await made.json()) as { id: string; key: string };
  const headers = { "x-basket-key": key };
  const changed = await request.post(`${b?.origin}/api/public/basket/${id}?lang=pl`, {
    data: { products: [{ ...products[0], count: 3 }] },
    headers,
  });
  expect(changed.status()).toBe(200);
  // 3 × 13.59 = 40.77
  expect(((await changed.json()) as { totalPrice: number }).totalPrice).toBe(40.77);
  expect((await request.delete(`${b?.origin}/api/public/basket/${id}`, { headers })).status()).toBe(
    200,
  );
  const gone = await request.post(`${a?.origin}/api/public/basket/${id}`, {
    data: { products },
    headers,
  });
  expect(gone.status()).toBe(404);
});

test("a login on one instance is valid on the other, and a logout on it ends it everywhere", async ({
  request,
}) => {
  const login = await request.post(`${a?.origin}/api/auth/local`, {
    data: { email: USERS.jan.email, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { token: string }).token;
  const headers = { authorization: `Bearer ${token}` };
  const me = await request.get(`${b?.origin}/api/public/me`, { headers });
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { email: string }).email).toBe(USERS.jan.email);
  expect((await request.delete(`${b?.origin}/api/auth/local`, { headers })).status()).toBe(204);
  expect((await request.get(`${a?.origin}/api/public/me`, { headers })).status()).toBe(401);
});

/** One item of `product`, with the courier and bank transfer as shop A quotes them. */
async function lineOf(request: APIRequestContext, product: string) {
  const line: Line = { product, variantHash: "", quantity: 1, type: "normal" };
  const quote = (await (
    await request.post(`${a?.origin}/api/public/order/quote?lang=pl`, {
      data: { lines: [line], country: "pl", postCode: "00-950" },
    })
  ).json()) as {
    options: { id: string; name: string }[];
    payments: { id: string; type: string }[];
  };
  const deliveryId = quote.options.find((o) => o.name === "Kurier DPD")?.id ?? "";
  const paymentId = quote.payments.find((p) => p.type === "transfer")?.id ?? "";
  return { line, ids: { deliveryId, paymentId } };
}

test("50 buyers split across both instances get exactly the 5 items in stock", async ({
  request,
}) => {
  const { line, ids } = await lineOf(request, "151");
  await db.prepare("update variants set count = 5, locked = 0 where product_id = 151").run();
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      request.post(`${(i % 2 === 0 ? a : b)?.origin}/api/public/order/new?lang=pl`, {
        data: order([line], ids, `split-${started}-${i}@example.com`),
      }),
    ),
  );
  const statuses = answers.map((r) => r.status());
  expect(statuses.filter((s) => s === 201)).toHaveLength(5);
  expect(statuses.filter((s) => s === 409)).toHaveLength(45);
  expect(await db.prepare("select count as n from variants where product_id = 151").get()).toEqual({
    n: 0,
  });
  const orders = await db
    .prepare("select count(*) as n from orders where email like ?")
    .get(`split-${started}-%`);
  expect(orders).toEqual({ n: 5 });
  const numbers = await db
    .prepare("select count(distinct no) as n from orders where email like ?")
    .get(`split-${started}-%`);
  expect(numbers).toEqual({ n: 5 });
});

test("an order on one instance makes the other render its cached product page again at once", async ({
  request,
}) => {
  const page = `${b?.origin}/p/${BOOTS.url.pl}`;
  await within(5000, async () => (await request.get(page)).headers()["x-page-cache"] === "hit");
  const { line, ids } = await lineOf(request, BOOTS.id);
  const placed = await request.post(`${a?.origin}/api/public/order/new?lang=pl`, {
    data: order([line], ids, `cache-${Date.now()}@example.com`),
  });
  expect(placed.status()).toBe(201);
  await within(1000, async () => (await request.get(page)).headers()["x-page-cache"] !== "hit");
});

test("an owner's catalogue change in the database reaches both instances' pages and listings within a second", async ({
  request,
}) => {
  const category = await db
    .prepare(
      `select c.url as url from products p join category_i18n c
       on c.category_id = p.main_category_id and c.lang = 'pl' where p.id = ?`,
    )
    .get<{ url: string }>(Number(BOOTS.id));
  const listing = (shop: Shop | undefined) => `${shop?.origin}/c/${category?.url}`;
  const product = (shop: Shop | undefined) => `${shop?.origin}/p/${BOOTS.url.pl}`;
  for (const shop of [a, b]) {
    expect(await (await request.get(listing(shop))).text()).toContain(BOOTS.name.pl);
    expect(await (await request.get(product(shop))).text()).toContain(BOOTS.name.pl);
  }
  const renamed = "Kozaki Kappa Nowe";
  await db
    .prepare("update product_i18n set name = ? where product_id = ? and lang = 'pl'")
    .run(renamed, Number(BOOTS.id));
  await bumpCatalogue();
  for (const shop of [a, b])
    await within(1000, async () =>
      (await (await request.get(product(shop))).text()).includes(renamed),
    );

  await db.prepare("update products set archived = 1 where id = ?").run(Number(BOOTS.id));
  await bumpCatalogue();
  for (const shop of [a, b])
    await within(
      1000,
      async () => !(await (await request.get(listing(shop))).text()).includes(renamed),
    );
});

test("an owner's change in the database is banned at the edge once, by the instance with EDGE_PURGE_URLS, though the other follows the feed first", async () => {
  // The previous test's bans have been sent by now (they wait 200 ms for more changes).
  await new Promise((resolve) => setTimeout(resolve, 500));
  bans.length = 0;
  await bumpCatalogue();
  await within(2000, async () => bans.length > 0);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(bans).toEqual(["^/"]);
});

test("the instance without EDGE_PURGE_URLS logs an error and answers /readyz 503 with the reason, the other is ready", async ({
  request,
}) => {
  await within(7000, async () => (await request.get(`${a?.origin}/readyz`)).status() === 503);
  const ready = await request.get(`${a?.origin}/readyz`);
  expect(await ready.json()).toEqual({ status: "not-ready", reason: "edge-purge-urls-missing" });
  expect((await request.get(`${b?.origin}/readyz`)).status()).toBe(200);
  const said = (shop: Shop | undefined) =>
    (shop?.output() ?? "")
      .split("\n")
      .filter((line) => line.includes("EDGE_PURGE_URLS is not set here"))
      .map((line) => (JSON.parse(line) as { level: string }).level);
  expect(said(a)).toEqual(["error"]);
  expect(said(b)).toEqual([]);
});

test("a rate limit counts the calls made to both instances together", async ({ request }) => {
  const headers = { "x-forwarded-for": "198.51.100.77" };
  let tries = 0;
  let status = 0;
  while (tries < 40 && status !== 429) {
    tries += 1;
    const shop = tries % 2 === 0 ? a : b;
    const res = await request.post(`${shop?.origin}/api/public/order/gift-card`, {
      headers,
      data: { code: `SPLIT${tries}GUESS` },
    });
    status = res.status();
  }
  // 10 failed guesses per address in 15 minutes (auth/rate-limit.ts), whichever instance saw them.
  expect(status).toBe(429);
  expect(tries).toBe(11);
});
