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
 *
 * What must happen once for all instances rather than on each (telling the edge caches to
 * drop pages, services/edge-sync.ts) is done by the feed's leader ({@link isFeedLeader}): on
 * PostgreSQL the one instance whose listening connection holds a session advisory lock (the
 * others try to take it every few seconds, so another takes over within that when the
 * leader's connection or process goes); on SQLite the one process.
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
let leadTimer: NodeJS.Timeout | null = null;
let leader = false;
/** Whether this process listens to PostgreSQL's feed (rather than watching a SQLite file). */
let listening = false;

/** The advisory lock the feed's leader holds on its listening connection. */
const LEADER_LOCK = 7_300_033;
/** How often an instance that is not the leader tries to become it. */
const LEAD_RETRY_MS = 5_000;

/** How often a SQLite shop looks for other processes' commits. */
const FILE_POLL_MS = 1_000;

/**
 * Whether this instance acts for all on what the feed reports: on PostgreSQL, while it holds
 * the leader's lock; otherwise (SQLite, one process) always.
 */
export function isFeedLeader(): boolean {
  return leader || !listening;
}

/** Whether the feed reports this instance's own writes too (PostgreSQL) or only others' (SQLite). */
export function feedHearsOwnWrites(): boolean {
  return listening;
}

async function tryLead(c: pg.Client): Promise<void> {
  if (leader || client !== c) return;
  try {
    const r = await c.query<{ ok: boolean }>("select pg_try_advisory_lock($1) as ok", [
      LEADER_LOCK,
    ]);
    leader = client === c && r.rows[0]?.ok === true;
  } catch {
    // The connection is going: its retry takes over.
  }
}

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
    leader = false;
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
    await tryLead(c);
    if (leadTimer) clearInterval(leadTimer);
    leadTimer = setInterval(() => {
      if (client) void tryLead(client);
    }, LEAD_RETRY_MS);
    leadTimer.unref();
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
  listening = true;
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
  if (leadTimer) clearInterval(leadTimer);
  fileTimer = null;
  leadTimer = null;
  leader = false;
  listening = false;
  stopped = true;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  const c = client;
  client = null;
  await c?.end().catch(() => undefined);
}
