// @ts-check
/**
 * The access log (issue 16): one `info` line per request when its answer is done, written by
 * the start script: `{ method, path, status, durationMs, bytes, msg: "request" }` and the
 * request's `requestId`; `aborted: true` when the connection closed before the answer was
 * complete. The path leaves the query out (it may carry search words or codes); `bytes` counts
 * what went out on the connection, headers included. A probe answered 2xx is not logged (load
 * balancers ask every few seconds). `ACCESS_LOG=off` turns the access log off.
 */
import { pathOf, probeOf } from "../http/probes.mjs";

/**
 * False when `ACCESS_LOG` says off (`off`, `0`, `false`, `no`).
 * @param {string | undefined} value
 * @returns {boolean}
 */
export function accessLogOn(value) {
  return !/^(off|0|false|no)$/i.test((value ?? "").trim());
}

/**
 * @typedef {object} Access
 * @property {string} method
 * @property {string} target The request target (path and query).
 * @property {number} status
 * @property {number} durationMs
 * @property {number} bytes
 * @property {boolean} finished Whether the whole answer was sent.
 */

/**
 * The fields of a request's access line, or null when the request is not logged.
 * @param {Access} access
 * @returns {Record<string, string | number | boolean> | null}
 */
export function accessFields({ method, target, status, durationMs, bytes, finished }) {
  if (finished && status < 300 && probeOf(target)) return null;
  return {
    method,
    path: pathOf(target),
    status,
    durationMs: Math.round(durationMs * 10) / 10,
    bytes,
    ...(finished ? {} : { aborted: true }),
  };
}

/**
 * Logs the access line of `req` once its answer is done (sent, or cut off).
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {import("pino").Logger} log
 * @param {string} requestId
 */
export function recordAccess(req, res, log, requestId) {
  const started = performance.now();
  const socket = req.socket;
  const before = socket.bytesWritten;
  res.once("close", () => {
    const fields = accessFields({
      method: req.method ?? "",
      target: req.url ?? "",
      status: res.statusCode,
      durationMs: performance.now() - started,
      bytes: socket.bytesWritten - before,
      finished: res.writableFinished,
    });
    if (fields) log.info({ requestId, ...fields }, "request");
  });
}
