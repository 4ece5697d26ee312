// @ts-check
/**
 * Load balancer probes (issue 16), asked with any `Host` (often an address) and never cached:
 *
 * - `/healthz`: the process is up. The start script (`scripts/start.mjs`) answers it itself,
 *   before the app's handler, the configured-hosts check and the database: cheap, and answered
 *   even while the app's requests wait on the database. It stays 200 during a shutdown drain.
 * - `/readyz`: the shop can take traffic. The start script answers 503 itself once shutdown has
 *   begun; otherwise the app's endpoint (`src/pages/readyz.ts`) checks that the database answers
 *   and its migrations are current.
 */

export const HEALTH_PATH = "/healthz";
export const READY_PATH = "/readyz";

/** Headers of every probe answer. */
export const PROBE_HEADERS = Object.freeze({
  "content-type": "application/json; charset=utf-8",
  "cache-control": "no-store",
});

/**
 * The path of a request target without its query (which may carry search words or codes).
 * @param {string} target
 * @returns {string}
 */
export function pathOf(target) {
  const query = target.indexOf("?");
  return query < 0 ? target : target.slice(0, query);
}

/**
 * Which probe a request target asks for, if any (a trailing slash and a query are ignored).
 * @param {string} target
 * @returns {"health" | "ready" | null}
 */
export function probeOf(target) {
  const path = pathOf(target).replace(/(.)\/$/, "$1");
  if (path === HEALTH_PATH) return "health";
  if (path === READY_PATH) return "ready";
  return null;
}

/**
 * Answers a probe with `body` as JSON (headers only for HEAD; 405 for other methods than GET
 * and HEAD).
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {Record<string, unknown>} body
 */
export function answerProbe(req, res, status, body) {
  const allowed = req.method === "GET" || req.method === "HEAD";
  const text = JSON.stringify(allowed ? body : { error: "METHOD_NOT_ALLOWED" });
  res.writeHead(allowed ? status : 405, {
    ...PROBE_HEADERS,
    "content-length": Buffer.byteLength(text),
    ...(allowed ? {} : { allow: "GET, HEAD" }),
  });
  res.end(req.method === "HEAD" ? undefined : text);
}
