// @ts-check
// Requests the adapter cannot take, answered here before it (issue 27): it turned them into
// 500s with a plain-text stack trace on stderr, or rendered a page from a garbled URL.
// - A method the shop does not serve (TRACE, PROPFIND, …; fetch's Request refuses TRACE and
//   TRACK outright): 405 with `Allow`. (CONNECT never reaches a request handler: see
//   `answerConnect`.)
// - A `Host` that is no host name (userinfo `a@b`, spaces, a port over 65535): 400. The
//   allowlist of configured hosts stays in the app (src/server/http/hosts.ts).
// - An absolute-form target (`GET http://shop.example/c/x`): as RFC 9112 (3.2.2) says, its
//   authority replaces the `Host` header and the target becomes origin-form, so the app's
//   allowlist judges the host (`GET http://evil.example/` is 400) and the adapter gets a path
//   (it appended the whole URL to the host: a canonical `http://127.0.0.1http/evil.example/`).
//   Any other target but `OPTIONS *` is 400.
// Answers are JSON `{ "error": code }` under /api/ and plain text elsewhere, `no-store`, and
// each is logged as one JSON warning line (besides the access line).
import { hostName } from "../src/server/http/host-name.mjs";

/** The methods the shop's pages and endpoints answer. */
export const METHODS = Object.freeze(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const ALLOW = METHODS.join(", ");

/**
 * Where a request target points: `{ target, host }` with the target in origin-form and, for an
 * absolute-form target, the host it names (null: keep the `Host` header); null when the
 * target is neither (or an absolute URL with userinfo or another scheme than http and https).
 * @param {string} target
 * @returns {{ target: string; host: string | null } | null}
 */
export function originForm(target) {
  if (target.startsWith("/")) return { target, host: null };
  if (!/^https?:\/\//i.test(target) || !URL.canParse(target)) return null;
  const url = new URL(target);
  if (url.username || url.password || !url.host) return null;
  return { target: `${url.pathname}${url.search}`, host: url.host };
}

/**
 * Why a request cannot go to the app, or null when it may. Rewrites an absolute-form target
 * to origin-form in place (its `Host` becomes the target's authority).
 * @param {import("node:http").IncomingMessage} req
 * @returns {{ status: 400 | 405; code: string } | null}
 */
export function unservable(req) {
  const method = req.method ?? "";
  if (!METHODS.includes(method)) return { status: 405, code: "METHOD_NOT_ALLOWED" };
  const target = req.url ?? "";
  if (target === "*" && method === "OPTIONS") return null;
  const form = originForm(target);
  if (!form) return { status: 400, code: "BAD_REQUEST_TARGET" };
  if (form.host !== null) {
    req.url = form.target;
    req.headers.host = form.host;
  }
  // A missing Host (HTTP/1.0) is the app's to refuse; Node refuses it on HTTP/1.1 itself.
  const host = req.headers.host;
  if (host !== undefined && hostName(host) === null) return { status: 400, code: "BAD_HOST" };
  return null;
}

/**
 * Answers `OPTIONS *` (the server's methods) and refuses the requests of `unservable`.
 * Returns true when the request was answered.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {import("pino").Logger} log
 */
export function answerUnservable(req, res, log) {
  const refusal = unservable(req);
  if (!refusal) {
    if (req.url !== "*") return false;
    res.writeHead(204, { allow: ALLOW, "cache-control": "no-store" }).end();
    return true;
  }
  const target = req.url ?? "";
  const api = target.startsWith("/api/");
  log.warn(
    { method: req.method, path: target.startsWith("/") ? target.split("?")[0] : null, ...refusal },
    "request refused before the app",
  );
  res.writeHead(refusal.status, {
    "content-type": api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
    "cache-control": "no-store",
    ...(refusal.status === 405 ? { allow: ALLOW } : {}),
  });
  res.end(
    api ? JSON.stringify({ error: refusal.code }) : `${TEXTS[refusal.code] ?? "Bad request"}\n`,
  );
  return true;
}

/** @type {Record<string, string>} */
const TEXTS = {
  METHOD_NOT_ALLOWED: "Method not allowed",
  BAD_REQUEST_TARGET: "Bad request target",
  BAD_HOST: "Bad Host header",
};

/**
 * A CONNECT request (Node hands it to the server's `connect` event, never to the request
 * handler; without a listener the connection was closed without an answer): 405, logged.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:stream").Duplex} socket
 * @param {import("pino").Logger} log
 */
export function answerConnect(req, socket, log) {
  log.warn(
    { method: req.method, status: 405, code: "METHOD_NOT_ALLOWED" },
    "request refused before the app",
  );
  const body = "Method not allowed\n";
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${body.length}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}
