/**
 * Stopping under load (issue 27): a shop of its own (fault-server.ts, on TEST_PORT + 263) gets
 * SIGTERM while 50 keep-alive clients (and 3 that pipeline three requests at a time) send
 * pages, API reads and orders, half of them without pause, half thinking between requests and
 * idle through the signal. Every request whose bytes were handed to the kernel before the
 * signal must get its whole answer, and so must every one written onto an open connection after
 * it (issue 44) within the keep-alive timeout its last answer announced; answers to requests sent after it close their
 * connection; nothing was cut, so the exit code is 0. Restarted on the same data with a
 * 300 ms grace period, a request whose body never finishes is cut off: exit code 1.
 * Figures are printed as `[stopping] …` lines (decision record 0017).
 */
import { expect, test } from "@playwright/test";
import { withShopDb } from "../test-db";
import { endShop, startShop, type Shop } from "./fault-server";
import { form, key } from "./order-helpers";
import { RawConnection, rawRequest, type RawAnswer } from "./raw-http";

test.describe.configure({ mode: "serial" });

const PORT = Number(process.env["TEST_PORT"] ?? 4399) + 263;
const DATA = `data/stopping-${PORT}`;
const CLIENTS = 50;
const PIPELINERS = 3;
const PRODUCT = 151;
const figure = (text: string) => console.log(`[stopping] ${text}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let shop: Shop | undefined;
test.afterAll(async () => {
  await endShop(shop);
});

interface Sent {
  kind: "order" | "page" | "api";
  /** The bytes were handed to the kernel before the signal was sent. */
  before: boolean;
  /** Written at all (a closed connection may refuse the write). */
  written: boolean;
  answer: RawAnswer | null;
  /** Its answer (or the end of its connection) came after the signal. */
  endedAfter: boolean;
  /** Sent on a pipelining connection, not the last of its batch. */
  queued: boolean;
  /**
   * Written after an answer had shown that the shop was stopping (`Connection: close`): the
   * shop parsed it after its signal handler ran. A request written just after the signal was
   * sent may still reach the shop before that (the signal is handled on the shop's event loop).
   */
  afterClosing: boolean;
  /** Why its connection ended when it got no answer (`ECONNRESET`, `closed`). */
  lost: string | null;
}

let signalled = false;
/** An answer carried `Connection: close`: the shop had handled the signal. */
let closingSeen = false;

async function orderIds(origin: string): Promise<{ deliveryId: string; paymentId: string }> {
  const res = await fetch(`${origin}/api/public/order/quote?lang=pl`, {
    method: "POST",
    // No idle connection of the test's own to wait for at the stop.
    headers: { "content-type": "application/json", connection: "close" },
    body: JSON.stringify({
      lines: [{ product: String(PRODUCT), variantHash: "", quantity: 1, type: "normal" }],
      country: "pl",
      postCode: "00-950",
    }),
  });
  const quote = (await res.json()) as {
    options: { id: string; name: string }[];
    payments: { id: string; type: string }[];
  };
  const deliveryId = quote.options.find((o) => o.name === "Kurier DPD")?.id ?? "";
  const paymentId = quote.payments.find((p) => p.type === "transfer")?.id ?? "";
  return { deliveryId, paymentId };
}

/** How long the clients send before the signal. */
const LOAD_MS = 1500;
/**
 * Half the one-at-a-time clients think 20-200 ms before each request, as a shopper's browser
 * does, and ask for little (the settings, robots.txt). For the last second before the signal
 * their keep-alive connections sit idle; after it each writes once more (issue 44).
 */
const thinks = (c: number) => c < CLIENTS && c % 2 === 1;
let signalSent: Promise<void> = Promise.resolve();

async function think(c: number, n: number, quietAt: number): Promise<void> {
  if (Date.now() < quietAt) {
    await sleep(20 + ((c * 37 + n * 53) % 180));
    return;
  }
  await signalSent;
  await sleep((c * 41) % 250);
}

/** The n-th request of client `c`: every fifth an order, else a page or an API read. */
function requestOf(
  c: number,
  n: number,
  run: string,
  ids: { deliveryId: string; paymentId: string },
): { kind: Sent["kind"]; bytes: string } {
  const headers = { "x-forwarded-for": `10.27.${c}.${(n % 250) + 1}` };
  if (thinks(c)) {
    const path = n % 2 === 0 ? "/api/public/settings" : "/robots.txt";
    return { kind: n % 2 === 0 ? "api" : "page", bytes: rawRequest("GET", path, headers) };
  }
  if ((c + n) % 5 === 0) {
    const body = {
      lines: [{ product: String(PRODUCT), variantHash: "", quantity: 1, type: "normal" }],
      country: "pl",
      delivery: { id: ids.deliveryId },
      paymentId: ids.paymentId,
      form: form(`stop-${run}-${c}-${n}@example.com`),
      idempotencyKey: key(),
    };
    return {
      kind: "order",
      bytes: rawRequest("POST", "/api/public/order/new?lang=pl", headers, body),
    };
  }
  if ((c + n) % 5 === 1)
    return { kind: "api", bytes: rawRequest("GET", "/api/public/settings", headers) };
  const pages = ["/c/bluzy", "/", "/s/regulamin", "/robots.txt", "/c/dom-i-kuchnia"];
  return { kind: "page", bytes: rawRequest("GET", pages[n % pages.length] ?? "/", headers) };
}

/** One client: `batch` requests at a time on one connection, until its connection closes. */
async function client(
  c: number,
  batch: number,
  run: string,
  ids: { deliveryId: string; paymentId: string },
  sent: Sent[],
): Promise<void> {
  const quietAt = Date.now() + LOAD_MS - 1000;
  const connection = new RawConnection(PORT);
  for (let n = 0; connection.ended === null && n < 10_000; n += batch) {
    const requests = Array.from({ length: batch }, (_, i) => requestOf(c, n + i, run, ids));
    const records = requests.map((r, i): Sent => ({
      kind: r.kind,
      before: false,
      written: false,
      answer: null,
      endedAfter: false,
      queued: i < batch - 1,
      afterClosing: false,
      lost: null,
    }));
    if (thinks(c) && n > 0) await think(c, n, quietAt);
    if (connection.ended !== null) break;
    sent.push(...records);
    const answers = records.map(() => connection.next());
    const afterClosing = closingSeen;
    const written = await connection.write(requests.map((r) => r.bytes).join(""));
    for (const record of records) {
      record.written = written;
      record.before = written && !signalled;
      record.afterClosing = written && afterClosing;
    }
    for (const [i, answer] of answers.entries()) {
      const record = records[i];
      if (!record) continue;
      record.answer = await answer;
      record.endedAfter = signalled;
      if (!record.answer) record.lost = connection.ended ?? "none";
      if (record.answer?.headers["connection"] === "close") closingSeen = true;
    }
    if (records.some((r) => r.answer?.headers["connection"] === "close")) break;
  }
  connection.close();
}

test("SIGTERM under load from 50 keep-alive clients answers every request that had arrived or was written onto an open connection after it, closing each connection after its answer, and exits 0", async () => {
  test.setTimeout(150_000);
  shop = await startShop({ port: PORT, dataDir: DATA });
  await withShopDb(async (db) => {
    await db
      .prepare("update variants set count = 100000, locked = 0 where product_id = ?")
      .run(PRODUCT);
    await db.prepare("update products set total_stock = 100000 where id = ?").run(PRODUCT);
  }, DATA);
  const ids = await orderIds(shop.origin);
  expect(ids.deliveryId && ids.paymentId).toBeTruthy();
  const run = String(Date.now());
  const sent: Sent[] = [];
  signalled = false;
  closingSeen = false;
  let sendSignal: () => void = () => undefined;
  signalSent = new Promise<void>((resolve) => (sendSignal = resolve));
  const clients = [
    ...Array.from({ length: CLIENTS }, (_, c) => client(c, 1, run, ids, sent)),
    ...Array.from({ length: PIPELINERS }, (_, p) => client(CLIENTS + p, 3, run, ids, sent)),
  ];
  await sleep(LOAD_MS);
  const running = shop;
  signalled = true;
  running.child.kill("SIGTERM");
  sendSignal();
  const signalAt = Date.now();
  // Then this process is busy for a second, as a client's often is: the thinking clients'
  // requests, due meanwhile, go out together once it is free, onto connections that had sat
  // idle for about two seconds, well within the 5 s their last answer announced (Keep-Alive).
  await sleep(50);
  for (const until = Date.now() + 1000; Date.now() < until;);
  await Promise.all(clients);
  const exit = await running.exited;
  shop = undefined;
  const stoppedMs = Date.now() - signalAt;

  const before = sent.filter((s) => s.before);
  const after = sent.filter((s) => s.written && !s.before);
  const unanswered = before.filter((s) => s.answer === null);
  const lostAfter = after.filter((s) => s.answer === null);
  const inFlight = before.filter((s) => s.endedAfter);
  const refused = after.filter((s) => s.answer?.status === 503);
  figure(
    `${sent.length} requests written, ${before.length} before the signal (` +
      `${before.filter((s) => s.kind === "order").length} orders), ${inFlight.length} of them ` +
      `(${inFlight.filter((s) => s.kind === "order").length} orders) in flight at the signal, ` +
      `${unanswered.length} unanswered; ${after.length} written after it, ` +
      `${lostAfter.length} unanswered (${lostAfter.filter((s) => s.lost === "ECONNRESET").length} reset, ` +
      `the others' connections closed), ` +
      `${refused.length} answered 503; exit ${exit.code} after ${stoppedMs} ms`,
  );
  // The signal came while requests were in flight (each client has one out almost always).
  expect(inFlight.length).toBeGreaterThan(10);
  // Every request that had arrived got its whole answer, none a 5xx.
  expect(unanswered.map((s) => s.kind)).toEqual([]);
  expect(before.filter((s) => (s.answer?.status ?? 0) >= 500).map((s) => s.answer?.status)).toEqual(
    [],
  );
  // So did every request written after the signal onto a connection still open (issue 44): its
  // own answer, or a 503 that says when to come back and closes the connection; never a reset.
  expect(lostAfter.map((s) => `${s.kind}: ${s.lost}`)).toEqual([]);
  for (const s of after.filter((s) => (s.answer?.status ?? 0) >= 500)) {
    expect(s.answer?.status).toBe(503);
    expect(s.answer?.headers["retry-after"]).toMatch(/^\d+$/);
    expect(s.answer?.headers["connection"]).toBe("close");
  }
  // An answer to a request that reached the shop after it handled the signal closes its
  // connection (on a pipelining connection, the last of its batch does; the ones before keep it
  // open for it). One written a moment after the signal was sent may come before that: the
  // shop had then not yet read its signal, as its answer shows (a flaky failure otherwise).
  expect(closingSeen, "some answer closed its connection").toBe(true);
  const kept = sent
    .filter((s) => s.afterClosing)
    .filter((s) => s.answer && !s.queued && s.answer.headers["connection"] !== "close");
  expect(kept.length).toBe(0);
  expect(exit).toEqual({ code: 0, signal: null });
  // Every order answered 201 is in the database, and no other: none was taken and then cut off.
  const placed = sent.filter((s) => s.kind === "order" && s.answer?.status === 201).length;
  const stored = (await withShopDb(
    (db) => db.prepare("select count(*) as n from orders where email like ?").get(`stop-${run}-%`),
    DATA,
  )) as { n: number };
  expect(Number(stored.n)).toBe(placed);
});

test("a request still arriving when the grace period ends is cut off, and the exit code says so", async () => {
  test.setTimeout(60_000);
  shop = await startShop({
    port: PORT,
    dataDir: DATA,
    keep: true,
    env: { SHUTDOWN_GRACE_MS: "300" },
  });
  const running = shop;
  const stalled = new RawConnection(PORT);
  await stalled.write(
    "POST /api/public/order/new?lang=pl HTTP/1.1\r\nHost: localhost\r\n" +
      'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"lines":',
  );
  const answer = stalled.next();
  await sleep(200);
  const signalAt = Date.now();
  running.child.kill("SIGTERM");
  const exit = await running.exited;
  shop = undefined;
  figure(`a stalled body at the signal: exit ${exit.code} after ${Date.now() - signalAt} ms`);
  expect(exit).toEqual({ code: 1, signal: null });
  expect(await answer).toBeNull();
});
