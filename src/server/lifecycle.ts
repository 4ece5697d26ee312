/**
 * Work to do before the server process exits. `scripts/start.mjs` stops taking connections on
 * SIGTERM, lets in-flight requests finish, then runs these hooks (stop timers, close the
 * database) and exits. The start script cannot import the bundled app's modules, so the runner
 * is published under a global symbol.
 */
import { loggerFor } from "./log/logger.mjs";

const log = loggerFor("shutdown");

type Hook = () => Promise<void> | void;

interface Registered {
  name: string;
  order: number;
  hook: Hook;
}

const RUNNER = Symbol.for("storefront.shutdown");
const registered: Registered[] = [];

/**
 * Runs `hook` at shutdown. Lower `order` runs first: timers and background work (0) stop
 * before the database closes (100).
 */
export function onShutdown(name: string, hook: Hook, order = 0): void {
  if (registered.some((r) => r.name === name)) return;
  registered.push({ name, order, hook });
}

/** Runs every hook once, in order; a failing hook is logged and the others still run. */
export async function runShutdownHooks(): Promise<void> {
  const hooks = registered.splice(0).sort((a, b) => a.order - b.order);
  for (const { name, hook } of hooks) {
    try {
      await hook();
    } catch (error) {
      log.error({ err: error, hook: name }, `${name} failed`);
    }
  }
}

(globalThis as unknown as Record<symbol, unknown>)[RUNNER] = runShutdownHooks;
