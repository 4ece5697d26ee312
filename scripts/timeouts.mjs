// @ts-check
// Slow clients (issue 27): Node held a request whose headers or body trickled in for about
// 320 s (its 300 s request timeout, checked every 30 s). The start script's server gives a
// request's headers `HEADERS_TIMEOUT_MS` (default 20 s) and the whole request, body included,
// `REQUEST_TIMEOUT_MS` (default 30 s) to arrive, checked every second; past that the client gets
// 408 and the connection is closed. An answer the shop is still working on is never cut by
// these: they count only while the request is arriving. `0` turns a timeout off.
//
// Requests Node's parser refuses (a malformed request line or header: 400, headers over 16 KB:
// 431) or gives up on (408) are answered here too, logged as one JSON warning line (Node
// answered them silently), with a body when the request's path is known.

const DEFAULTS = { headers: 20_000, request: 30_000 };

/**
 * @param {string | undefined} value
 * @param {number} fallback
 */
function ms(value, fallback) {
  if (value === undefined || value.trim() === "") return fallback;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
}

/**
 * The HTTP server's timeouts from the environment. The headers' timeout is at most the
 * request's (Node refuses a longer one); the check runs every second, or more often for
 * timeouts of a few seconds.
 * @param {Record<string, string | undefined>} env
 */
export function serverTimeouts(env) {
  const requestTimeout = ms(env["REQUEST_TIMEOUT_MS"], DEFAULTS.request);
  let headersTimeout = ms(env["HEADERS_TIMEOUT_MS"], DEFAULTS.headers);
  if (requestTimeout > 0 && (headersTimeout === 0 || headersTimeout > requestTimeout))
    headersTimeout = requestTimeout;
  const shortest = Math.min(...[headersTimeout, requestTimeout].filter((t) => t > 0), 4_000);
  return {
    headersTimeout,
    requestTimeout,
    connectionsCheckingInterval: Math.max(100, Math.floor(shortest / 4)),
  };
}

/** @type {Record<number, string>} */
const REASONS = {
  400: "Bad Request",
  408: "Request Timeout",
  431: "Request Header Fields Too Large",
};
/** @type {Record<number, string>} */
const CODES = { 400: "BAD_REQUEST", 408: "REQUEST_TIMEOUT", 431: "HEADERS_TOO_LARGE" };

/**
 * The status for an error of Node's HTTP parser or its request timeouts.
 * @param {string | undefined} code
 * @returns {400 | 408 | 431}
 */
export function clientErrorStatus(code) {
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return 408;
  if (code === "HPE_HEADER_OVERFLOW") return 431;
  return 400;
}

/**
 * The server's `clientError` listener: answers (for a request whose head had arrived: JSON under
 * /api/, else plain text; otherwise no body) and logs the error, then closes the connection. `answersOn` lists the answers in flight on the socket
 * (a request whose body never finished arriving has one, its head not sent).
 * @param {Error & { code?: string }} error
 * @param {import("node:stream").Duplex} socket
 * @param {import("pino").Logger} log
 * @param {(socket: import("node:stream").Duplex) => import("node:http").ServerResponse[]} answersOn
 */
export function answerClientError(error, socket, log, answersOn) {
  const answers = answersOn(socket);
  // A client that went away, or an answer already under way: nothing more can be said.
  const gone = error.code === "ECONNRESET" || error.code === "EPIPE" || !socket.writable;
  if (gone || answers.some((a) => a.headersSent)) {
    socket.destroy();
    return;
  }
  const res = answers[0];
  const status = clientErrorStatus(error.code);
  const req = res?.req;
  const path = req?.url?.split("?")[0];
  log.warn(
    { code: error.code, status, ...(req ? { method: req.method, path } : {}) },
    status === 408 ? "request too slow: 408" : `request refused by the parser: ${status}`,
  );
  // The access line of the request in flight names the status it got.
  if (res) res.statusCode = status;
  // A body only when the request's path is known (its head had arrived): JSON under /api/.
  // Otherwise a bare answer, as Node's (no handler could have shaped it).
  const api = path?.startsWith("/api/") ?? false;
  const body =
    path === undefined
      ? ""
      : api
        ? JSON.stringify({ error: CODES[status] })
        : `${REASONS[status]}\n`;
  const type = body
    ? `Content-Type: ${api ? "application/json" : "text/plain"}; charset=utf-8\r\n`
    : "";
  socket.write(
    `HTTP/1.1 ${status} ${REASONS[status]}\r\n${type}` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
  if ("destroySoon" in socket && typeof socket.destroySoon === "function") socket.destroySoon();
  else socket.end();
}
