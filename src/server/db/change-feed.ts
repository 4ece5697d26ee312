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
 * What must happen once for all instances rather than on each (telling an edge cache to drop
 * pages, services/edge-sync.ts) is done by the holder of its lease ({@link wantLeases}): on
 * PostgreSQL the one instance, among those that want it, whose listening connection holds a
 * session advisory lock on the lease's key (the others try to take it every few seconds, so
 * another takes over within that when the holder's connection or process goes); on SQLite the
 * one process holds every lease. Until issue 44 one lock made one instance the leader of
 * everything, and a leader started without `EDGE_PURGE_URLS` dropped every ban.
 */
import type { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { loggerFor } from "../log/logger.mjs";
import { CHANGE_CHANNEL } from "./migrations/007_shared_instances.ts";

const log = loggerFor("db");

export type ChangeListener = (table: string) => void;

const listeners = new Set<ChangeListener>();
let client: pg.Client | null = null;
/** The listening connection once it listens (the leases are taken on it). */
let readyClient: pg.Client | null = null;
let stopped = false;
let retryTimer: NodeJS.Timeout | null = null;
let fileTimer: NodeJS.Timeout | null = null;
let leadTimer: NodeJS.Timeout | null = null;
/** Whether this process listens to PostgreSQL's feed (rather than watching a SQLite file). */
let listening = false;

/** The class of the leases' advisory locks (two-key form: this and the lease's key). */
const LEASE_CLASS = 7_300_033;
/** How often an instance tries to take the leases it wants and does not hold. */
const LEAD_RETRY_MS = 5_000;
let wanted: readonly number[] = [];
const held = new Set<number>();
let leading: Promise<void> | null = null;
const roundListeners = new Set<(taken: readonly number[]) => void>();

/** How often a SQLite shop looks for other processes' commits. */
const FILE_POLL_MS = 1_000;

/**
 * The leases this instance wants (keys 0..2^31-1): each is held by at most one instance of
 * those on the database that want it. Replaces the previous wish.
 */
export function wantLeases(keys: readonly number[]): void {
  wanted = [...new Set(keys)];
  if (readyClient) void tryLead(readyClient);
}

/** Whether this instance holds a lease: on PostgreSQL while its lock is held; on SQLite always. */
export function holdsLease(key: number): boolean {
  return !listening || held.has(key);
}

/**
 * Calls `listener` after each round of taking leases (once the feed listens, then every
 * LEAD_RETRY_MS) with the leases taken in it.
 */
export function onLeaseRound(listener: (taken: readonly number[]) => void): () => void {
  roundListeners.add(listener);
  return () => roundListeners.delete(listener);
}

/**
 * The leases other instances hold now (PostgreSQL), or null when this instance does not listen
 * to a feed or the database did not answer.
 */
export async function leasesHeldElsewhere(): Promise<number[] | null> {
  const c = readyClient;
  if (!c) return null;
  try {
    const r = await c.query<{ key: string }>(
      `select objid::text as key from pg_locks where locktype = 'advisory' and granted
       and classid = $1 and objsubid = 2 and pid <> pg_backend_pid()
       and database = (select oid from pg_database where datname = current_database())`,
      [LEASE_CLASS],
    );
    return r.rows.map((row) => Number(row.key));
  } catch {
    return null;
  }
}

/** Whether the feed reports this instance's own writes too (PostgreSQL) or only others' (SQLite). */
export function feedHearsOwnWrites(): boolean {
  return listening;
}

/** One round: tries each lease wanted and not held (one round at a time). */
function tryLead(c: pg.Client): Promise<void> {
  leading ??= leadRound(c).finally(() => {
    leading = null;
  });
  return leading;
}

async function leadRound(c: pg.Client): Promise<void> {
  const taken: number[] = [];
  try {
    for (const key of wanted) {
      if (held.has(key) || client !== c) continue;
      const r = await c.query<{ ok: boolean }>("select pg_try_advisory_lock($1, $2) as ok", [
        LEASE_CLASS,
        key,
      ]);
      if (client === c && r.rows[0]?.ok === true) {
        held.add(key);
        taken.push(key);
      }
    }
  } catch {
    // The connection is going: its retry takes over.
  }
  if (client !== c) return;
  for (const round of roundListeners) {
    try {
      round(taken);
    } catch (error) {
      log.error({ err: error }, "lease listener failed");
    }
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
    readyClient = null;
    held.clear();
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
    if (client !== c) return;
    readyClient = c;
    await tryLead(c);
    if (leadTimer) clearInterval(leadTimer);
    leadTimer = setInterval(() => {
      if (readyClient) void tryLead(readyClient);
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
  held.clear();
  listening = false;
  stopped = true;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  const c = client;
  client = null;
  readyClient = null;
  await c?.end().catch(() => undefined);
}
