/**
 * A Kysely dialect over Node's built-in `node:sqlite` (`DatabaseSync`).
 *
 * Kysely ships a `SqliteDialect` written against better-sqlite3's API. We keep
 * its adapter, query compiler and introspector, hand them an object that makes a
 * `DatabaseSync` look like the subset of better-sqlite3 that Kysely uses (here), and
 * drive two connections of our own: a writer and a reader (sqlite-driver.ts, which
 * holds `createNodeSqliteDialect`). No native modules are involved.
 *
 * Numbers stay JS numbers: `node:sqlite` only returns BigInt when
 * `readBigInts` is enabled, which we never do.
 */
import type { DatabaseSync, SQLInputValue, StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/** Converts Kysely's parameter list into values `node:sqlite` can bind. */
function bindable(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((p) => {
    if (p === undefined) return null;
    if (typeof p === "boolean") return p ? 1 : 0;
    if (p instanceof Date) return p.toISOString();
    return p as SQLInputValue;
  });
}

/** A prepared statement and whether it returns rows. */
interface Prepared {
  stmt: StatementSync;
  reader: boolean;
}

class NodeSqliteStatement implements SqliteStatement {
  readonly reader: boolean;
  readonly #stmt: StatementSync;
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync, { stmt, reader }: Prepared) {
    this.#db = db;
    this.#stmt = stmt;
    this.reader = reader;
  }

  all(parameters: ReadonlyArray<unknown>): unknown[] {
    return this.#stmt.all(...bindable(parameters));
  }

  run(parameters: ReadonlyArray<unknown>): {
    changes: number | bigint;
    lastInsertRowid: number | bigint;
  } {
    const r = this.#stmt.run(...bindable(parameters));
    return { changes: r.changes, lastInsertRowid: r.lastInsertRowid };
  }

  iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    // A fresh statement: the cached one may be reused while this iterator is open.
    const stmt = this.#db.prepare(this.#stmt.sourceSQL);
    return stmt.iterate(...bindable(parameters)) as IterableIterator<unknown>;
  }
}

const STATEMENT_CACHE_SIZE = 256;

/**
 * Wraps a `DatabaseSync` in Kysely's `SqliteDatabase` interface. Prepared
 * statements are cached per SQL text (small LRU): Kysely prepares on every
 * query, and compiled SQL repeats a lot.
 */
export function adaptDatabaseSync(db: DatabaseSync): SqliteDatabase {
  const cache = new Map<string, Prepared>();
  const prepare = (sql: string): Prepared => {
    const hit = cache.get(sql);
    if (hit) {
      cache.delete(sql);
      cache.set(sql, hit);
      return hit;
    }
    const stmt = db.prepare(sql);
    // Whether it returns rows, asked once: `columns()` builds a list of every column.
    const prepared = { stmt, reader: stmt.columns().length > 0 };
    // Transaction control and DDL are not worth caching.
    if (/^\s*(select|insert|update|delete|with|replace)\b/i.test(sql)) {
      cache.set(sql, prepared);
      if (cache.size > STATEMENT_CACHE_SIZE) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
    }
    return prepared;
  };
  return {
    close: () => {
      cache.clear();
      if (db.isOpen) db.close();
    },
    prepare: (sql: string) => new NodeSqliteStatement(db, prepare(sql)),
  };
}

/** SQLite's "database is locked" (SQLITE_BUSY) and "table is locked" (SQLITE_LOCKED), extended codes included. */
export function isDatabaseBusy(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof DatabaseBusyError) return true;
  const errcode = (error as Error & { errcode?: unknown }).errcode;
  return typeof errcode === "number" && ((errcode & 0xff) === 5 || (errcode & 0xff) === 6);
}

/**
 * Any failure of the database itself: busy or locked, and every other error `node:sqlite`
 * raises (an I/O error, a full disk, a damaged file, a missing table). Pages and endpoints
 * answer it 503 with `Retry-After`: a page cannot be rendered without its data, and a bare
 * 500 tells neither the shopper nor a CDN to come back.
 */
export function isDatabaseFailure(error: unknown): boolean {
  if (isDatabaseBusy(error)) return true;
  return (
    error instanceof Error && (error as Error & { code?: unknown }).code === "ERR_SQLITE_ERROR"
  );
}

/** A write transaction could not start: another connection held the write lock for too long. */
export class DatabaseBusyError extends Error {
  constructor(waitedMs: number) {
    super(`database is locked (write lock not granted within ${waitedMs} ms)`);
    this.name = "DatabaseBusyError";
  }
}

/**
 * How long a statement outside a transaction waits for a lock (ms), on timers: the shop's
 * connections ask SQLite with its busy handler off, which would block the whole event loop
 * (sqlite-driver.ts). Other tools opening the file get it as their busy timeout.
 */
export const BUSY_TIMEOUT_MS = 1000;
/** How long a transaction waits for the write lock, without blocking the event loop (ms). */
export const TRANSACTION_LOCK_WAIT_MS = 5000;
