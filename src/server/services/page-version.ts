/**
 * The version of everything shared pages show, for the rendered-page cache:
 * the catalogue timestamp, a digest of the settings and a counter this
 * process bumps after its own writes that change shared pages without
 * touching the catalogue timestamp (stock taken by an order or given back,
 * a new opinion), and on PostgreSQL after every such write of any instance
 * (db/change-feed.ts), and the number of listing indexes built (a listing
 * rendered during a rebuild used the previous index: it must not outlive the
 * rebuild in the cache). A change of any part makes every cached page a miss.
 */
import { onDatabaseChange } from "../db/change-feed";
import { sharedDataVersion } from "../http/page-cache/rendered-page-cache-key";
import { listingIndexBuilds } from "./listing/listing.service";
import { ownerChanged } from "./edge-sync";
import { cachedProductsTimestamp, getSettingsVersion } from "./settings.service";

let localWrites = 0;

/**
 * Whether fragments of shared pages (product boxes, features/catalogue/card-cache.ts) and the
 * products lists show (listing/listed-products.ts) are kept per version; `FRAGMENT_CACHE=off`
 * reads and renders them on every request.
 */
export const FRAGMENTS_KEPT = process.env["FRAGMENT_CACHE"] !== "off";

onDatabaseChange(() => {
  localWrites++;
});

/** Call after a committed write that changes what shared pages show. */
export function bumpSharedPages(): void {
  localWrites++;
}

/**
 * Call after the owner made a change shoppers must see at once (a publish, a settings save, a
 * catalogue edit): every page cached here is dropped, and the edge caches are asked to drop
 * theirs (services/edge-sync.ts: this process on SQLite, the change feed's leader on
 * PostgreSQL).
 */
export async function sharedPagesChanged(): Promise<void> {
  bumpSharedPages();
  await ownerChanged();
}

export async function sharedPagesVersion(): Promise<string> {
  const [timestamp, settings] = await Promise.all([
    cachedProductsTimestamp(),
    getSettingsVersion(),
  ]);
  return sharedDataVersion({
    timestamp,
    settings,
    writes: localWrites,
    indexBuilds: listingIndexBuilds(),
  });
}
