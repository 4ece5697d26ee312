/**
 * Which database engine the shop runs on. SQLite (a file under `DATA_DIR`) is the embedded
 * default that `npm start` uses; `DATABASE_URL=postgres://…` (or `postgresql://…`) selects
 * PostgreSQL, the shared database of several storefront instances
 * (docs/decisions/0018-postgresql.md).
 */
import { PostgresAdapter } from "kysely";
import type { Kysely } from "kysely";

export type DatabaseEngine = "sqlite" | "postgres";

/** The PostgreSQL connection string, or null when the shop runs on SQLite. */
export function postgresUrl(env: Readonly<Record<string, string | undefined>> = process.env) {
  const url = env["DATABASE_URL"]?.trim() ?? "";
  return /^postgres(ql)?:\/\//i.test(url) ? url : null;
}

export function configuredEngine(
  env: Readonly<Record<string, string | undefined>> = process.env,
): DatabaseEngine {
  return postgresUrl(env) ? "postgres" : "sqlite";
}

/** The engine behind a Kysely instance (or transaction). */
export function engineOf(db: Kysely<unknown> | { getExecutor(): unknown }): DatabaseEngine {
  const executor = (db as Kysely<unknown>).getExecutor();
  return executor.adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}
