/**
 * Keeps the edge caches in front of the shop (`EDGE_PURGE_URLS`, the reference Varnish in
 * deploy/varnish/) in step with the owner's changes: the catalogue (names, prices, stock,
 * categories, an import), the settings, the published home page, menus, content pages and
 * popups (decision 0003). Each is banned as a whole ("^/"): the change feed names tables, not
 * products, and every listing, the home page and each product page's suggestions may show
 * what changed — the same reason the rendered-page cache drops every page on any change.
 *
 * Who sends it, so N instances do not send N bans:
 * - PostgreSQL: the change feed reports every write of any instance or tool to every
 *   instance; only the feed's leader (db/change-feed.ts, one instance holding an advisory
 *   lock) turns them into bans. The instance that made the change sends nothing itself.
 * - SQLite (one process): the process bans after its own changes ({@link ownerChanged}) and
 *   after another process's write to the file (the feed's "*").
 * Calls within {@link COALESCE_MS} become one ban per cache.
 *
 * Shoppers' writes (stock taken by an order, an opinion) ban nothing: they touch `variants`,
 * `products` and `opinions` only, which the owner's catalogue edits touch too but always with
 * the catalogue timestamp in `settings`. The edge shows them within the pages' `s-maxage`.
 */
import { feedHearsOwnWrites, isFeedLeader, onDatabaseChange } from "../db/change-feed";
import { edgePurgeUrls, purgeEdge } from "../http/edge-purge";

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

let pending: Promise<number> | null = null;

/** Bans every shared page at every edge cache, once for all calls within COALESCE_MS. */
export function banEverywhere(
  send: (pattern: string) => Promise<number> = purgeEdge,
): Promise<number> {
  if (edgePurgeUrls().length === 0) return Promise.resolve(0);
  pending ??= new Promise((resolve) => setTimeout(resolve, COALESCE_MS)).then(() => {
    pending = null;
    return send("^/");
  });
  return pending;
}

/** Whether a change the feed reported should reach the edge from this instance. */
export function bansFor(table: string, leader = isFeedLeader()): boolean {
  return leader && EDGE_TABLES.has(table);
}

/**
 * Call after the owner's change was committed. On SQLite this process bans now (and returns
 * when the caches answered); on PostgreSQL the feed's leader does, within milliseconds.
 */
export async function ownerChanged(): Promise<void> {
  if (!feedHearsOwnWrites()) await banEverywhere();
}

onDatabaseChange((table) => {
  if (bansFor(table)) void banEverywhere();
});
