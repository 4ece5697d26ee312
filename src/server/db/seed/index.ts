/**
 * Demo data seed. `seedDatabase()` fills a migrated, empty database;
 * `createSeededDatabase()` deletes the file at `path` first (used by
 * `npm run seed` and tests).
 *
 * Deterministic: the same options (products, seed, now) give the same data,
 * except password salts, `productsTimestamp` and settings `updated_at`.
 * `now` defaults to today 00:00 UTC, so dates are stable within a day.
 */
import { rmSync } from "node:fs";
import type { Kysely } from "kysely";
import { imagesDir as defaultImagesDir, openDatabase } from "../open.ts";
import type { OpenedDatabase } from "../open.ts";
import { migrateToLatest } from "../migrate.ts";
import type { Database } from "../schema.ts";
import { seedCatalogue } from "./catalogue.ts";
import type { CatalogueResult } from "./catalogue.ts";
import { generateImages } from "./images.ts";
import { seedOwners } from "./owners.ts";
import { seedShop } from "./shop.ts";
import type { ShopSeedResult } from "./shop.ts";
import { COLOURS } from "./words.ts";

export interface SeedOptions {
  /** Number of products (default 300). */
  products?: number | undefined;
  /** PRNG seed (default 20261122). */
  seed?: number | undefined;
  /** Reference "now" in epoch ms (default today 00:00 UTC). */
  now?: number | undefined;
  /** Generate images (default true). */
  images?: boolean | undefined;
  /** Where images go (default `${dataDir}/images`). */
  imagesDir?: string | undefined;
  /** Progress output (default silent). */
  log?: ((msg: string) => void) | undefined;
}

export interface SeedSummary {
  products: number;
  categories: number;
  opinions: number;
  imagesWritten: number;
  orders: ShopSeedResult["orders"];
  users: ShopSeedResult["users"];
  timings: Record<string, number>;
}

export const DEFAULT_SEED = 20261122;

export function todayUtc(): number {
  const d = new Date();
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}

/** Seeds a migrated, empty database. */
export async function seedDatabase(
  o: OpenedDatabase,
  opts: SeedOptions = {},
): Promise<SeedSummary> {
  const products = Math.max(1, Math.floor(opts.products ?? 300));
  const seed = opts.seed ?? DEFAULT_SEED;
  const now = opts.now ?? todayUtc();
  const log = opts.log ?? (() => {});
  const timings: Record<string, number> = {};
  let t = performance.now();
  const lap = (name: string): void => {
    const n = performance.now();
    timings[name] = Math.round(n - t);
    log(`${name}: ${timings[name]} ms`);
    t = n;
  };

  const { raw } = o;
  // Bulk catalogue: one transaction of raw prepared statements (see catalogue/index.ts).
  raw.exec("pragma foreign_keys = OFF; pragma cache_size = -262144; pragma temp_store = MEMORY;");
  let catalogue: CatalogueResult;
  raw.exec("begin");
  try {
    catalogue = seedCatalogue(raw, { products, now, seed });
    raw.exec("commit");
  } catch (err) {
    raw.exec("rollback");
    throw err;
  } finally {
    raw.exec("pragma foreign_keys = ON;");
  }
  lap("catalogue");

  const images =
    opts.images === false
      ? Promise.resolve(0)
      : generateImages(opts.imagesDir ?? defaultImagesDir(), {
          categories: catalogue.categories
            .filter((c) => c.depth === 0)
            .map((c) => ({ id: c.id, topIndex: c.topIndex })),
          swatches: COLOURS.map((c) => c.hex),
        });

  const db = o.db as Kysely<Database>;
  const shop = await db.transaction().execute(async (trx) => {
    await seedOwners(trx, now);
    return seedShop({ db: trx, now, seed, catalogue });
  });
  lap("shop");
  const imagesWritten = await images;
  lap("images");
  raw.exec("analyze; pragma wal_checkpoint(TRUNCATE);");
  lap("analyze");

  return {
    products,
    categories: catalogue.categories.length,
    opinions: catalogue.opinionCount,
    imagesWritten,
    orders: shop.orders,
    users: shop.users,
    timings,
  };
}

/** Removes a SQLite database file and its WAL/SHM side files. */
export function removeDatabaseFiles(path: string): void {
  for (const suffix of ["", "-wal", "-shm", "-journal"])
    rmSync(`${path}${suffix}`, { force: true });
}

/** Deletes the database at `path`, re-creates it (migrations) and seeds it. */
export async function createSeededDatabase(
  path: string,
  opts: SeedOptions = {},
): Promise<SeedSummary> {
  removeDatabaseFiles(path);
  const o = openDatabase(path);
  try {
    await migrateToLatest(o.db as unknown as Kysely<unknown>);
    return await seedDatabase(o, opts);
  } finally {
    await o.db.destroy();
  }
}
