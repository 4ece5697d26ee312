/**
 * Housekeeping the server does by itself, started by the first request (so
 * builds, tests and scripts that import the services start no timers): every
 * hour, uploads no order refers to are deleted once they are a day old
 * (uploads.service.ts). Timers are `unref`'d: they never keep a process alive.
 * A failure is logged and retried at the next run.
 */
import { deleteUnusedUploads } from "./uploads.service";

const HOUR_MS = 3_600_000;
/** The first run waits a minute, so it does not compete with a cold start. */
const FIRST_RUN_MS = 60_000;

let started = false;

async function run(): Promise<void> {
  try {
    const removed = await deleteUnusedUploads();
    if (removed > 0) console.log(`[maintenance] deleted ${removed} unused uploads`);
  } catch (error) {
    console.error("[maintenance] deleting unused uploads failed", error);
  }
}

export function startMaintenance(): void {
  if (started || process.env["MAINTENANCE"] === "off") return;
  started = true;
  setTimeout(() => {
    void run();
    setInterval(() => void run(), HOUR_MS).unref();
  }, FIRST_RUN_MS).unref();
}
