/**
 * Every page survives its data sources failing (issue 15): each source is made to fail on a
 * shop of its own (tests/api/fault-server.ts; the suite's shared shop is never touched) and
 * every page type and island call must answer its usual answer with the spec's empty state, or
 * a clean 503 with Retry-After: never a 500, a stack trace or a wait of more than a few seconds.
 *
 * How the sources fail, with no test-only code in the shop:
 * - a database source: its table is renamed away by a second connection (every statement on it
 *   fails, as with a damaged file or a lost disk) and renamed back afterwards;
 * - the whole database: the settings table too, once the 10 s settings cache has run out;
 * - a held write lock: another connection's `BEGIN IMMEDIATE` (reads go on in WAL mode);
 * - the photo feed: `INSTAGRAM_TOKEN` set, so the feed comes from the Graph API, which this test
 *   shop cannot use (no network, or a refused token);
 * - the mail and social login servers: `SMTP_URL` and the provider's endpoints point at a black
 *   hole that accepts connections and never answers.
 * The shop runs with `PAGE_CACHE=off`, so every answer is rendered from its sources.
 */
import { expect, test } from "@playwright/test";
import {
  ask,
  askAll,
  blackHole,
  islandCalls,
  pages,
  problemOf,
  type Answer,
  type Call,
  type Fixture,
} from "./data-sources-helpers";
import { fixture, SOURCES, without } from "./data-sources-db";
import { endShop, startShop, type Shop } from "./fault-server";
import { openShopDb, TEST_ENGINE, withShopDb } from "../test-db";

const PORT = Number(process.env["TEST_PORT"] ?? 4399) + 600;
const DATA = `data/test-data-sources-${PORT}`;

let shop: Shop | undefined;
let hole: Awaited<ReturnType<typeof blackHole>> | undefined;
let fx: Fixture;
let calls: Call[];

test.describe.configure({ mode: "serial" });

const figure = (line: string) => console.log(`[data sources] ${line}`);
const origin = () => shop?.origin ?? "";
const byName = (answers: Answer[], name: string, api = false): Answer => {
  const answer = answers.find((a) => a.call.name === name && Boolean(a.call.api) === api);
  if (!answer) throw new Error(`no answer for ${name}`);
  return answer;
};
const expectNoProblems = (answers: Answer[], limitMs?: number) =>
  expect(answers.map((a) => problemOf(a, limitMs)).filter(Boolean)).toEqual([]);
const unavailable = (answers: Answer[]) =>
  answers
    .filter((a) => a.status === 503)
    .map((a) => `${a.call.api ? "api " : ""}${a.call.name}`)
    .sort();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  hole = await blackHole();
  const dead = `http://127.0.0.1:${hole.port}`;
  shop = await startShop({
    port: PORT,
    dataDir: DATA,
    env: {
      // Every answer reads the database: no cached pages, boxes or listed products would hide
      // a source that fails (the shop notices a renamed table only within a second, or never
      // on PostgreSQL, where it is no write it hears of).
      PAGE_CACHE: "off",
      FRAGMENT_CACHE: "off",
      MAINTENANCE: "off",
      INSTAGRAM_TOKEN: "no-such-token",
      SMTP_URL: `smtp://127.0.0.1:${hole.port}`,
      SOCIAL_PROVIDERS: "dead",
      SOCIAL_DEAD_CLIENT_ID: "storefront",
      SOCIAL_DEAD_AUTHORIZE_URL: `${dead}/authorize`,
      SOCIAL_DEAD_TOKEN_URL: `${dead}/token`,
      SOCIAL_DEAD_USERINFO_URL: `${dead}/userinfo`,
    },
  });
  const login = await fetch(`${shop.origin}/api/auth/local`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "jan@example.com", password: "demo1234" }),
  });
  expect(login.status).toBe(200);
  fx = await fixture(DATA, ((await login.json()) as { token: string }).token);
  calls = [...pages(fx), ...islandCalls(fx)];
});

test.afterAll(async () => {
  await endShop(shop);
  await hole?.close();
});

test("with every source working each page and island call gives its usual answer", async () => {
  const answers = await askAll(origin(), fx, calls);
  expect(answers.map((a) => `${a.call.name} ${a.status}`)).toEqual(
    calls.map((c) => `${c.name} ${c.status}`),
  );
});

test("with the write lock held by another connection every page and read answers as usual, at once", async () => {
  test.skip(TEST_ENGINE === "postgres", "SQLite's database-wide write lock has no PostgreSQL twin");
  const lock = openShopDb(DATA);
  await lock.exec("begin immediate");
  try {
    const answers = await askAll(origin(), fx, calls);
    expectNoProblems(answers, 1_500);
    expect(unavailable(answers)).toEqual([]);
    figure(`write lock held: slowest answer ${Math.max(...answers.map((a) => a.ms))} ms`);
  } finally {
    await lock.exec("rollback");
    await lock.close();
  }
});

test("with one database source failing at a time every answer is its usual one or a 503 with Retry-After, never a 500", async () => {
  test.setTimeout(90_000);
  const matrix: string[] = [];
  for (const source of SOURCES) {
    const answers = await without(DATA, source.tables, () => askAll(origin(), fx, calls));
    const down = unavailable(answers);
    matrix.push(`${source.tables.join("+")}: ${down.join(", ") || "nothing"} 503`);
    expectNoProblems(answers);
    for (const name of source.unavailable ?? []) expect(down, source.tables[0]).toContain(name);
  }
  for (const line of matrix) figure(line);
});

test("a page whose shell (the header's menu) cannot be read answers 503 before its first byte, and the shop stays up", async () => {
  test.setTimeout(60_000);
  const content = pages(fx).find((p) => p.name === "content page") as Call;
  const answers = await without(DATA, ["menus"], async () => {
    // The owner's published menu is kept in memory for 30 s or until another process writes the
    // database (the shop polls SQLite's data version): write as another process would.
    await withShopDb(
      (db) =>
        db
          .prepare("update settings set value = ? where key = 'productsTimestamp'")
          .run(String(Date.now())),
      DATA,
    );
    await expect
      .poll(
        async () => {
          await ask(origin(), fx, { name: "group", path: `/g/${fx.group}`, status: 200 });
          return (await ask(origin(), fx, content)).status;
        },
        { timeout: 15_000, intervals: [500] },
      )
      .toBe(503);
    return askAll(origin(), fx, pages(fx));
  });
  expectNoProblems(answers);
  expect(byName(answers, "wishlist").status).toBe(503);
  expect(byName(answers, "account").status).toBe(503);
  const again = await ask(origin(), fx, content);
  expect(again.status).toBe(200);
});

test("the home page without its opinions or its sections' products shows the other sections and is kept by no cache", async () => {
  const marker = (type: string) => `data-section-type="${type}"`;
  const whole = await ask(origin(), fx, pages(fx)[0] as Call);
  expect(whole.body).toContain(marker("opinions"));
  expect(whole.body).toContain(marker("products_group"));
  expect(whole.cacheControl).toContain("s-maxage");

  const noOpinions = await without(DATA, ["opinions"], () =>
    ask(origin(), fx, pages(fx)[0] as Call),
  );
  expect(noOpinions.status).toBe(200);
  expect(noOpinions.body).not.toContain(marker("opinions"));
  expect(noOpinions.body).toContain(marker("products_group"));
  expect(noOpinions.cacheControl).toBe("private, no-store");

  const noProducts = await without(DATA, ["products"], () =>
    ask(origin(), fx, pages(fx)[0] as Call),
  );
  expect(noProducts.status).toBe(200);
  expect(noProducts.body).not.toContain(marker("products_group"));
  expect(noProducts.body).toContain(marker("slider"));
  expect(noProducts.cacheControl).toBe("private, no-store");
});

test("the product page without its opinions shows the product with no opinions and is kept by no cache", async () => {
  const product = byName(await askAll(origin(), fx, pages(fx)), "product");
  expect(product.body).toContain('id="opinions-title"');
  expect(product.cacheControl).toContain("s-maxage");
  const answers = await without(DATA, ["opinions"], () => askAll(origin(), fx, pages(fx)));
  const bare = byName(answers, "product");
  expect(bare.status).toBe(200);
  expect(bare.body).not.toContain('id="opinions-title"');
  expect(bare.body).toContain('id="suggest-title"');
  expect(bare.cacheControl).toBe("private, no-store");
});

test("a dead photo feed, mail server or social login provider leaves every page answering within seconds", async () => {
  test.setTimeout(60_000);
  // The feed comes from the Graph API, which fails: no instagram section, an empty feed.
  const home = await ask(origin(), fx, pages(fx)[0] as Call);
  expect(home.status).toBe(200);
  expect(home.body).not.toContain('data-section-type="instagram"');
  const feed = byName(await askAll(origin(), fx, islandCalls(fx)), "photo feed", true);
  expect(feed.status).toBe(200);
  expect(JSON.parse(feed.body)).toEqual([]);

  // Social login: the provider's token endpoint never answers.
  const social = (async () => {
    const start = await fetch(`${origin()}/auth/social/dead?return=/`, { redirect: "manual" });
    expect(start.status).toBe(302);
    const state = new URL(start.headers.get("location") ?? "").searchParams.get("state") ?? "";
    const cookie = start.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const started = Date.now();
    const end = await fetch(`${origin()}/auth/social/dead/callback?code=abc&state=${state}`, {
      headers: { cookie },
      signal: AbortSignal.timeout(15_000),
    });
    return { status: end.status, body: await end.text(), ms: Date.now() - started };
  })();

  // Mail: the SMTP server accepts the connection and never greets.
  const form = (fields: Record<string, string>) => ({
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual" as const,
    signal: AbortSignal.timeout(15_000),
  });
  const timed = async (path: string, init: RequestInit) => {
    const started = Date.now();
    const res = await fetch(`${origin()}${path}`, init);
    return { path, status: res.status, body: await res.text(), ms: Date.now() - started };
  };
  const mails = await Promise.all([
    timed(
      "/s/kontakt",
      form({ name: "Anna Nowak", email: "anna@example.com", msg: "Czy kubek jest na stanie?" }),
    ),
    timed("/newsletter", form({ email: `news-${Date.now()}@example.com` })),
    timed("/login/order", form({ email: "jan@example.com", no: fx.orderNo })),
    timed("/api/public/reset-pass", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "jan@example.com", lang: "pl" }),
      signal: AbortSignal.timeout(15_000),
    }),
  ]);
  for (const mail of mails) {
    expect(mail.status, mail.path).toBeLessThan(500);
    expect(mail.ms, mail.path).toBeLessThan(3_000);
  }
  expect(mails[0]?.body).toMatch(/data-contact-sent(?![^>]*hidden)/);
  figure(`dead SMTP: ${mails.map((m) => `${m.path} ${m.status} in ${m.ms} ms`).join(", ")}`);

  const end = await social;
  expect(end.status).toBe(200);
  expect(end.body).toContain("APP_TOKEN_ERROR");
  expect(end.ms).toBeLessThan(8_000);
  figure(`dead social login provider: the popup ends with an error after ${end.ms} ms`);
});

test("with the whole database failing every page and call answers 503 with Retry-After", async () => {
  test.setTimeout(60_000);
  const answers = await without(DATA, ["settings", "products", "orders", "users"], async () => {
    // The settings are kept for 10 s: wait until the shop reads them again.
    await expect
      .poll(async () => (await ask(origin(), fx, pages(fx)[0] as Call)).status, {
        timeout: 15_000,
        intervals: [500],
      })
      .toBe(503);
    return askAll(origin(), fx, calls);
  });
  expectNoProblems(answers);
  const served = answers.filter((a) => a.status !== 503).map((a) => a.call.name);
  // Static answers need no database.
  expect(served).toEqual(["robots.txt"]);
  const home = byName(answers, "home");
  expect(home.body).toMatch(/chwilowo niedostępny/);
});
