/**
 * Opening the SQLite database, shared by the database singleton (`client.ts`)
 * and the seed (`seed/index.ts`) without either importing the other: file
 * locations from the environment, pragmas and the Kysely instance.
 */
import { mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely } from "kysely";
import type { Database } from "./schema.ts";
import { BUSY_TIMEOUT_MS, createNodeSqliteDialect } from "./sqlite-dialect.ts";

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
  engine: "sqlite";
  db: Kysely<Database>;
  raw: DatabaseSync;
}

type Cell = number | string | null;

/** Reads whole columns as arrays with a plain prepared statement (no row objects). */
export function readSqliteArrays(raw: DatabaseSync, query: string): Cell[][] {
  const statement = raw.prepare(query);
  statement.setReturnArrays(true);
  return statement.all() as unknown as Cell[][];
}

/**
 * Opens (creating the directory if needed) and configures a database without
 * migrating or seeding. Used by `getDb()`, the seed script and tests.
 */
export function openDatabase(path: string = databasePath()): OpenedDatabase {
  if (path !== ":memory:" && !path.startsWith("file:")) {
    mkdirSync(dirname(resolve(path)), { recursive: true });
  }
  const raw = new DatabaseSync(path, { timeout: BUSY_TIMEOUT_MS });
  // WAL: readers never wait for the writer, and a commit is one append to the log.
  // synchronous = FULL: every commit is fsynced to the log before the order is answered, so an
  // answered order survives a power cut too (NORMAL survives a killed process only); see
  // docs/decisions/0017-faults-and-durability.md for what it costs. `SQLITE_SYNCHRONOUS=normal`
  // trades that for speed where power cuts do not matter (the test server: node:sqlite fsyncs
  // on the event loop, so every commit holds up every request while the disk syncs).
  const synchronous = process.env["SQLITE_SYNCHRONOUS"] === "normal" ? "NORMAL" : "FULL";
  raw.exec(`
    pragma journal_mode = WAL;
    pragma synchronous = ${synchronous};
    pragma foreign_keys = ON;
    pragma busy_timeout = ${BUSY_TIMEOUT_MS};
  `);
  const db = new Kysely<Database>({ dialect: createNodeSqliteDialect(raw) });
  return { engine: "sqlite", db, raw };
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
