/**
 * The database singleton.
 *
 * `getDb()` opens the SQLite file at `DATABASE_PATH` (default
 * `data/shop.sqlite`), applies pragmas, runs migrations and, when the database
 * is empty (no 'shop' settings row), seeds it with the default demo data
 * (`SEED_PRODUCTS` products, default 300; `SEED_IMAGES=0` skips images).
 * Concurrent first calls share one promise.
 */
import { mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely } from "kysely";
import { migrateToLatest } from "./migrate.ts";
import type { Database } from "./schema.ts";
import { createNodeSqliteDialect } from "./sqlite-dialect.ts";

/** Path of the SQLite file (env `DATABASE_PATH`, default `data/shop.sqlite`). */
export function databasePath(): string {
  return process.env["DATABASE_PATH"] || "data/shop.sqlite";
}

/** Data directory (env `DATA_DIR`, default `data`). */
export function dataDir(): string {
  return process.env["DATA_DIR"] || "data";
}

/** Where image files live; the app serves `/images/*` from here. */
export function imagesDir(): string {
  return join(dataDir(), "images");
}

export interface OpenedDatabase {
  db: Kysely<Database>;
  raw: DatabaseSync;
}

/**
 * Opens (creating the directory if needed) and configures a database without
 * migrating or seeding. Used by `getDb()`, the seed script and tests.
 */
export function openDatabase(path: string = databasePath()): OpenedDatabase {
  if (path !== ":memory:" && !path.startsWith("file:")) {
    mkdirSync(dirname(resolve(path)), { recursive: true });
  }
  const raw = new DatabaseSync(path, { timeout: 5000 });
  raw.exec(`
    pragma journal_mode = WAL;
    pragma synchronous = NORMAL;
    pragma foreign_keys = ON;
    pragma busy_timeout = 5000;
  `);
  const db = new Kysely<Database>({ dialect: createNodeSqliteDialect(raw) });
  return { db, raw };
}

/** True when the 'shop' settings row exists. */
export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom("settings")
    .select("key")
    .where("key", "=", "shop")
    .executeTakeFirst();
  return row !== undefined;
}

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
