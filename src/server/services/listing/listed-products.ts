/**
 * Products as lists show them (listings, search, alternatives, home sections), and other shared
 * page data (`keptShared`: product pages' products and opinions, the home page's sections and
 * opinions), kept between requests while the shared data's version stays the same
 * (services/page-version.ts: catalogue timestamp, settings, every write heard of, listing index
 * builds) and at most a minute, as
 * the rendered-page cache keeps pages: a category page read its 24 products with six queries
 * and parsed their JSON on every render, about a third of it once its boxes were kept
 * (issue 33). A version change empties it.
 *
 * `FRAGMENT_CACHE=off` reads them every time, as it renders every product box.
 *
 * Kept products are frozen: one object serves every request, so a caller that changed one
 * would change it for all; a write to a frozen object throws in strict-mode modules.
 */
import { LRUCache } from "lru-cache";
import type { Product } from "../../../domain/catalogue/catalogue.types";
import { getDb } from "../../db/client";
import { loadProducts } from "../../repositories/catalogue/products.repository";
import { FRAGMENTS_KEPT, sharedPagesVersion } from "../page-version";

const kept = new LRUCache<string, Product>({ max: 4000, ttl: 60_000 });
/** Other shared page data (`keptShared`), mostly product pages' products and opinions. */
const shared = new LRUCache<string, { value: unknown }>({ max: 4000, ttl: 60_000 });
let keptVersion = "";

/** The shared data's version, emptying the caches when it moved on. */
async function currentVersion(): Promise<string> {
  const version = await sharedPagesVersion();
  if (version !== keptVersion) {
    kept.clear();
    shared.clear();
    keptVersion = version;
  }
  return version;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The products of `ids` (as `loadProducts` with only a language), in order, unknown ones left out. */
export async function listedProducts(ids: readonly number[], lang: string): Promise<Product[]> {
  if (!FRAGMENTS_KEPT) return loadProducts(await getDb(), ids, { lang });
  const version = await currentVersion();
  const key = (id: number | string) => `${lang}|${id}`;
  const missing = ids.filter((id) => !kept.has(key(id)));
  const fresh = new Map<string, Product>();
  if (missing.length > 0) {
    for (const product of await loadProducts(await getDb(), missing, { lang }))
      fresh.set(product._id, deepFreeze(product));
    // Read while the version moved on: for this answer only.
    if (keptVersion === version) for (const [id, product] of fresh) kept.set(key(id), product);
  }
  return ids
    .map((id) => fresh.get(String(id)) ?? kept.get(key(id)))
    .filter((p): p is Product => p !== undefined);
}

/**
 * Shared page data under `key` (`load` reads it), kept like listed products and frozen. A load
 * that fails is never kept, nor a value `keep` refuses (a product page's unknown url, so made-up
 * urls cannot fill the cache).
 */
export async function keptShared<T>(
  key: string,
  load: () => Promise<T>,
  keep: (value: T) => boolean = () => true,
): Promise<T> {
  if (!FRAGMENTS_KEPT) return load();
  const version = await currentVersion();
  const hit = shared.get(key);
  if (hit) return hit.value as T;
  const value = deepFreeze(await load());
  if (keptVersion === version && keep(value)) shared.set(key, { value });
  return value;
}
