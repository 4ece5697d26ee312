/**
 * In-memory listing index: one bitset per category (subtree), attribute value,
 * manufacturer, group and availability state, plus presorted orders per
 * language. A listing with any filters, its disjunctive facet counts and its
 * page of ids are computed with word-wise AND/OR and popcounts (100k products
 * = 3 125 32-bit words per set), never by scanning product rows per request.
 *
 * Built from a handful of full-table reads (listing.repository.ts) and rebuilt
 * when the catalogue timestamp changes (listing.service.ts). Pure: no I/O here.
 *
 * Facets are disjunctive: the counts of one facet (an attribute, producers,
 * availability, categories, the price bounds) are computed with every other
 * active filter applied but not its own, so a shopper sees how many products
 * each additional value would add.
 */
import type { Availability, AttrFilter, PriceRange } from "../../domain/catalogue-filters";
import { AVAILABILITIES } from "../../domain/catalogue-filters";

export type ListingSort = "auto" | "newest" | "price_asc" | "price_desc";

// ------------------------------------------------------------------ bitsets

export type Bits = Uint32Array;

export const bitsFor = (size: number): Bits => new Uint32Array((size + 31) >>> 5);

export function setBit(bits: Bits, pos: number): void {
  const word = pos >>> 5;
  bits[word] = (bits[word] as number) | (1 << (pos & 31));
}

export function hasBit(bits: Bits, pos: number): boolean {
  return ((bits[pos >>> 5] as number) & (1 << (pos & 31))) !== 0;
}

function popcount32(v: number): number {
  v = v - ((v >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function countBits(bits: Bits): number {
  let n = 0;
  for (let i = 0; i < bits.length; i++) n += popcount32(bits[i] as number);
  return n;
}

/** |a ∧ b| without allocating. */
export function countAnd(a: Bits, b: Bits): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) n += popcount32((a[i] as number) & (b[i] as number));
  return n;
}

/** The intersection of all sets (a copy of `first` when alone). */
export function andAll(first: Bits, rest: readonly Bits[]): Bits {
  const out = first.slice();
  for (const bits of rest)
    for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) & (bits[i] as number);
  return out;
}

export function orAll(size: number, sets: readonly Bits[]): Bits {
  const out = bitsFor(size);
  for (const bits of sets)
    for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) | (bits[i] as number);
  return out;
}

// ------------------------------------------------------------------ index

export interface IndexProductRow {
  id: number;
  manufacturerId: number | null;
  visible: boolean;
  preorder: boolean;
  stock: number;
  idx: number;
  createdAt: string;
}

export interface IndexRows {
  /** Any order; positions follow ascending id. */
  products: IndexProductRow[];
  prices: { productId: number; lang: string; sortPrice: number }[];
  categories: { productId: number; categoryId: number }[];
  attributes: { productId: number; attributeId: number; valueId: number }[];
  groups: { productId: number; groupId: number }[];
}

interface LangIndex {
  /** Visible products with a price in this language. */
  listed: Bits;
  /** Base-currency sort price by position (NaN without a price). */
  price: Float64Array;
  /** Positions with a price, by price ascending then id. */
  byPrice: Int32Array;
  byPriceDesc: Int32Array;
}

export interface ListingIndex {
  size: number;
  ids: Int32Array;
  positionOf: Map<number, number>;
  categories: Map<number, Bits>;
  values: Map<number, Bits>;
  /** Attribute id -> value ids present in the catalogue. */
  attributeValues: Map<number, number[]>;
  valueAttribute: Map<number, number>;
  manufacturers: Map<number, Bits>;
  groups: Map<number, Bits>;
  availability: Record<Availability, Bits>;
  byIdx: Int32Array;
  byNewest: Int32Array;
  langs: Map<string, LangIndex>;
}

function bitsMap<K>(
  size: number,
  rows: readonly { productId: number }[],
  key: (row: never) => K,
  positionOf: Map<number, number>,
): Map<K, Bits> {
  const out = new Map<K, Bits>();
  for (const row of rows) {
    const pos = positionOf.get(row.productId);
    if (pos === undefined) continue;
    const k = key(row as never);
    let bits = out.get(k);
    if (!bits) {
      bits = bitsFor(size);
      out.set(k, bits);
    }
    setBit(bits, pos);
  }
  return out;
}

export function buildListingIndex(rows: IndexRows): ListingIndex {
  const products = [...rows.products].sort((a, b) => a.id - b.id);
  const size = products.length;
  const ids = Int32Array.from(products.map((p) => p.id));
  const positionOf = new Map<number, number>();
  products.forEach((p, i) => positionOf.set(p.id, i));

  const visible = bitsFor(size);
  const availability = {
    available: bitsFor(size),
    preorder: bitsFor(size),
    soldout: bitsFor(size),
  } satisfies Record<Availability, Bits>;
  const manufacturers = new Map<number, Bits>();
  products.forEach((p, i) => {
    if (p.visible) setBit(visible, i);
    if (p.stock > 0) setBit(availability.available, i);
    if (p.preorder) setBit(availability.preorder, i);
    if (p.stock <= 0 && !p.preorder) setBit(availability.soldout, i);
    if (p.manufacturerId !== null) {
      let bits = manufacturers.get(p.manufacturerId);
      if (!bits) manufacturers.set(p.manufacturerId, (bits = bitsFor(size)));
      setBit(bits, i);
    }
  });

  const positions = Int32Array.from(products.keys());
  const byIdx = positions
    .slice()
    .sort((a, b) => (products[a]?.idx ?? 0) - (products[b]?.idx ?? 0) || a - b);
  const created = products.map((p) => Date.parse(p.createdAt) || 0);
  const byNewest = positions.slice().sort((a, b) => (created[b] ?? 0) - (created[a] ?? 0) || a - b);

  const langs = new Map<string, LangIndex>();
  for (const row of rows.prices) {
    const pos = positionOf.get(row.productId);
    if (pos === undefined) continue;
    let lang = langs.get(row.lang);
    if (!lang) {
      lang = {
        listed: bitsFor(size),
        price: new Float64Array(size).fill(Number.NaN),
        byPrice: new Int32Array(0),
        byPriceDesc: new Int32Array(0),
      };
      langs.set(row.lang, lang);
    }
    lang.price[pos] = row.sortPrice;
    if (hasBit(visible, pos)) setBit(lang.listed, pos);
  }
  for (const lang of langs.values()) {
    const priced = positions.filter((p) => !Number.isNaN(lang.price[p]));
    const price = lang.price;
    lang.byPrice = priced
      .slice()
      .sort((a, b) => (price[a] as number) - (price[b] as number) || a - b);
    lang.byPriceDesc = priced
      .slice()
      .sort((a, b) => (price[b] as number) - (price[a] as number) || a - b);
  }

  const attributeValues = new Map<number, Set<number>>();
  const valueAttribute = new Map<number, number>();
  for (const row of rows.attributes) {
    valueAttribute.set(row.valueId, row.attributeId);
    let set = attributeValues.get(row.attributeId);
    if (!set) attributeValues.set(row.attributeId, (set = new Set()));
    set.add(row.valueId);
  }

  return {
    size,
    ids,
    positionOf,
    categories: bitsMap(
      size,
      rows.categories,
      (r: { categoryId: number }) => r.categoryId,
      positionOf,
    ),
    values: bitsMap(size, rows.attributes, (r: { valueId: number }) => r.valueId, positionOf),
    attributeValues: new Map(
      [...attributeValues].map(([a, set]) => [a, [...set].sort((x, y) => x - y)]),
    ),
    valueAttribute,
    manufacturers,
    groups: bitsMap(size, rows.groups, (r: { groupId: number }) => r.groupId, positionOf),
    availability,
    byIdx,
    byNewest,
    langs,
  };
}

// ------------------------------------------------------------------ query

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
}

export interface FacetCount {
  id: number;
  count: number;
}

export interface IndexResult {
  ids: number[];
  total: number;
  /** Products in scope before any filter. */
  scopeTotal: number;
  facets: {
    /** attribute id -> counts per value (values with a count or selected). */
    attributes: Map<number, FacetCount[]>;
    manufacturers: FacetCount[];
    availability: { id: Availability; count: number }[];
    categories: FacetCount[];
    /** Base-currency price bounds of the products matching the other filters. */
    price: { min: number; max: number } | null;
  };
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

function priceBounds(lang: LangIndex, bits: Bits): { min: number; max: number } | null {
  let min: number | null = null;
  let max: number | null = null;
  for (const pos of lang.byPrice) {
    if (hasBit(bits, pos)) {
      min = lang.price[pos] as number;
      break;
    }
  }
  for (const pos of lang.byPriceDesc) {
    if (hasBit(bits, pos)) {
      max = lang.price[pos] as number;
      break;
    }
  }
  return min === null || max === null ? null : { min, max };
}

const EMPTY_RESULT = (): IndexResult => ({
  ids: [],
  total: 0,
  scopeTotal: 0,
  facets: {
    attributes: new Map(),
    manufacturers: [],
    availability: [],
    categories: [],
    price: null,
  },
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

  // Facet counts.
  const attributes = new Map<number, FacetCount[]>();
  const selectedValues = new Set(q.filters.attrs.flatMap((a) => a.values));
  for (const [attribute, values] of index.attributeValues) {
    const set = without(`a${attribute}`);
    const counts: FacetCount[] = [];
    for (const value of values) {
      const bits = index.values.get(value);
      const count = bits ? countAnd(set, bits) : 0;
      if (count > 0 || selectedValues.has(value)) counts.push({ id: value, count });
    }
    if (counts.length > 0) attributes.set(attribute, counts);
  }
  const mSet = without("m");
  const manufacturers: FacetCount[] = [];
  for (const [id, bits] of index.manufacturers) {
    const count = countAnd(mSet, bits);
    if (count > 0 || q.filters.manufacturers.includes(id)) manufacturers.push({ id, count });
  }
  const vSet = without("v");
  const availability = AVAILABILITIES.map((id) => ({
    id,
    count: countAnd(vSet, index.availability[id]),
  })).filter((a) => a.count > 0 || q.filters.availability.includes(a.id));
  const cSet = without("c");
  const categories = q.facetCategories.map((id) => {
    const bits = index.categories.get(id);
    return { id, count: bits ? countAnd(cSet, bits) : 0 };
  });
  const price = priceBounds(lang, without("p"));

  // The page, walking the presorted order.
  const order =
    q.sort === "price_asc"
      ? lang.byPrice
      : q.sort === "price_desc"
        ? lang.byPriceDesc
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
    facets: { attributes, manufacturers, availability, categories, price },
  };
}
