/**
 * Operations (issue 16): the load balancer's probes (/healthz, /readyz), the request id and the
 * JSON log lines. The shared test shop answers the probes and request ids; a shop of its own
 * (fault-server.ts, on TEST_PORT + 240 and + 241) shows its log lines, is made not ready, trusts
 * no proxy's `X-Forwarded-Proto` and is stopped, so the shared shop is never broken.
 */
import { mkdirSync, rmSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { TEST_ENGINE, withShopDb } from "../test-db";
import { endShop, startShop, type Shop } from "./fault-server";
import { get, lines } from "./operations-helpers";
import { customerLogin, ownerLogin, setCookie } from "./scheme-helpers";

const PORT = Number(process.env["TEST_PORT"] ?? 4399) + 240;
const DATA = `data/operations-${PORT}`;
const BROKEN = `data/operations-broken-${PORT + 1}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test("/healthz answers 200 JSON to any Host and is never cached, while a page asked with that Host is refused", async ({
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const health = await get(origin, "/healthz", { host: "10.0.0.7" });
  expect(health.status).toBe(200);
  expect(health.headers["content-type"]).toContain("application/json");
  expect(health.headers["cache-control"]).toBe("no-store");
  expect(JSON.parse(health.body)).toEqual({ status: "ok" });
  expect((await get(origin, "/", { host: "10.0.0.7" })).status).toBe(400);
});

test("/readyz answers 200 JSON to any Host when the database answers and its migrations are current", async ({
  baseURL,
}) => {
  const ready = await get(baseURL ?? "", "/readyz", { host: "10.0.0.7:8080" });
  expect(ready.status).toBe(200);
  expect(ready.headers["cache-control"]).toBe("no-store");
  expect(JSON.parse(ready.body)).toEqual({ status: "ready" });
  for (const path of ["/readyz", "/healthz"]) {
    const head = await get(baseURL ?? "", path, { host: "10.0.0.7" }, "HEAD");
    expect([path, head.status, head.body]).toEqual([path, 200, ""]);
  }
});

test("a sane x-request-id is echoed in the answer, a hostile or missing one is replaced by a new id", async ({
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const echoed = await get(origin, "/robots.txt", { "x-request-id": "lb-7f3a.2:x_1" });
  expect(echoed.headers["x-request-id"]).toBe("lb-7f3a.2:x_1");
  for (const hostile of ["x".repeat(200), '"},{"level":"fatal', "a b", "<script>"]) {
    const res = await get(origin, "/api/public/settings", { "x-request-id": hostile });
    expect(res.headers["x-request-id"]).toMatch(UUID);
  }
  const fresh = await get(origin, "/healthz");
  expect(fresh.headers["x-request-id"]).toMatch(UUID);
});

test.describe("a shop of its own", () => {
  test.describe.configure({ mode: "serial" });
  let shop: Shop | undefined;

  test.afterAll(async () => {
    await endShop(shop);
    rmSync(BROKEN, { recursive: true, force: true });
    rmSync(DATA, { recursive: true, force: true });
  });

  test("a shop whose database cannot be opened is alive but answers /readyz 503 with the reason", async () => {
    test.setTimeout(120_000);
    rmSync(BROKEN, { recursive: true, force: true });
    // SQLite: a folder where the database file should be; PostgreSQL: a server on a port
    // nobody listens on. Opening it fails on every try.
    mkdirSync(`${BROKEN}/shop.sqlite`, { recursive: true });
    const broken = await startShop({
      port: PORT + 1,
      dataDir: BROKEN,
      keep: true,
      env:
        TEST_ENGINE === "postgres" ? { TEST_DATABASE_URL: "postgres://postgres@127.0.0.1:1/" } : {},
    });
    try {
      expect((await get(broken.origin, "/healthz")).status).toBe(200);
      const ready = await get(broken.origin, "/readyz", { "x-request-id": "broken-db-1" });
      expect(ready.status).toBe(503);
      expect(ready.headers["cache-control"]).toBe("no-store");
      expect(JSON.parse(ready.body)).toEqual({
        status: "not-ready",
        reason: "database-unreachable",
      });
      expect(lines(broken)).toContainEqual(
        expect.objectContaining({
          level: "warn",
          requestId: "broken-db-1",
          component: "readiness",
        }),
      );
    } finally {
      await endShop(broken);
    }
  });

  test("the request id is on the request's access line and on the lines the app logs while answering it", async () => {
    test.setTimeout(120_000);
    shop = await startShop({
      port: PORT,
      dataDir: DATA,
      // No trusted proxy (the test server's default trusts one): see the scheme test below.
      env: { ACCESS_LOG: "on", SHUTDOWN_DELAY_MS: "3000", TRUST_PROXY: "0" },
    });
    const { origin } = shop;
    expect((await get(origin, "/robots.txt?x=1", { "x-request-id": "ops-access-1" })).status).toBe(
      200,
    );
    await expect
      .poll(() => lines(shop as Shop).find((line) => line["requestId"] === "ops-access-1"))
      .toMatchObject({
        level: "info",
        msg: "request",
        method: "GET",
        path: "/robots.txt",
        status: 200,
        durationMs: expect.any(Number),
        bytes: expect.any(Number),
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });

    // A migration the database lacks: not ready, and the app's warning carries the request id.
    const migration = (await withShopDb(
      (db) =>
        db.prepare("select name, timestamp from kysely_migration order by name desc limit 1").get(),
      DATA,
    )) as { name: string; timestamp: string };
    await withShopDb(
      (db) => db.prepare("delete from kysely_migration where name = ?").run(migration.name),
      DATA,
    );
    try {
      const ready = await get(origin, "/readyz", { "x-request-id": "ops-ready-1" });
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toEqual({
        status: "not-ready",
        reason: "migrations-pending",
        pending: [migration.name],
      });
      // The access line is written once the connection has seen the whole answer.
      const own = () => lines(shop as Shop).filter((line) => line["requestId"] === "ops-ready-1");
      await expect
        .poll(own)
        .toContainEqual(expect.objectContaining({ path: "/readyz", status: 503 }));
      expect(own()).toContainEqual(
        expect.objectContaining({
          level: "warn",
          component: "readiness",
          pending: [migration.name],
        }),
      );
    } finally {
      await withShopDb(
        (db) =>
          db
            .prepare("insert into kysely_migration (name, timestamp) values (?, ?)")
            .run(migration.name, migration.timestamp),
        DATA,
      );
    }
    expect((await get(origin, "/readyz")).status).toBe(200);
  });

  test("without TRUST_PROXY, X-Forwarded-Proto: https gives neither HSTS nor a Secure session cookie, the owner's or a customer's", async ({
    request,
  }) => {
    const origin = shop?.origin ?? "";
    const headers = { "x-forwarded-proto": "https" };
    const owner = await ownerLogin(request, origin, headers);
    const customer = await customerLogin(request, origin, headers);
    for (const [res, name] of [
      [owner, "owner_session"],
      [customer, "APP_TOKEN"],
    ] as const) {
      expect(setCookie(res, name)).not.toMatch(/;\s*Secure(;|$)/i);
      expect(res.headers()["strict-transport-security"]).toBeUndefined();
    }
  });

  test("once SIGTERM has come /readyz answers 503 while /healthz stays 200, and the shop still exits 0", async () => {
    test.setTimeout(60_000);
    const running = shop;
    expect(running).toBeDefined();
    if (!running) return;
    running.child.kill("SIGTERM");
    await expect
      .poll(async () => (await get(running.origin, "/readyz")).status, { timeout: 2_000 })
      .toBe(503);
    const ready = await get(running.origin, "/readyz", { host: "10.0.0.7" });
    expect(ready.status).toBe(503);
    expect(ready.headers["cache-control"]).toBe("no-store");
    expect(JSON.parse(ready.body)).toEqual({ status: "not-ready", reason: "stopping" });
    expect((await get(running.origin, "/healthz")).status).toBe(200);
    expect(await running.exited).toEqual({ code: 0, signal: null });
    shop = undefined;
    const messages = lines(running).map((line) => line["msg"]);
    expect(messages).toContainEqual(expect.stringMatching(/^SIGTERM: not ready/));
    expect(messages).toContainEqual(expect.stringMatching(/^stopped in/));
  });
});
