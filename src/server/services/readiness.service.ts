/**
 * Readiness (issue 16, `/readyz`): the shop can take traffic when its database answers within
 * {@link READY_TIMEOUT_MS} and every migration this build knows (`MIGRATIONS`) has been applied.
 * Applied migrations are read from Kysely's `kysely_migration` table through the query
 * builder (migrations.repository.ts), so the check works on any Kysely dialect. A shutdown in progress is answered by the
 * start script before the request gets here (src/server/http/probes.mjs). On PostgreSQL an
 * instance started without `EDGE_PURGE_URLS` while other instances ban edge caches is not
 * ready either (issue 44, services/edge-sync.ts): it says so in its log too.
 */
import { getDb } from "../db/client";
import { MIGRATIONS } from "../db/migrate";
import { appliedMigrations as readApplied } from "../repositories/shop/migrations.repository";
import { loggerFor } from "../log/logger.mjs";
import { checkEdgeConfiguration } from "./edge-sync";

const log = loggerFor("readiness");

/** Longest wait for the database before the shop counts as not ready. */
export const READY_TIMEOUT_MS = 2_000;

export type NotReadyReason =
  "database-unreachable" | "database-timeout" | "migrations-pending" | "edge-purge-urls-missing";

export type Readiness =
  { ready: true } | { ready: false; reason: NotReadyReason; pending?: readonly string[] };

/** The migrations in `expected` (in its order) that `applied` lacks. */
export function pendingMigrations(
  applied: readonly string[],
  expected: readonly string[],
): string[] {
  const done = new Set(applied);
  return expected.filter((name) => !done.has(name));
}

async function appliedMigrations(): Promise<string[]> {
  return readApplied(await getDb());
}

function notReady(reason: NotReadyReason, pending?: readonly string[]): Readiness {
  log.warn({ reason, ...(pending ? { pending } : {}) }, `not ready: ${reason}`);
  return pending ? { ready: false, reason, pending } : { ready: false, reason };
}

/** Whether the shop is ready; never throws. */
export async function checkReadiness(timeoutMs = READY_TIMEOUT_MS): Promise<Readiness> {
  const applied = appliedMigrations();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  try {
    const names = await Promise.race([applied, timeout]);
    if (names === "timeout") {
      // Its late failure, if any, is no longer anyone's business.
      applied.catch(() => undefined);
      return notReady("database-timeout");
    }
    const pending = pendingMigrations(names, Object.keys(MIGRATIONS));
    if (pending.length > 0) return notReady("migrations-pending", pending);
    const edge = await Promise.race([checkEdgeConfiguration(), timeout]);
    return edge === "missing" ? notReady("edge-purge-urls-missing") : { ready: true };
  } catch (error) {
    log.warn({ err: error }, "the database did not answer the readiness check");
    return notReady("database-unreachable");
  } finally {
    clearTimeout(timer);
  }
}
