/**
 * Keeps the edge caches in front of the shop (`EDGE_PURGE_URLS`, the reference Varnish in
 * deploy/varnish/) in step with the owner's changes: the catalogue (names, prices, stock,
 * categories, an import), the settings, the published home page, menus, content pages and
 * popups (decision 0003). Each is banned as a whole ("^/"): the change feed names tables, not
 * products, and every listing, the home page and each product page's suggestions may show
 * what changed — the same reason the rendered-page cache drops every page on any change.
 *
 * Who sends it, so N instances do not send N bans, and every ban reaches its cache whoever
 * leads (issue 44: one leader for all, started without `EDGE_PURGE_URLS`, dropped every ban):
 * - PostgreSQL: the change feed reports every write of any instance or tool to every
 *   instance. Each edge cache has a lease of its own (db/change-feed.ts, keyed by its purge
 *   address), wanted by the instances whose `EDGE_PURGE_URLS` names it; the one holding it bans
 *   that cache. An instance without the variable wants none and bans nothing, and the others'
 *   bans cover its changes. A lease just taken bans its cache once (changes made while it was
 *   free were heard by nobody for that cache). The instance that made the change sends nothing
 *   itself.
 * - SQLite (one process): the process bans after its own changes ({@link ownerChanged}) and
 *   after another process's write to the file (the feed's "*").
 * Calls within {@link COALESCE_MS} become one ban per cache.
 *
 * An instance without `EDGE_PURGE_URLS` while others ban an edge cache is misconfigured: it
 * logs an error when it learns so (at start, or within 5 s of another instance taking a lease)
 * and `/readyz` answers not ready with the reason ({@link checkEdgeConfiguration}).
 *
 * Shoppers' writes (stock taken by an order, an opinion) ban nothing: they touch `variants`,
 * `products` and `opinions` only, which the owner's catalogue edits touch too but always with
 * the catalogue timestamp in `settings`. The edge shows them within the pages' `s-maxage`.
 */
import { createHash } from "node:crypto";
import {
  feedHearsOwnWrites,
  holdsLease,
  leasesHeldElsewhere,
  onDatabaseChange,
  onLeaseRound,
  wantLeases,
} from "../db/change-feed";
import { edgePurgeUrls, purgeEdge } from "../http/edge-purge";
import { loggerFor } from "../log/logger.mjs";

const log = loggerFor("edge");

/** Tables written only by the owner's changes ("*": anything may have changed). */
const EDGE_TABLES: ReadonlySet<string> = new Set([
  "*",
  "settings",
  "product_i18n",
  "product_prices",
  "categories",
  "category_i18n",
  "home_sections",
  "menus",
  "content_pages",
  "popups",
]);

/**
 * Changes this close together are sent as one ban. Long enough, too, for the other instances
 * on PostgreSQL to hear the change and drop their own caches before the edge asks them again.
 */
export const COALESCE_MS = 200;

/** The lease key of an edge cache: the same for every spelling of its address (URL's `href`). */
export function edgeLeaseKey(url: string): number {
  let href = url.trim();
  try {
    href = new URL(href).href;
  } catch {
    // Not a URL: its own spelling is its key.
  }
  return createHash("sha256").update(href).digest().readUInt32BE(0) & 0x7fffffff;
}

/** Of the caches `urls`, those this instance bans for a change the feed reported in `table`. */
export function cachesToBan(
  table: string,
  urls: readonly string[],
  holds: (key: number) => boolean = holdsLease,
): string[] {
  if (!EDGE_TABLES.has(table)) return [];
  return urls.filter((url) => holds(edgeLeaseKey(url)));
}

let pending: { urls: Set<string>; sent: Promise<number> } | null = null;

/**
 * Bans every shared page at the caches `urls` (default: every configured one), once for all
 * calls within COALESCE_MS; resolves with how many caches answered.
 */
export function banEverywhere(
  urls: readonly string[] = edgePurgeUrls(),
  send: (pattern: string, urls: string[]) => Promise<number> = purgeEdge,
): Promise<number> {
  if (urls.length === 0) return Promise.resolve(0);
  if (!pending) {
    const batch = new Set<string>();
    const sent = new Promise((resolve) => setTimeout(resolve, COALESCE_MS)).then(() => {
      pending = null;
      return send("^/", [...batch]);
    });
    pending = { urls: batch, sent };
  }
  for (const url of urls) pending.urls.add(url);
  return pending.sent;
}

/**
 * Call after the owner's change was committed. On SQLite this process bans now (and returns
 * when the caches answered); on PostgreSQL each cache's lease holder does, within milliseconds.
 */
export async function ownerChanged(): Promise<void> {
  if (!feedHearsOwnWrites()) await banEverywhere();
}

export type EdgeConfiguration = "ok" | "missing" | "differs";

/**
 * This instance's edge caches (their lease keys) against the leases other instances hold
 * (every lease is an edge cache's): "missing" when it has none and others ban some, "differs"
 * when others ban one it lacks (its changes still reach it through them), else "ok".
 */
export function edgeConfiguration(
  mine: readonly number[],
  elsewhere: readonly number[],
): EdgeConfiguration {
  if (elsewhere.every((key) => mine.includes(key))) return "ok";
  return mine.length === 0 ? "missing" : "differs";
}

let reported: EdgeConfiguration = "ok";

/**
 * Compares `EDGE_PURGE_URLS` with the other instances' (PostgreSQL) and says so in the log when
 * that changes: an error when it is missing, a warning when it differs. Null when it cannot be
 * known (SQLite, or no answer).
 */
export async function checkEdgeConfiguration(): Promise<EdgeConfiguration | null> {
  const elsewhere = await leasesHeldElsewhere();
  if (!elsewhere) return null;
  const state = edgeConfiguration(edgePurgeUrls().map(edgeLeaseKey), elsewhere);
  if (state === reported) return state;
  reported = state;
  if (state === "missing")
    log.error(
      { edgeCaches: elsewhere.length },
      "EDGE_PURGE_URLS is not set here while other instances ban edge caches: set it as on " +
        "them (this instance is not ready until then; their bans cover its changes)",
    );
  else if (state === "differs")
    log.warn(
      { EDGE_PURGE_URLS: edgePurgeUrls() },
      "other instances ban an edge cache that EDGE_PURGE_URLS here does not name: give every " +
        "instance the same list",
    );
  else log.info("EDGE_PURGE_URLS agrees with the other instances'");
  return state;
}

wantLeases(edgePurgeUrls().map(edgeLeaseKey));

onDatabaseChange((table) => {
  const urls = cachesToBan(table, edgePurgeUrls());
  if (urls.length > 0) void banEverywhere(urls);
});

onLeaseRound((taken) => {
  const urls = edgePurgeUrls().filter((url) => taken.includes(edgeLeaseKey(url)));
  if (urls.length > 0) void banEverywhere(urls);
  void checkEdgeConfiguration();
});
