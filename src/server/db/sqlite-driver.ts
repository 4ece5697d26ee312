/**
 * The Kysely driver of a SQLite shop (`node:sqlite`), with two connections to the file:
 * - the writer runs every transaction and every statement that is not a plain SELECT, one at
 *   a time (a queue of our own; Kysely's single-connection queue is off, see the adapter);
 * - the reader runs plain SELECTs outside a transaction. It is opened read-only on the same
 *   file; in WAL mode it sees every committed write and never waits for the writer. So a page
 *   keeps reading while an order's transaction is open or waits for the write lock; with one
 *   connection every read queued behind it, and robots.txt once took 4 s while an order waited
 *   for a lock another process held (issue 33).
 *
 * Neither connection asks SQLite to wait for a lock: its busy handler sleeps on the event loop
 * (`node:sqlite` is synchronous), which would stop every other request. A busy statement is
 * tried again on timers instead, for at most {@link BUSY_TIMEOUT_MS}.
 *
 * Transactions start with `BEGIN IMMEDIATE`, so a transaction takes the write lock before its
 * first read and can never fail half-way when it upgrades (a deferred transaction that read
 * first gets SQLITE_BUSY without waiting when another process wrote in between). Once the lock
 * has been held by someone else for the lock wait in one stretch, waiting transactions give up
 * with {@link DatabaseBusyError} (the API answers 503), and the ones queued behind them fail at
 * their first refused attempt instead of waiting the whole time again.
 */
import type { DatabaseSync } from "node:sqlite";
import {
  CompiledQuery,
  SelectQueryNode,
  SqliteAdapter,
  SqliteDialect,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type QueryResult,
  type SqliteDatabase,
} from "kysely";
import {
  BUSY_TIMEOUT_MS,
  DatabaseBusyError,
  TRANSACTION_LOCK_WAIT_MS,
  adaptDatabaseSync,
  isDatabaseBusy,
} from "./sqlite-dialect.ts";

/** Busy answers further apart than this belong to different lock episodes. */
const EPISODE_GAP_MS = 500;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function run<R>(db: SqliteDatabase, query: CompiledQuery): QueryResult<R> {
  const stmt = db.prepare(query.sql);
  if (stmt.reader) return { rows: stmt.all(query.parameters) as R[] };
  const { changes, lastInsertRowid } = stmt.run(query.parameters);
  return { insertId: BigInt(lastInsertRowid), numAffectedRows: BigInt(changes), rows: [] };
}

/** Runs `work`, trying again on timers while SQLite answers busy, for at most `limitMs`. */
async function whenFree<T>(work: () => T, limitMs: number): Promise<T> {
  const started = Date.now();
  for (let wait = 2; ; wait = Math.min(wait * 2, 50)) {
    try {
      return work();
    } catch (error) {
      if (!isDatabaseBusy(error) || Date.now() - started >= limitMs) throw error;
    }
    await pause(wait);
  }
}

/** A savepoint's name as an SQL identifier (Kysely's names are plain words). */
function savepointName(name: string): string {
  if (!/^\w+$/.test(name)) throw new Error(`unexpected savepoint name: ${name}`);
  return `"${name}"`;
}

/** One turn at a time on the writer, in arrival order. */
class Turns {
  #tail: Promise<void> = Promise.resolve();

  async take(): Promise<() => void> {
    let release = (): void => undefined;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const before = this.#tail;
    this.#tail = before.then(() => mine);
    await before;
    return release;
  }
}

/** What Kysely holds while it runs a query or a transaction. */
class Connection implements DatabaseConnection {
  /** Set while this connection has the writer for a transaction: its release. */
  release: (() => void) | null = null;

  constructor(readonly driver: NodeSqliteDriver) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.driver.execute<R>(query, this.release !== null);
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query))
      throw new Error("Sqlite driver only supports streaming of select queries");
    const rows = (await this.executeQuery<R>(query)).rows;
    for (const row of rows) yield { rows: [row] };
  }
}

class NodeSqliteDriver implements Driver {
  readonly #raw: DatabaseSync;
  readonly #writer: SqliteDatabase;
  readonly #openReader: (() => DatabaseSync) | undefined;
  #reader: SqliteDatabase | null | undefined;
  readonly #lockWaitMs: number;
  readonly #turns = new Turns();
  #lockedSince = 0;
  #lastBusy = 0;

  constructor(raw: DatabaseSync, lockWaitMs: number, openReader?: () => DatabaseSync) {
    this.#raw = raw;
    raw.exec("pragma busy_timeout = 0");
    this.#writer = adaptDatabaseSync(raw);
    this.#openReader = openReader;
    this.#lockWaitMs = lockWaitMs;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new Connection(this);
  }

  /** The reader, opened at the first read (the file and its log exist by then), or null. */
  #readerDb(): SqliteDatabase | null {
    if (this.#reader === undefined) {
      try {
        this.#reader = this.#openReader ? adaptDatabaseSync(this.#openReader()) : null;
      } catch {
        this.#reader = null;
      }
    }
    return this.#reader;
  }

  async execute<R>(query: CompiledQuery, inTransaction: boolean): Promise<QueryResult<R>> {
    if (inTransaction) return run<R>(this.#writer, query);
    const reader = SelectQueryNode.is(query.query) ? this.#readerDb() : null;
    if (reader) return whenFree(() => run<R>(reader, query), BUSY_TIMEOUT_MS);
    const release = await this.#turns.take();
    try {
      return await whenFree(() => run<R>(this.#writer, query), BUSY_TIMEOUT_MS);
    } finally {
      release();
    }
  }

  #tryBegin(): boolean {
    try {
      this.#raw.exec("begin immediate");
      return true;
    } catch (error) {
      if (isDatabaseBusy(error)) return false;
      throw error;
    }
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const release = await this.#turns.take();
    try {
      for (let wait = 2; !this.#tryBegin(); wait = Math.min(wait * 2, 50)) {
        const now = Date.now();
        if (now - this.#lastBusy > EPISODE_GAP_MS) this.#lockedSince = now;
        this.#lastBusy = now;
        if (now - this.#lockedSince >= this.#lockWaitMs)
          throw new DatabaseBusyError(now - this.#lockedSince);
        await pause(wait);
      }
    } catch (error) {
      release();
      throw error;
    }
    (connection as Connection).release = release;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    // A failed commit keeps the writer: Kysely rolls back next, which hands it on.
    this.#raw.exec("commit");
    this.#end(connection as Connection);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as Connection;
    // Kysely rolls back after a failed begin too, when this connection holds nothing.
    if (c.release === null) return;
    try {
      if (this.#raw.isTransaction) this.#raw.exec("rollback");
    } finally {
      this.#end(c);
    }
  }

  #end(connection: Connection): void {
    const release = connection.release;
    connection.release = null;
    release?.();
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${savepointName(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${savepointName(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${savepointName(name)}`));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.#end(connection as Connection);
  }

  async destroy(): Promise<void> {
    this.#reader?.close();
    this.#reader = null;
    this.#writer.close();
  }
}

/** Kysely's SQLite adapter, telling it the driver queues its own writes (no global queue). */
class SharedSqliteAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

class NodeSqliteDialect extends SqliteDialect {
  readonly #raw: DatabaseSync;
  readonly #lockWaitMs: number;
  readonly #openReader: (() => DatabaseSync) | undefined;

  constructor(raw: DatabaseSync, lockWaitMs: number, openReader?: () => DatabaseSync) {
    // Kysely's own driver, which would use this, is never made (createDriver below).
    super({ database: async () => adaptDatabaseSync(raw) });
    this.#raw = raw;
    this.#lockWaitMs = lockWaitMs;
    this.#openReader = openReader;
  }

  override createDriver(): Driver {
    return new NodeSqliteDriver(this.#raw, this.#lockWaitMs, this.#openReader);
  }

  override createAdapter(): DialectAdapter {
    return new SharedSqliteAdapter();
  }
}

/**
 * Kysely dialect for a `node:sqlite` database (already opened and configured): transactions
 * wait at most `lockWaitMs` for the write lock (tests shorten it); `openReader` opens the
 * read-only connection for plain reads (none: every statement uses the writer, as for an
 * in-memory database, which a second connection would not see).
 */
export function createNodeSqliteDialect(
  db: DatabaseSync,
  lockWaitMs: number = TRANSACTION_LOCK_WAIT_MS,
  openReader?: () => DatabaseSync,
): SqliteDialect {
  return new NodeSqliteDialect(db, lockWaitMs, openReader);
}
