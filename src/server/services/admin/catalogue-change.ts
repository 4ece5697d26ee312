/**
 * What follows a committed change of the catalogue in the back office (issue 31, item 6), so a
 * shopper sees it at once: the write moved the catalogue timestamp (`touchCatalogue`, in the
 * same transaction), so this process reads it again now instead of within 5 s, rebuilds the
 * listing index and waits for it, makes every rendered page a miss and asks the edge caches
 * to drop theirs (http/edge-purge.ts). Other instances on a
 * shared PostgreSQL hear the timestamp's write through the change feed and do the same.
 */
import { refreshListingIndex } from "../listing/listing.service";
import { bumpSharedPages, sharedPagesChanged } from "../page-version";
import { clearSettingsCache } from "../settings.service";

export async function catalogueChanged(): Promise<void> {
  clearSettingsCache();
  bumpSharedPages();
  await refreshListingIndex();
  await sharedPagesChanged();
}
