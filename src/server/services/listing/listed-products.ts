/**
 * Products as lists show them (listings, search, alternatives, home sections), and product
 * pages' products (`keptPageProduct`), kept between requests while the shared data's version stays the same (services/page-version.ts: catalogue
 * timestamp, settings, every write heard of, listing index builds) and at most a minute, as
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
/** Product pages' products (with history, components and linked products) by language and url. */
const pageProducts = new LRUCache<string, Product>({ max: 2000, ttl: 60_000 });
/** Other shared page data (`keptShared`): a home page's sections and opinions. */
const shared = new LRUCache<string, { value: unknown }>({ max: 200, ttl: 60_000 });
let keptVersion = "";

/** The shared data's version, emptying both caches when it moved on. */
async function currentVersion(): Promise<string> {
  const version = await sharedPagesVersion();
  if (version !== keptVersion) {
    kept.clear();
    pageProducts.clear();
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
 * A product page's product (`load`: the catalogue's product by url), kept like listed products
 * (a product page read it with nine queries on every render: issue 33). An unknown url is
 * never kept, so made-up urls cannot fill the cache.
 */
export async function keptPageProduct(
  lang: string,
  url: string,
  load: () => Promise<Product | null>,
): Promise<Product | null> {
  if (!FRAGMENTS_KEPT) return load();
  const version = await currentVersion();
  const key = `${lang}|${url}`;
  const hit = pageProducts.get(key);
  if (hit) return hit;
  const product = await load();
  if (product) {
    deepFreeze(product);
    if (keptVersion === version) pageProducts.set(key, product);
  }
  return product;
}

/**
 * Shared page data under `key` (`load` reads it), kept like listed products and frozen: the
 * home page's sections (a query and a schema parse of each) and its newest opinions. A load
 * that fails is not kept.
 */
export async function keptShared<T>(key: string, load: () => Promise<T>): Promise<T> {
  if (!FRAGMENTS_KEPT) return load();
  const version = await currentVersion();
  const hit = shared.get(key);
  if (hit) return hit.value as T;
  const value = deepFreeze(await load());
  if (keptVersion === version) shared.set(key, { value });
  return value;
}
