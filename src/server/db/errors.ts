/**
 * Database errors: pages and the API answer them 503 with Retry-After (middleware.ts), since
 * a page cannot be rendered without its data and a bare 500 tells neither the shopper nor a
 * CDN to come back. That covers passing conditions (a lock, a conflict that outlived its
 * retries, a lost connection, a full pool, a server shutting down) and every other error the
 * database itself raises (SQLite's `ERR_SQLITE_ERROR`: I/O, a full disk, a missing table;
 * PostgreSQL's SQLSTATE-coded errors), which the log names.
 */
import { isDatabaseBusy, isDatabaseFailure } from "./sqlite-dialect.ts";
import { isSerializationFailure } from "./transaction.ts";

/** PostgreSQL SQLSTATE classes and codes that mean "not now": connection trouble, shutdown, overload. */
const POSTGRES_UNAVAILABLE = /^(08...|57P0[1-4]|53300|53400|55P03)$/;
const NODE_NETWORK = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND"]);

/** An error PostgreSQL answered (node-postgres copies its SQLSTATE and severity). */
function isPostgresError(error: Error): boolean {
  const { code, severity } = error as Error & { code?: unknown; severity?: unknown };
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && typeof severity === "string";
}

export function isDatabaseUnavailable(error: unknown): boolean {
  if (isDatabaseBusy(error) || isDatabaseFailure(error) || isSerializationFailure(error))
    return true;
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === "string" && (POSTGRES_UNAVAILABLE.test(code) || NODE_NETWORK.has(code)))
    return true;
  if (isPostgresError(error)) return true;
  // node-postgres: no free pool connection in time, or the server closed the connection.
  return /timeout exceeded when trying to connect|Connection terminated/i.test(error.message);
}
