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
import { TRANSACTION_LOCK_WAIT_MS } from "./sqlite-dialect.ts";
import { createNodeSqliteDialect } from "./sqlite-driver.ts";

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
  /** The writer connection: transactions and writes. */
  raw: DatabaseSync;
  /** The read-only connection for plain reads (the writer for an in-memory database). */
  reader: () => DatabaseSync;
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
  // No busy timeout: SQLite's busy handler would sleep on the event loop; the driver waits for
  // locks on timers instead (sqlite-driver.ts).
  const raw = new DatabaseSync(path, { timeout: 0 });
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
  `);
  // Plain reads go to a second, read-only connection (sqlite-driver.ts), opened at the first
  // read; an in-memory database has no file another connection could open.
  let reader: DatabaseSync | undefined;
  const openReader =
    path === ":memory:"
      ? undefined
      : () => (reader ??= new DatabaseSync(path, { readOnly: true, timeout: 0 }));
  const db = new Kysely<Database>({
    dialect: createNodeSqliteDialect(raw, TRANSACTION_LOCK_WAIT_MS, openReader),
  });
  const readerOrWriter = (): DatabaseSync => {
    try {
      return openReader?.() ?? raw;
    } catch {
      return raw;
    }
  };
  return { engine: "sqlite", db, raw, reader: readerOrWriter };
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
