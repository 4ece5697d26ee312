/**
 * The database singleton.
 *
 * `getDb()` opens the SQLite file at `DATABASE_PATH` (default
 * `data/shop.sqlite`), applies pragmas, runs migrations and, when the database
 * is empty (no 'shop' settings row), seeds it with the default demo data
 * (`SEED_PRODUCTS` products, default 300; `SEED_IMAGES=0` skips images).
 * Concurrent first calls share one promise.
 *
 * Opening lives in `open.ts`, which the seed uses too: this module loads the
 * seed only on first start, and the seed never imports this module.
 */
import type { DatabaseSync } from "node:sqlite";
import type { Kysely } from "kysely";
import { onShutdown } from "../lifecycle.ts";
import { migrateToLatest } from "./migrate.ts";
import { isSeeded, openDatabase, type OpenedDatabase } from "./open.ts";
import type { Database } from "./schema.ts";

export {
  databasePath,
  dataDir,
  imagesDir,
  isSeeded,
  openDatabase,
  type OpenedDatabase,
} from "./open.ts";

let opened: OpenedDatabase | null = null;
let dbPromise: Promise<Kysely<Database>> | null = null;

async function init(): Promise<Kysely<Database>> {
  const o = openDatabase();
  try {
    await migrateToLatest(o.db as unknown as Kysely<unknown>);
    if (!(await isSeeded(o.db))) {
      const { seedDatabase } = await import("./seed/index.ts");
      const n = Number(process.env["SEED_PRODUCTS"] ?? "");
      await seedDatabase(o, {
        products: Number.isInteger(n) && n > 0 ? n : 300,
        images: process.env["SEED_IMAGES"] !== "0",
      });
    }
  } catch (err) {
    await o.db.destroy();
    throw err;
  }
  opened = o;
  // Closing the last connection checkpoints the log into the database file.
  onShutdown("database", closeDb, 100);
  return o.db;
}

/** The shared, migrated (and, if it was empty, seeded) database. */
export function getDb(): Promise<Kysely<Database>> {
  if (!dbPromise) {
    dbPromise = init().catch((err: unknown) => {
      dbPromise = null;
      throw err;
    });
  }
  return dbPromise;
}

/**
 * The underlying `DatabaseSync` of the shared database (after `getDb()` has
 * resolved). Only for bulk work where Kysely is too slow (the seed).
 */
export function getRawSqlite(): DatabaseSync {
  if (!opened) throw new Error("getRawSqlite(): call await getDb() first");
  return opened.raw;
}

/** Closes the shared database; the next `getDb()` reopens it. */
export async function closeDb(): Promise<void> {
  const p = dbPromise;
  dbPromise = null;
  opened = null;
  if (p) {
    const db = await p.catch(() => null);
    await db?.destroy();
  }
}
