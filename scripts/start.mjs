// Serves the shop: builds first when the sources changed since the last
// build (skip with --no-build), then starts the standalone Node server. The
// database is created, migrated and seeded on first start (see README).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loggerFor, withRequestId } from "../src/server/log/logger.mjs";

const root = new URL("..", import.meta.url).pathname;
const log = loggerFor("start");
process.chdir(root);

const STAMP = "dist/.build-stamp";
const INPUTS = [
  "src",
  "public",
  "astro.config.mjs",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
];

function walk(path, hash) {
  if (!existsSync(path)) return;
  const info = statSync(path);
  if (info.isDirectory()) {
    for (const name of readdirSync(path).sort()) walk(join(path, name), hash);
  } else {
    hash.update(`${path}\0${info.size}\0${info.mtimeMs}\n`);
  }
}

function fingerprint() {
  const hash = createHash("sha256");
  for (const input of INPUTS) walk(input, hash);
  return hash.digest("hex");
}

const noBuild = process.argv.includes("--no-build");
if (!noBuild) {
  const current = fingerprint();
  const built = existsSync(STAMP) ? readFileSync(STAMP, "utf8") : "";
  if (!existsSync("dist/server/entry.mjs") || built !== current) {
    log.info("building the shop…");
    const result = spawnSync(process.execPath, ["node_modules/astro/bin/astro.mjs", "build"], {
      stdio: "inherit",
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
    writeFileSync(STAMP, current);
  }
} else if (!existsSync("dist/server/entry.mjs")) {
  log.fatal("no build found: run `npm run build` first, or `npm start`.");
  process.exit(1);
}

process.env.HOST ??= "localhost";
process.env.PORT ??= "4321";
// The adapter's handler (middleware mode) serves pages and the API; we wrap it in our own
// HTTP server, which serves the static files (compressed for the hashed assets in `/_astro/`,
// static-compression.mjs; the others with `send`, static-files.mjs) with the security headers,
// and answers a URL with a malformed percent escape in JSON under /api/ (malformed-url.mjs),
// requests the adapter cannot take (request-shape.mjs) and slow or malformed ones
// (timeouts.mjs). Pages and API responses are compressed by the app's middleware. It also gives every request its id and access log line, answers the
// load balancer's probes (src/server/http/probes.mjs, src/server/log/) and stops gracefully
// (drain.mjs). Rendered-page cache hits are answered here, before Astro, by the app's page
// front (src/server/http/page-cache/page-front.ts, decision 0013).
process.env.ASTRO_NODE_AUTOSTART = "disabled";
// React (server rendering of islands) picks its production build from NODE_ENV when first
// loaded; without it every page ran React's development build (issue 14: about a tenth of
// a category page's render time).
process.env.NODE_ENV ??= "production";
const { handler } = await import(join(root, "dist/server/entry.mjs"));
const { createServer } = await import("node:http");
const { serveCompressedAsset } = await import("./static-compression.mjs");
const { serveStaticFile } = await import("./static-files.mjs");
const CLIENT_DIR = join(root, "dist/client");
const { refuseMalformedUrl } = await import("./malformed-url.mjs");
const { answerConnect, answerUnservable } = await import("./request-shape.mjs");
const { answerClientError, serverTimeouts } = await import("./timeouts.mjs");
const { createDrain } = await import("./drain.mjs");
const { commonSecurityHeaders, incomingIsTls, NON_PAGE_POLICY } =
  await import("../src/server/http/security-headers.mjs");
const { answerProbe, probeOf } = await import("../src/server/http/probes.mjs");
const { requestIdFrom } = await import("../src/server/log/request-id.mjs");
const { accessLogOn, recordAccess } = await import("../src/server/log/access-log.mjs");
const accessLog = accessLogOn(process.env.ACCESS_LOG) ? loggerFor("access") : null;
const httpLog = loggerFor("http");
/** Answers in flight and open connections, for a graceful stop (drain.mjs). */
const drain = createDrain();
let stopping = false;
// Headers and bodies that trickle in get 408 within HEADERS_TIMEOUT_MS / REQUEST_TIMEOUT_MS.
const server = createServer(serverTimeouts(process.env), (req, res) => {
  const requestId = requestIdFrom(req.headers["x-request-id"]);
  res.setHeader("x-request-id", requestId);
  if (accessLog) recordAccess(req, res, accessLog, requestId);
  withRequestId(requestId, () => serve(req, res));
});
drain.watch(server);
server.on("clientError", (error, socket) =>
  answerClientError(error, socket, httpLog, drain.answersOn),
);
server.on("connect", (req, socket) => answerConnect(req, socket, httpLog));

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
function serve(req, res) {
  drain.begin(req, res);
  // nosniff, referrer and permissions policies and (over TLS, the one rule of
  // security-headers.mjs) HSTS on every answer, static files included, and on what this server
  // answers itself (static files, probes, refusals) a policy that runs and frames nothing; the
  // app's middleware sets its own (the pages' CSP).
  for (const [name, value] of commonSecurityHeaders({ tls: incomingIsTls(req) }))
    res.setHeader(name, value);
  res.setHeader("content-security-policy", NON_PAGE_POLICY);
  // Methods, targets and Host headers the adapter cannot take (request-shape.mjs); an
  // absolute-form target becomes a path here.
  if (answerUnservable(req, res, httpLog)) return;
  // Probes skip the app (any Host, no database); /readyz goes on to the app's endpoint.
  const probe = probeOf(req.url ?? "");
  if (probe === "health") return answerProbe(req, res, 200, { status: "ok" });
  if (probe === "ready" && stopping)
    return answerProbe(req, res, 503, { status: "not-ready", reason: "stopping" });
  if (refuseMalformedUrl(req, res)) return;
  if (serveCompressedAsset(req, res, CLIENT_DIR)) return;
  serveStaticFile(req, res, CLIENT_DIR, () => toApp(req, res));
}

/**
 * Rendered-page cache hits before the app (src/server/http/page-cache/page-front.ts): the app
 * registers the front once its page serving is loaded; whatever the front does not answer goes on.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
function toApp(req, res) {
  res.removeHeader("content-security-policy");
  const front = globalThis[PAGE_FRONT];
  if (!front) return handler(req, res);
  front.answer(req, res).then(
    (answered) => answered || handler(req, res),
    (error) => {
      httpLog.warn({ err: error }, "page front failed; the app answers");
      if (!res.headersSent) handler(req, res);
    },
  );
}
const PAGE_FRONT = Symbol.for("storefront.pageFront");
const host = process.env.HOST;
const port = Number(process.env.PORT);
await new Promise((resolve) => server.listen(port, host, () => resolve(undefined)));

// SIGTERM (and Ctrl-C): /readyz answers 503 and every answer closes its connection at once, so
// a load balancer stops sending traffic; after SHUTDOWN_DELAY_MS (default 0: time for the
// balancer to see that) stop listening, so new connections are refused; answer every request
// that has arrived (also one still in a keep-alive connection's buffer, or written onto an idle
// keep-alive connection after the signal), closing its connection after it, and close a
// connection once it has been idle for the keep-alive timeout its last answer announced
// (drain.mjs); then stop the app's timers and close the database, and exit 0. Requests still running after SHUTDOWN_GRACE_MS (default
// 10 s) are cut off and the exit code is 1.
const graceMs = Number(process.env.SHUTDOWN_GRACE_MS || 10_000);
const delayMs = Number(process.env.SHUTDOWN_DELAY_MS || 0);
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  drain.closeAfterAnswers();
  const began = Date.now();
  if (delayMs > 0) {
    log.info(
      { signal, delayMs },
      `${signal}: not ready; still taking connections for ${delayMs} ms`,
    );
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  log.info(
    { signal, inFlight: drain.size, graceMs },
    `${signal}: draining ${drain.size} request(s), at most ${graceMs} ms`,
  );
  const { cut } = await drain.stop(server, graceMs);
  if (cut > 0)
    log.error({ inFlight: cut }, `${cut} request(s) still running after ${graceMs} ms: cut off`);
  const runHooks = globalThis[Symbol.for("storefront.shutdown")];
  if (typeof runHooks === "function") await runHooks();
  log.info({ ms: Date.now() - began }, `stopped in ${Date.now() - began} ms`);
  process.exit(cut > 0 ? 1 : 0);
}
process.once("SIGTERM", () => void shutdown("SIGTERM"));
process.once("SIGINT", () => void shutdown("SIGINT"));

// Warm up: the first request opens the database (creating and seeding it on first start).
const origin = `http://${host === "0.0.0.0" ? "localhost" : host}:${port}`;
const started = Date.now();
try {
  // Its connection closes with the answer: an idle one would hold up a stop (drain.mjs).
  const response = await fetch(`${origin}/`, { headers: { connection: "close" } });
  const ms = Date.now() - started;
  log.info(
    { origin, status: response.status, ms },
    `shop ready at ${origin} (HTTP ${response.status}, ${ms} ms)`,
  );
} catch (error) {
  log.error({ err: error }, "warm-up request failed");
}
