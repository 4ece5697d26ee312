/**
 * Where the rate limits (auth/rate-limit.ts) keep their counts when several instances share
 * them: PostgreSQL's `rate_limits` table, through the shop's pool, which
 * `rate-limiter-flexible` queries itself. On SQLite there is none: one process counts in memory.
 */
import { getDb, getPostgresPool } from "../../db/client";
import { configuredEngine } from "../../db/engine";
import type { OpenedPostgres } from "../../db/postgres";

interface RateLimitStore {
  storeClient: OpenedPostgres["pool"];
  tableName: "rate_limits";
  /** The migrations create the table. */
  tableCreated: true;
}

/** The shared store on PostgreSQL (once the database is open), null on SQLite. */
export async function rateLimitStore(): Promise<RateLimitStore | null> {
  if (configuredEngine() !== "postgres") return null;
  await getDb();
  const pool = getPostgresPool();
  return pool ? { storeClient: pool, tableName: "rate_limits", tableCreated: true } : null;
}
