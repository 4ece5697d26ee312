/**
 * A Kysely dialect over Node's built-in `node:sqlite` (`DatabaseSync`).
 *
 * Kysely ships a `SqliteDialect` written against better-sqlite3's API. We keep
 * that dialect (adapter, query compiler, introspector, driver) and only hand it
 * an adapter object that makes a `DatabaseSync` look like the subset of
 * better-sqlite3 that Kysely uses. No native modules are involved.
 *
 * Numbers stay JS numbers: `node:sqlite` only returns BigInt when
 * `readBigInts` is enabled, which we never do.
 */
import type { DatabaseSync, SQLInputValue, StatementSync } from "node:sqlite";
import { SqliteDialect } from "kysely";
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

class NodeSqliteStatement implements SqliteStatement {
  readonly reader: boolean;
  readonly #stmt: StatementSync;
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync, stmt: StatementSync) {
    this.#db = db;
    this.#stmt = stmt;
    this.reader = stmt.columns().length > 0;
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
  const cache = new Map<string, StatementSync>();
  const prepare = (sql: string): StatementSync => {
    const hit = cache.get(sql);
    if (hit) {
      cache.delete(sql);
      cache.set(sql, hit);
      return hit;
    }
    const stmt = db.prepare(sql);
    // Transaction control and DDL are not worth caching.
    if (/^\s*(select|insert|update|delete|with|replace)\b/i.test(sql)) {
      cache.set(sql, stmt);
      if (cache.size > STATEMENT_CACHE_SIZE) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
    }
    return stmt;
  };
  return {
    close: () => {
      cache.clear();
      if (db.isOpen) db.close();
    },
    prepare: (sql: string) => new NodeSqliteStatement(db, prepare(sql)),
  };
}

/** Kysely dialect for a `node:sqlite` database (already opened and configured). */
export function createNodeSqliteDialect(db: DatabaseSync): SqliteDialect {
  return new SqliteDialect({ database: adaptDatabaseSync(db) });
}
