/**
 * The migrations applied to the database, read from Kysely's `kysely_migration` table through
 * the query builder, so it works on any Kysely dialect.
 */
import type { Executor } from "../../db/transaction.ts";

/** Kysely's own table of applied migrations (default name, default schema). */
type MigrationTable = { kysely_migration: { name: string } };

export async function appliedMigrations(db: Executor): Promise<string[]> {
  const rows = await db
    .$extendTables<MigrationTable>()
    .selectFrom("kysely_migration")
    .select("name")
    .execute();
  return rows.map((row) => row.name);
}
