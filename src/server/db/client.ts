/**
 * The database singleton.
 *
 * `getDb()` opens the configured database (engine.ts): the SQLite file at `DATABASE_PATH`
 * (default `data/shop.sqlite`), or PostgreSQL at `DATABASE_URL=postgres://…`. It runs the
 * migrations and, when the database is empty (no 'shop' settings row), seeds it with the
 * default demo data (`SEED_PRODUCTS` products, default 300; `SEED_IMAGES=0` skips images).
 * Concurrent first calls share one promise. On PostgreSQL several instances may start at
 * once: migrating and seeding happen under an advisory lock, so exactly one of them does it
 * and the others wait for it and find the database ready.
 *
 * Opening lives in `open.ts` and `postgres.ts`, which the seed uses too: this module loads
 * the seed only on first start, and the seed never imports this module.
 */
import type { DatabaseSync } from "node:sqlite";
import type { Kysely } from "kysely";
import { onShutdown } from "../lifecycle.ts";
import { startChangeFeed, stopChangeFeed, watchSqliteFile } from "./change-feed.ts";
import { postgresUrl } from "./engine.ts";
import { migrateToLatest } from "./migrate.ts";
import { isSeeded, openDatabase, readSqliteArrays, type OpenedDatabase } from "./open.ts";
import { openPostgres, readPostgresArrays, type OpenedPostgres } from "./postgres.ts";
import type { Database } from "./schema.ts";
import type { SeedOptions } from "./seed/index.ts";

export { dataDir, imagesDir } from "./open.ts";

type Opened = OpenedDatabase | OpenedPostgres;

let opened: Opened | null = null;
let dbPromise: Promise<Kysely<Database>> | null = null;

/** Advisory lock key for "migrate and seed" (any fixed 64-bit number of our own). */
const SETUP_LOCK = 7_204_311_925;

function seedOptions(): SeedOptions {
  const n = Number(process.env["SEED_PRODUCTS"] ?? "");
  return {
    products: Number.isInteger(n) && n > 0 ? n : 300,
    images: process.env["SEED_IMAGES"] !== "0",
  };
}

async function prepareSqlite(o: OpenedDatabase): Promise<void> {
  await migrateToLatest(o.db as unknown as Kysely<unknown>);
  if (!(await isSeeded(o.db))) {
    const { seedDatabase } = await import("./seed/index.ts");
    await seedDatabase(o, seedOptions());
  }
}

async function preparePostgres(o: OpenedPostgres): Promise<void> {
  const lock = await o.pool.connect();
  try {
    await lock.query("select pg_advisory_lock($1)", [SETUP_LOCK]);
    await migrateToLatest(o.db as unknown as Kysely<unknown>);
    if (!(await isSeeded(o.db))) {
      const { seedPostgres } = await import("./seed/postgres-copy.ts");
      await seedPostgres(o, seedOptions());
    }
  } finally {
    await lock.query("select pg_advisory_unlock($1)", [SETUP_LOCK]).catch(() => undefined);
    lock.release();
  }
}

async function init(): Promise<Kysely<Database>> {
  const url = postgresUrl();
  const o: Opened = url ? openPostgres(url) : openDatabase();
  try {
    if (o.engine === "postgres") await preparePostgres(o);
    else await prepareSqlite(o);
  } catch (err) {
    await o.db.destroy();
    throw err;
  }
  opened = o;
  // Several instances on one PostgreSQL hear each other's writes; a SQLite shop sees other
  // processes' writes on its file (change-feed.ts).
  if (url) startChangeFeed(url);
  else if (o.engine === "sqlite") watchSqliteFile(o.raw);
  // Closing the last connection checkpoints SQLite's log into the database file.
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
 * Reads whole columns as arrays of cells, without building row objects (the listing
 * index reads every product this way): SQLite's prepared statements or `pg`'s array rows.
 */
export async function readColumns(query: string): Promise<(number | string | null)[][]> {
  await getDb();
  if (!opened) throw new Error("readColumns(): the database is closed");
  if (opened.engine === "postgres") return readPostgresArrays(opened.pool, query);
  return readSqliteArrays(opened.reader(), query);
}

/**
 * The underlying `DatabaseSync` of the shared SQLite database (after `getDb()` has
 * resolved). Only for SQLite-specific checks (tests of the pragmas).
 * @internal
 */
export function getRawSqlite(): DatabaseSync {
  if (opened?.engine !== "sqlite") throw new Error("getRawSqlite(): no open SQLite database");
  return opened.raw;
}

/** The PostgreSQL pool of the shared database (after `getDb()`), or null on SQLite. */
export function getPostgresPool(): OpenedPostgres["pool"] | null {
  return opened?.engine === "postgres" ? opened.pool : null;
}

/** Closes the shared database; the next `getDb()` reopens it. */
export async function closeDb(): Promise<void> {
  await stopChangeFeed();
  const p = dbPromise;
  dbPromise = null;
  opened = null;
  if (p) {
    const db = await p.catch(() => null);
    await db?.destroy();
  }
}
