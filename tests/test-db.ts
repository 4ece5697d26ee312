/**
 * Direct access to a test shop's database for the tests that arrange data or check what a
 * request stored, on whichever engine the shop runs (SQLite file, or its PostgreSQL
 * database when TEST_DATABASE_URL is set: scripts/test-postgres.mjs). SQL is written once
 * with `?` placeholders in the dialect both engines share; rows come back as the shop sees
 * them (JSON columns as text, counts as numbers).
 */
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import pg from "pg";
import { shopTypes } from "../src/server/db/postgres";
import { testDatabaseUrl } from "../scripts/test-postgres.mjs";

export type Param = string | number | null;
export type Row = Record<string, unknown>;

export interface TestStatement {
  get<T = Row>(...params: Param[]): Promise<T | undefined>;
  all<T = Row>(...params: Param[]): Promise<T[]>;
  run(...params: Param[]): Promise<{ changes: number }>;
}

export interface TestDb {
  readonly engine: "sqlite" | "postgres";
  prepare(sql: string): TestStatement;
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** The data folder of the shared test shop. */
export const TEST_DIR = process.env["TEST_DATA_DIR"] ?? "data/test";

/** `?` placeholders become `$1, $2, …` (none of our test SQL has a `?` inside a string). */
export function numberedPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

function sqliteDb(path: string, readOnly: boolean): TestDb {
  const db = new DatabaseSync(path, { readOnly });
  db.exec("pragma busy_timeout = 5000");
  const bind = (params: Param[]) => params as SQLInputValue[];
  return {
    engine: "sqlite",
    prepare: (sql) => {
      const statement = db.prepare(sql);
      return {
        get: <T>(...p: Param[]) => Promise.resolve(statement.get(...bind(p)) as T | undefined),
        all: <T>(...p: Param[]) => Promise.resolve(statement.all(...bind(p)) as T[]),
        run: (...p: Param[]) =>
          Promise.resolve({ changes: Number(statement.run(...bind(p)).changes) }),
      };
    },
    exec: (sql) => Promise.resolve(db.exec(sql)),
    close: () => Promise.resolve(db.close()),
  };
}

function postgresDb(url: string): TestDb {
  const client = new pg.Client({ connectionString: url, types: shopTypes });
  const connected = client.connect();
  const query = async (sql: string, params: Param[]) => {
    await connected;
    return client.query(numberedPlaceholders(sql), params);
  };
  return {
    engine: "postgres",
    prepare: (sql) => ({
      get: async <T>(...p: Param[]) => (await query(sql, p)).rows[0] as T | undefined,
      all: async <T>(...p: Param[]) => (await query(sql, p)).rows as T[],
      run: async (...p: Param[]) => ({ changes: (await query(sql, p)).rowCount ?? 0 }),
    }),
    exec: async (sql) => {
      await connected;
      await client.query(sql);
    },
    close: async () => {
      await connected.catch(() => undefined);
      await client.end();
    },
  };
}

/** Opens the database of the test shop whose data folder is `dir`. */
export function openShopDb(dir: string = TEST_DIR, options: { readOnly?: boolean } = {}): TestDb {
  const url = testDatabaseUrl(dir);
  return url ? postgresDb(url) : sqliteDb(`${dir}/shop.sqlite`, options.readOnly ?? false);
}

/** Runs `work` with the test shop's database open, and closes it after. */
export async function withShopDb<T>(
  work: (db: TestDb) => Promise<T>,
  dir: string = TEST_DIR,
): Promise<T> {
  const db = openShopDb(dir);
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/** Which engine the test shops run on. */
export const TEST_ENGINE: "sqlite" | "postgres" = process.env["TEST_DATABASE_URL"]
  ? "postgres"
  : "sqlite";
