/**
 * The catalogue seed's bulk rows go through raw prepared statements on the underlying
 * `DatabaseSync` inside the caller's transaction — the one documented exception to "all SQL
 * through Kysely", because 100k products must seed in well under a minute. These are the
 * statement and value helpers every part of the catalogue seed writes with.
 */
import type { DatabaseSync, SQLInputValue, StatementSync } from "node:sqlite";

export const DAY = 86_400_000;

export function insert(raw: DatabaseSync, table: string, columns: string[]): StatementSync {
  const cols = columns.map((c) => `"${c}"`).join(", ");
  const qs = columns.map(() => "?").join(", ");
  return raw.prepare(`insert into "${table}" (${cols}) values (${qs})`);
}

export function run(stmt: StatementSync, ...values: SQLInputValue[]): void {
  stmt.run(...values);
}

export const json = (v: unknown): string => JSON.stringify(v);
export const jsonOrNull = (v: unknown): string | null =>
  v === undefined || v === null ? null : JSON.stringify(v);
export const iso = (ms: number): string => new Date(ms).toISOString();
