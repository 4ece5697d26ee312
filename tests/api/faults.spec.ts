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
import {
  type Answer,
  BURST,
  burstOrders,
  choices,
  CLOSED_SMTP,
  DATA,
  DB_FILE,
  expectStock,
  expectWhole,
  figure,
  KILL_AFTER,
  orderBody,
  place,
  PORT,
  sleep,
  stockUp,
} from "./faults-helpers";

test.describe.configure({ mode: "serial" });

let shop: Shop | undefined;

test.afterAll(async () => {
  await endShop(shop);
});

test("orders answered before a SIGKILL survive the restart whole, and a retry with the same key makes no second order", async () => {
  test.setTimeout(150_000);
  shop = await startShop({ port: PORT, dataDir: DATA });
  figure(`first start (create, migrate, seed without images): ${shop.startMs} ms`);
  await stockUp();
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
    const robots = await fetch(`${origin}/robots.txt`, { headers: { connection: "close" } });
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

test("SIGTERM lets an order being sent finish with its 201, refuses new connections, answers a request on an idle keep-alive connection and closes it, and exits 0", async () => {
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
  const robots = () =>
    new Promise<string | undefined>((resolve, reject) => {
      const req = httpRequest(`${origin}/robots.txt`, { agent }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.headers.connection));
      });
      req.on("socket", (socket) => socket.once("close", () => (idleClosedAt = Date.now())));
      req.on("error", reject);
      req.end();
    });
  expect(await robots()).toBe("keep-alive");

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
  // The idle connection is still open (issue 44: closing it reset requests written onto it):
  // a request on it is answered and closes it.
  expect(idleClosedAt).toBe(0);
  expect(await robots()).toBe("close");
  await expect.poll(() => idleClosedAt).toBeGreaterThan(0);
  const idleMs = idleClosedAt - termAt;

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
    `SIGTERM: idle keep-alive connection answered and closed after ${idleMs} ms, the slow order answered 201, ` +
      `exit 0 after ${drainMs} ms`,
  );
  shop = undefined;
  agent.destroy();
});
