/**
 * A second demo shop for browser tests that need other shop settings than the
 * shared test server (prices for logged-in users only, another template...).
 * It runs the same `scripts/test-server.mjs` on its own port and data folder,
 * patches the stored settings in its database (its SQLite file, or on PostgreSQL the
 * database named after its data folder: ../test-db.ts) and waits until pages show
 * the change (the shop sees another process's write within about a second:
 * src/server/db/change-feed.ts). The shared test
 * server and its database are never touched, so parallel tests are unaffected.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { expect } from "@playwright/test";
import type { Settings } from "../../src/domain/shop/settings.types";
import { withShopDb } from "../test-db";

export interface SecondShop {
  origin: string;
  /** Its data folder: the handle of its database on either engine (../test-db.ts). */
  dir: string;
  stop(): void;
}

/**
 * Waits until the shop at `origin` answers its home page (at most `timeoutMs`), or until
 * `server`, when given, has exited; `name` goes into the error.
 */
export async function waitUntilUp(
  origin: string,
  { name = "second shop", server = null, timeoutMs = 120_000 }: WaitOptions = {},
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server && server.exitCode !== null) break;
    const ok = await fetch(`${origin}/`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} at ${origin} did not start`);
}

interface WaitOptions {
  name?: string;
  server?: ChildProcess | null;
  timeoutMs?: number;
}

/**
 * Starts a shop on `TEST_PORT + offset`, applies `patch` to its settings and
 * waits until `isApplied(html of probePath)` is true.
 */
export async function startSecondShop(options: {
  offset: number;
  patch: (settings: Settings) => void;
  probePath: string;
  isApplied: (html: string) => boolean;
  /** The shop's environment beside the test server's (PAYMENT_TEST_GATEWAY: "" as in the demo). */
  env?: Record<string, string>;
}): Promise<SecondShop> {
  const port = Number(process.env["TEST_PORT"] ?? 4399) + options.offset;
  const origin = `http://localhost:${port}`;
  const dir = `data/test-second-shop-${port}`;
  const server: ChildProcess = spawn(process.execPath, ["scripts/test-server.mjs"], {
    // No image files: the second shop only needs the data, and sharp would compete for the CPU.
    env: {
      ...process.env,
      TEST_DATA_DIR: dir,
      PORT: String(port),
      HOST: "localhost",
      SEED_IMAGES: "0",
      ...options.env,
    },
    stdio: "ignore",
  });
  const stop = () => {
    server.kill("SIGTERM");
  };
  try {
    await waitUntilUp(origin);
    await patchSecondShop({ origin, dir }, options);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, dir, stop };
}

/** A second shop on `TEST_PORT + offset` whose prices are for logged-in users only. */
export function startPricesForLoggedShop(offset: number): Promise<SecondShop> {
  return startSecondShop({
    offset,
    patch: (settings) => {
      settings.priceForLoggedUsers = true;
    },
    probePath: "/order/delivery",
    isApplied: (html) => html.includes("&quot;pricesHidden&quot;:[0,true]"),
  });
}

/**
 * Applies `patch` to the stored settings of a running second shop and waits
 * until `isApplied(html of probePath)` is true (about a second).
 */
export async function patchSecondShop(
  shop: Pick<SecondShop, "origin" | "dir">,
  options: {
    patch: (settings: Settings) => void;
    probePath: string;
    isApplied: (html: string) => boolean;
  },
): Promise<void> {
  await patchShopSettings(shop.dir, options.patch);
  await expect
    .poll(
      async () =>
        options.isApplied(await (await fetch(`${shop.origin}${options.probePath}`)).text()),
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe(true);
}

/** Applies `patch` to the stored shop settings of the shop whose data folder is `dir`. */
export async function patchShopSettings(
  dir: string,
  patch: (settings: Settings) => void,
): Promise<void> {
  await withShopDb(async (db) => {
    const row = (await db.prepare("select value from settings where key = 'shop'").get()) as {
      value: string;
    };
    const settings = JSON.parse(row.value) as Settings;
    patch(settings);
    await db
      .prepare("update settings set value = ? where key = 'shop'")
      .run(JSON.stringify(settings));
  }, dir);
}
