/**
 * Column types and builders shared by the initial schema's parts (001_initial.ts).
 * Written with Kysely's schema builder so the schema also runs on PostgreSQL.
 */
import type { ColumnDefinitionBuilder, CreateTableBuilder } from "kysely";

type Table = CreateTableBuilder<string, string>;
type Column = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

export const TEXT = "text";
export const INT = "integer";
export const BIGINT = "bigint";
/** Money and coordinates: REAL in SQLite, float8 in PostgreSQL. */
export const DOUBLE = "double precision";

/** Integer surrogate key: rowid alias in SQLite, identity in PostgreSQL. */
export function surrogateKey(sqlite: boolean): (t: Table) => Table {
  return (t) =>
    t.addColumn("id", INT, (c) =>
      sqlite ? c.primaryKey() : c.primaryKey().generatedByDefaultAsIdentity(),
    );
}

export const flag =
  (dflt: 0 | 1): Column =>
  (c) =>
    c.notNull().defaultTo(dflt);
export const nn: Column = (c) => c.notNull();
export const zero: Column = (c) => c.notNull().defaultTo(0);
export const emptyText: Column = (c) => c.notNull().defaultTo("");
export const ref =
  (table: string, onDelete: "cascade" | "set null" = "cascade", notNull = true): Column =>
  (c) => {
    const r = c.references(`${table}.id`).onDelete(onDelete);
    return notNull ? r.notNull() : r;
  };
