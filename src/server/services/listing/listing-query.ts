/**
 * Queries the listing index (listing-index.ts): one listing's page of ids, its
 * total and its disjunctive facet counts (listing-facets.ts), computed with
 * word-wise AND/OR over the scope and every active filter.
 */
import type {
  AttrFilter,
  Availability,
  PriceRange,
} from "../../../domain/catalogue/catalogue-filters";
import type { ListingSort } from "../../../contracts/listing.types";
import { andAll, bitsFor, countBits, hasBit, orAll, setBit, type Bits } from "./listing-bitset";
import { countFacets, type IndexFacets } from "./listing-facets";
import type { LangIndex, ListingIndex } from "./listing-index";
import { priceOrder, type ShopperPrices } from "./listing-price-order";

export interface IndexScope {
  categoryId?: number | undefined;
  groupId?: number | undefined;
  manufacturerId?: number | undefined;
}

export interface IndexFilters {
  attrs: readonly AttrFilter[];
  manufacturers: readonly number[];
  availability: readonly Availability[];
  categories: readonly number[];
  /** In the base currency. */
  price: PriceRange | null;
}

export interface IndexQuery {
  lang: string;
  scope: IndexScope;
  filters: IndexFilters;
  sort: ListingSort;
  offset: number;
  limit: number;
  /** Category ids to count (the subcategory facet). */
  facetCategories: readonly number[];
  /** Leave sold-out products out (showSoldOutOnList off). */
  hideSoldOut?: boolean | undefined;
  /** The price the shopper sees, which price sorts follow (retail gross when absent). */
  shopper?: ShopperPrices | undefined;
  /** Ids only, facets left empty (a product page's suggestions count nothing). */
  idsOnly?: boolean | undefined;
}

export interface IndexResult {
  ids: number[];
  total: number;
  /** Products in scope before any filter. */
  scopeTotal: number;
  facets: IndexFacets;
}

function priceBits(index: ListingIndex, lang: LangIndex, range: PriceRange): Bits {
  const bits = bitsFor(index.size);
  const order = lang.byPrice;
  const price = lang.price;
  const min = range.min ?? Number.NEGATIVE_INFINITY;
  const max = range.max ?? Number.POSITIVE_INFINITY;
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((price[order[mid] as number] as number) < min) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < order.length; i++) {
    const pos = order[i] as number;
    if ((price[pos] as number) > max) break;
    setBit(bits, pos);
  }
  return bits;
}

const NO_FACETS = (): IndexFacets => ({
  attributes: new Map(),
  manufacturers: [],
  availability: [],
  categories: [],
  price: null,
});

const EMPTY_RESULT = (): IndexResult => ({
  ids: [],
  total: 0,
  scopeTotal: 0,
  facets: NO_FACETS(),
});

export function queryListing(index: ListingIndex, q: IndexQuery): IndexResult {
  const lang = index.langs.get(q.lang);
  if (!lang) return EMPTY_RESULT();
  const size = index.size;
  const none = bitsFor(size);
  const scopeSets: Bits[] = [];
  if (q.scope.categoryId !== undefined)
    scopeSets.push(index.categories.get(q.scope.categoryId) ?? none);
  if (q.scope.groupId !== undefined) scopeSets.push(index.groups.get(q.scope.groupId) ?? none);
  if (q.scope.manufacturerId !== undefined)
    scopeSets.push(index.manufacturers.get(q.scope.manufacturerId) ?? none);
  const base = andAll(lang.listed, scopeSets);
  if (q.hideSoldOut) {
    const soldout = index.availability.soldout;
    for (let i = 0; i < base.length; i++) base[i] = (base[i] as number) & ~(soldout[i] as number);
  }

  // One OR-set per active filter, keyed so a facet can leave its own out.
  const active = new Map<string, Bits>();
  for (const attr of q.filters.attrs) {
    const sets = attr.values.map((v) => index.values.get(v)).filter((b): b is Bits => !!b);
    active.set(`a${attr.attribute}`, orAll(size, sets));
  }
  if (q.filters.manufacturers.length > 0)
    active.set(
      "m",
      orAll(
        size,
        q.filters.manufacturers.map((m) => index.manufacturers.get(m) ?? none),
      ),
    );
  if (q.filters.availability.length > 0)
    active.set(
      "v",
      orAll(
        size,
        q.filters.availability.map((a) => index.availability[a]),
      ),
    );
  if (q.filters.categories.length > 0)
    active.set(
      "c",
      orAll(
        size,
        q.filters.categories.map((c) => index.categories.get(c) ?? none),
      ),
    );
  if (q.filters.price) active.set("p", priceBits(index, lang, q.filters.price));

  const all = andAll(base, [...active.values()]);
  const without = (key: string): Bits =>
    active.has(key)
      ? andAll(
          base,
          [...active.entries()].filter(([k]) => k !== key).map(([, b]) => b),
        )
      : all;

  const facets = q.idsOnly ? NO_FACETS() : countFacets(index, lang, q, without);

  // The page, walking the presorted order.
  const order =
    q.sort === "price_asc"
      ? priceOrder(lang, q.shopper).byPrice
      : q.sort === "price_desc"
        ? priceOrder(lang, q.shopper).byPriceDesc
        : q.sort === "newest"
          ? index.byNewest
          : index.byIdx;
  const total = countBits(all);
  const ids: number[] = [];
  let seen = 0;
  const end = q.offset + q.limit;
  if (q.offset < total) {
    for (const pos of order) {
      if (!hasBit(all, pos)) continue;
      if (seen >= q.offset) ids.push(index.ids[pos] as number);
      seen++;
      if (seen >= end) break;
    }
  }
  return {
    ids,
    total,
    scopeTotal: countBits(base),
    facets,
  };
}
