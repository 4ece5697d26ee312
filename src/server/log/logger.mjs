// @ts-check
/**
 * Structured logs (issue 16): one JSON object per line on stdout, written by pino, with `time`
 * (ISO 8601), `level` (its name), `msg`, and `requestId` when the line is written while a
 * request is being answered. `LOG_LEVEL` picks the lowest level written (default `info`;
 * `silent` writes nothing).
 *
 * Plain JavaScript so that the start script (`scripts/start.mjs`, the outer HTTP server, which
 * cannot import the bundled app's modules) and the app share one logger and one request scope:
 * both live under a global symbol, and the bundle's copy of this module finds the start
 * script's. The start script runs each request inside `withRequestId`, so every line the app
 * logs while answering it carries the request's id (AsyncLocalStorage).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { pino } from "pino";

/** @typedef {import("pino").Logger} Logger */
/** @typedef {{ requestId: string }} RequestScope */
/** @typedef {{ logger: Logger, scope: AsyncLocalStorage<RequestScope> }} Shared */

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

/**
 * The level named by `value` (`LOG_LEVEL`), or `info` when it names none.
 * @param {string | undefined} value
 * @returns {string}
 */
export function logLevel(value) {
  const level = (value ?? "").trim().toLowerCase();
  return LEVELS.includes(level) ? level : "info";
}

/** @returns {Shared} */
function create() {
  /** @type {AsyncLocalStorage<RequestScope>} */
  const scope = new AsyncLocalStorage();
  const logger = pino(
    {
      level: logLevel(process.env["LOG_LEVEL"]),
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const current = scope.getStore();
        return current ? { requestId: current.requestId } : {};
      },
    },
    // Written at once: no line is lost when the process exits or crashes right after it.
    pino.destination({ dest: 1, sync: true }),
  );
  return { logger, scope };
}

const KEY = Symbol.for("storefront.log");
const registry = /** @type {Record<symbol, Shared | undefined>} */ (
  /** @type {unknown} */ (globalThis)
);
const shared = (registry[KEY] ??= create());

/**
 * The process's logger (the app logs through `loggerFor`; tests catch its lines).
 * @internal
 */
export const logger = shared.logger;

/**
 * A logger whose lines say which part of the shop wrote them (`"component": "auth"`).
 * @param {string} component
 * @returns {Logger}
 */
export function loggerFor(component) {
  return shared.logger.child({ component });
}

/**
 * Runs `fn` as the work of the request `requestId`: lines logged from it (and from everything
 * it starts) carry the id.
 * @template T
 * @param {string} requestId
 * @param {() => T} fn
 * @returns {T}
 */
export function withRequestId(requestId, fn) {
  return shared.scope.run({ requestId }, fn);
}

/**
 * Runs `fn` outside any request: timers it starts (housekeeping started by the first
 * request) do not carry that request's id into their lines.
 * @template T
 * @param {() => T} fn
 * @returns {T}
 */
export function outsideRequest(fn) {
  return shared.scope.exit(fn);
}

/**
 * The id of the request being answered, if any (tests look into the request scope with it).
 * @internal
 * @returns {string | undefined}
 */
export function currentRequestId() {
  return shared.scope.getStore()?.requestId;
}
