/**
 * Database errors that are a passing condition, not a fault of the request: the API answers
 * them 503 with Retry-After, so the client tries again (middleware.ts).
 */
import { isDatabaseBusy } from "./sqlite-dialect.ts";
import { isSerializationFailure } from "./transaction.ts";

/** PostgreSQL SQLSTATE classes and codes that mean "not now": connection trouble, shutdown, overload. */
const POSTGRES_UNAVAILABLE = /^(08...|57P0[1-4]|53300|53400|55P03)$/;
const NODE_NETWORK = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND"]);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (isDatabaseBusy(error) || isSerializationFailure(error)) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === "string" && (POSTGRES_UNAVAILABLE.test(code) || NODE_NETWORK.has(code)))
    return true;
  // node-postgres: no free pool connection in time, or the server closed the connection.
  return /timeout exceeded when trying to connect|Connection terminated/i.test(error.message);
}
