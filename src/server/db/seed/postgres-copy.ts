/**
 * Seeding PostgreSQL: the demo data is generated exactly as for SQLite (the same seed code,
 * the same numbers and texts) into a throwaway in-memory SQLite database, then copied table
 * by table into PostgreSQL in one transaction, identity counters moved past the copied ids.
 * One generator keeps both engines' shops identical, which the tests on both engines rely on
 * (docs/decisions/0018-postgresql.md).
 */
import type { DatabaseSync } from "node:sqlite";
import type { Kysely } from "kysely";
import type pg from "pg";
import { migrateToLatest } from "../migrate.ts";
import { TABLES_IN_DROP_ORDER } from "../migrations/001_initial.ts";
import { openDatabase } from "../open.ts";
import type { OpenedPostgres } from "../postgres.ts";
import { seedDatabase } from "./index.ts";
import type { SeedOptions, SeedSummary } from "./index.ts";

/** PostgreSQL takes at most 65,535 parameters per statement. */
const MAX_PARAMETERS = 60_000;
const MAX_ROWS = 2_000;

type Cell = number | string | null | Uint8Array;

function quote(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

async function copyTable(
  raw: DatabaseSync,
  client: pg.PoolClient,
  table: string,
  select = `select * from ${quote(table)}`,
): Promise<number> {
  const statement = raw.prepare(select);
  const columns = statement.columns().map((c) => c.name);
  statement.setReturnArrays(true);
  const rows = statement.all() as unknown as Cell[][];
  const perBatch = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columns.length)));
  const head = `insert into ${quote(table)} (${columns.map(quote).join(", ")}) values `;
  for (let start = 0; start < rows.length; start += perBatch) {
    const batch = rows.slice(start, start + perBatch);
    const values: Cell[] = [];
    const tuples = batch.map((row) => {
      const marks = row.map((cell) => {
        values.push(cell);
        return `$${values.length}`;
      });
      return `(${marks.join(", ")})`;
    });
    await client.query(head + tuples.join(", "), values);
  }
  const sequence = columns.includes("id")
    ? (
        await client.query<{ s: string | null }>("select pg_get_serial_sequence($1, 'id') as s", [
          table,
        ])
      ).rows[0]?.s
    : null;
  if (sequence) {
    await client.query(`select setval($1, coalesce(max(id), 0) + 1, false) from ${quote(table)}`, [
      sequence,
    ]);
  }
  return rows.length;
}

/** Copies every table of a seeded SQLite database into an empty, migrated PostgreSQL one. */
export async function copySqliteToPostgres(raw: DatabaseSync, pool: pg.Pool): Promise<number> {
  const client = await pool.connect();
  let copied = 0;
  try {
    await client.query("begin");
    for (const table of [...TABLES_IN_DROP_ORDER].reverse()) {
      copied += await copyTable(raw, client, table, `select * from ${quote(table)} order by 1`);
    }
    // Tables of later migrations the seed fills (TABLES_IN_DROP_ORDER is the first one's).
    copied += await copyTable(raw, client, "owners", "select * from owners order by 1");
    copied += await copyTable(
      raw,
      client,
      "product_fts",
      "select product_id, lang, name, codes, body from product_fts",
    );
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  await pool.query("analyze");
  return copied;
}

/** Seeds an empty, migrated PostgreSQL database with the same demo data SQLite gets. */
export async function seedPostgres(
  o: OpenedPostgres,
  opts: SeedOptions = {},
): Promise<SeedSummary> {
  const staging = openDatabase(":memory:");
  try {
    await migrateToLatest(staging.db as unknown as Kysely<unknown>);
    const summary = await seedDatabase(staging, opts);
    const started = performance.now();
    await copySqliteToPostgres(staging.raw, o.pool);
    summary.timings["copy"] = Math.round(performance.now() - started);
    opts.log?.(`copy to PostgreSQL: ${summary.timings["copy"]} ms`);
    return summary;
  } finally {
    await staging.db.destroy();
  }
}
