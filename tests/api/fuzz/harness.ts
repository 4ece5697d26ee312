/**
 * The fuzz spec's machinery: a shop of its own (so the database changes only
 * by the fuzz while other spec files run in parallel), requests with a
 * per-request timeout and a distinct client address each, the checks every
 * answer must pass, a read-only fingerprint of the database, and the table of
 * inputs tried.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { waitUntilUp } from "../../e2e/second-shop";
import { openShopDb, TEST_DIR, type Row } from "../../test-db";

export interface Shop {
  origin: string;
  /** Its data folder: the handle of its database on either engine (../test-db.ts). */
  dir: string;
  stop(): void;
}

/**
 * The fuzz's shop: by default its own `scripts/test-server.mjs` on
 * `TEST_PORT + 500` with data in `data/test-fuzz-<port>` (no image files);
 * with `FUZZ_OWN_SHOP=0` the shared test server and its database (only when
 * nothing else runs against it: other tests' writes would change the fingerprint).
 */
export async function startFuzzShop(): Promise<Shop> {
  const testPort = Number(process.env["TEST_PORT"] ?? 4399);
  if (process.env["FUZZ_OWN_SHOP"] === "0") {
    const origin = `http://localhost:${testPort}`;
    await waitUntilUp(origin, { name: "fuzz shop", timeoutMs: 90_000 });
    return { origin, dir: TEST_DIR, stop: () => undefined };
  }
  const port = testPort + 500;
  const origin = `http://localhost:${port}`;
  const dir = `data/test-fuzz-${port}`;
  const server = spawn(process.execPath, ["scripts/test-server.mjs"], {
    env: {
      ...process.env,
      TEST_DATA_DIR: dir,
      PORT: String(port),
      HOST: "localhost",
      SEED_IMAGES: "0",
      MAINTENANCE: "off",
      KEEP_TEST_DATA: "0",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  server.stderr?.on("data", (c: Buffer) => {
    errors = (errors + c.toString()).slice(-20_000);
  });
  const stop = () => void server.kill("SIGTERM");
  try {
    await waitUntilUp(origin, { name: "fuzz shop", server, timeoutMs: 90_000 });
  } catch (error) {
    stop();
    throw new Error(`${String(error)}\n${errors}`);
  }
  return { origin, dir, stop };
}

export interface FuzzRequest {
  method: string;
  path: string;
  headers?: Record<string, string | undefined>;
  body?: string | Uint8Array<ArrayBuffer> | undefined;
}

export interface FuzzAnswer {
  status: number;
  type: string;
  body: string;
}

let clients = 0;
/** A fake client address of its own for every request (the shop trusts one proxy). */
function nextClient(): string {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

export const REQUEST_TIMEOUT_MS = 15_000;

export async function send(origin: string, req: FuzzRequest): Promise<FuzzAnswer> {
  const headers: Record<string, string> = { "x-forwarded-for": nextClient() };
  for (const [k, v] of Object.entries(req.headers ?? {})) if (v !== undefined) headers[k] = v;
  const res = await fetch(`${origin}${req.path}`, {
    method: req.method,
    headers,
    body: req.body === undefined ? null : req.body,
    redirect: "manual",
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body = await res.text();
  return { status: res.status, type: res.headers.get("content-type") ?? "", body };
}

const STACK_FRAME = /^\s*at .+(:\d+:\d+\)?|\(native\)|\(<anonymous>\))\s*$/m;
const ERROR_TRACE = /\b[A-Z]\w*Error: [^\n]*\n\s*at /;

/** Why an answer is wrong, or null. `api`: JSON `{ error }` on 4xx, JSON on 2xx. */
export function problemOf(answer: FuzzAnswer, kind: "api" | "page", path: string): string | null {
  const { status, type, body } = answer;
  // A JSON route outside /api/ (the owner's preview) sent a malformed URL without a JSON body:
  // the HTTP gate (scripts/malformed-url.mjs) cannot know it, and refuses it as a page.
  if (!path.startsWith("/api/") && status === 400 && body === "Bad request: malformed URL")
    return null;
  if (status >= 500) return `status ${status}`;
  // Node's HTTP parser refuses a request line over its 16 KB header limit before the app
  // sees it (a bare 431, then the connection closes): a correct refusal no handler can shape.
  if (status === 431 && body === "") return null;
  if (STACK_FRAME.test(body) || ERROR_TRACE.test(body)) return "stack trace in the body";
  if (status < 200 || (kind === "api" && status >= 300 && status < 400)) return `status ${status}`;
  if (kind === "page") return null;
  if (status >= 400) {
    if (!type.includes("json")) return `${status} not JSON (${type})`;
    try {
      const value = JSON.parse(body) as { error?: unknown };
      return typeof value.error === "string" ? null : `${status} without a string error`;
    } catch {
      return `${status} body is not JSON`;
    }
  }
  if (type.includes("json")) {
    try {
      JSON.parse(body);
    } catch {
      return `${status} body is not JSON`;
    }
  }
  return null;
}

/**
 * Tables a rejected input must not change, each hashed in full (SQLite: rows in rowid order;
 * PostgreSQL, which has no rowid: the rows' JSON sorted, so the same rows hash alike).
 */
export const FINGERPRINT_TABLES = [
  "orders",
  "payment_attempts",
  "payment_refunds",
  "returns",
  "users",
  "auth_tokens",
  "one_time_codes",
  "baskets",
  "opinions",
  "notify_requests",
  "newsletter_subscribers",
  "contact_messages",
  "mail_outbox",
  "uploads",
  "gift_cards",
  "promo_codes",
  "variants",
  "products",
  "settings",
];

/** Row counts and a SHA-256 of every row of the key tables, read read-only. */
export async function fingerprint(dir: string): Promise<Record<string, string>> {
  const db = openShopDb(dir, { readOnly: true });
  try {
    const out: Record<string, string> = {};
    for (const table of FINGERPRINT_TABLES) {
      const json = (row: Row) => JSON.stringify(row, (_k, v: unknown) => v);
      const rows =
        db.engine === "sqlite"
          ? (await db.prepare(`select * from ${table} order by rowid`).all()).map(json)
          : (await db.prepare(`select * from ${table}`).all()).map(json).sort();
      const hash = createHash("sha256");
      for (const row of rows) hash.update(row);
      out[table] = `${rows.length}:${hash.digest("hex").slice(0, 16)}`;
    }
    return out;
  } finally {
    await db.close();
  }
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function pool<T>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  });
  await Promise.all(runners);
}

export interface Tally {
  endpoint: string;
  mixed: number;
  rejected: number;
  accepted: number;
  invalid: number;
  /** Answers of the mixed batch by status. */
  statuses: Record<string, number>;
}

/** Inputs tried per endpoint: printed and written to `fuzz-report.json` in the run's output folder. */
export function report(
  rows: Tally[],
  seed: number,
  runs: number,
  ms: number,
  outputDir: string,
): void {
  const total = rows.reduce((n, r) => n + r.mixed + r.invalid, 0);
  const width = Math.max(...rows.map((r) => r.endpoint.length), 8);
  const lines = [
    `fuzz: seed ${seed}, FUZZ_RUNS ${runs}, ${total} inputs in ${(ms / 1000).toFixed(1)} s`,
    `${"endpoint".padEnd(width)}  mixed  (2xx/3xx  4xx)  invalid (db unchanged)`,
    ...rows.map(
      (r) =>
        `${r.endpoint.padEnd(width)}  ${String(r.mixed).padStart(5)}  (${String(r.accepted).padStart(7)}  ${String(r.rejected).padStart(4)})  ${String(r.invalid).padStart(7)}`,
    ),
  ];
  console.log(lines.join("\n"));
  mkdirSync(outputDir, { recursive: true });
  writeFileSync(
    `${outputDir}/fuzz-report.json`,
    `${JSON.stringify({ seed, runs, total, ms, endpoints: rows }, null, 2)}\n`,
  );
}
