/**
 * The change feed of a shared PostgreSQL database: one connection per instance listening to
 * `storefront_changes` (migration 007 sends it on every write to a table that shared pages
 * show). Listeners registered with {@link onDatabaseChange} are called with the table's name
 * within milliseconds of the writer's commit, on every instance, the writer's own included.
 *
 * A lost connection is re-opened with a growing pause (at most 10 s); after a reconnect the
 * listeners are called with "*", since changes made in between were not heard.
 *
 * On SQLite the shop's one connection makes its own writes, and their bumps are enough; a
 * write by another process on the same file (the owner's tool, a restore, a script) is seen
 * by polling `PRAGMA data_version` once a second ({@link watchSqliteFile}), which changes
 * only when another connection commits, and the listeners are called with "*".
 */
import type { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { loggerFor } from "../log/logger.mjs";
import { CHANGE_CHANNEL } from "./migrations/007_shared_instances.ts";

const log = loggerFor("db");

export type ChangeListener = (table: string) => void;

const listeners = new Set<ChangeListener>();
let client: pg.Client | null = null;
let stopped = false;
let retryTimer: NodeJS.Timeout | null = null;
let fileTimer: NodeJS.Timeout | null = null;

/** How often a SQLite shop looks for other processes' commits. */
const FILE_POLL_MS = 1_000;

export function onDatabaseChange(listener: ChangeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(table: string): void {
  for (const listener of listeners) {
    try {
      listener(table);
    } catch (error) {
      log.error({ err: error }, "change listener failed");
    }
  }
}

async function connect(url: string, attempt: number): Promise<void> {
  if (stopped) return;
  const c = new pg.Client({ connectionString: url, application_name: "storefront-changes" });
  const retry = () => {
    if (stopped || client !== c) return;
    client = null;
    void c.end().catch(() => undefined);
    const pause = Math.min(10_000, 250 * 2 ** attempt);
    retryTimer = setTimeout(() => void connect(url, attempt + 1), pause);
    retryTimer.unref();
  };
  client = c;
  c.on("error", retry);
  c.on("end", retry);
  c.on("notification", (message) => {
    if (message.channel === CHANGE_CHANNEL) emit(message.payload ?? "*");
  });
  try {
    await c.connect();
    await c.query(`listen ${CHANGE_CHANNEL}`);
    // Heard nothing while away: everything may have changed.
    if (attempt > 0) emit("*");
    attempt = 0;
  } catch (error) {
    log.warn({ err: error }, "change feed could not listen; trying again");
    retry();
  }
}

/** Starts listening (PostgreSQL only; once per process). */
export function startChangeFeed(url: string): void {
  if (client || retryTimer) return;
  stopped = false;
  void connect(url, 0);
}

/** Calls the listeners with "*" within a second of another process's commit on the file. */
export function watchSqliteFile(raw: DatabaseSync): void {
  if (fileTimer) clearInterval(fileTimer);
  const query = raw.prepare("pragma data_version");
  const version = () => (query.get() as { data_version: number }).data_version;
  let last = version();
  fileTimer = setInterval(() => {
    try {
      const now = version();
      if (now !== last) {
        last = now;
        emit("*");
      }
    } catch {
      // Closed (shutting down) or busy for a moment: look again next time.
    }
  }, FILE_POLL_MS);
  fileTimer.unref();
}

export async function stopChangeFeed(): Promise<void> {
  if (fileTimer) clearInterval(fileTimer);
  fileTimer = null;
  stopped = true;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  const c = client;
  client = null;
  await c?.end().catch(() => undefined);
}
