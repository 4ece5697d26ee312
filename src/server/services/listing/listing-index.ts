/**
 * In-memory listing index: one bitset per category (subtree), attribute value,
 * manufacturer, group and availability state, plus presorted orders per
 * language. A listing with any filters, its disjunctive facet counts and its
 * page of ids are computed with word-wise AND/OR and popcounts (100k products
 * = 3 125 32-bit words per set), never by scanning product rows per request.
 *
 * Built from a handful of full-table reads (listing.repository.ts) and rebuilt
 * when the catalogue timestamp changes (listing.service.ts). Pure: no I/O here.
 * Bit operations live in listing-bitset.ts, queries in listing-query.ts and
 * listing-facets.ts.
 *
 * Facets are disjunctive: the counts of one facet (an attribute, producers,
 * availability, categories, the price bounds) are computed with every other
 * active filter applied but not its own, so a shopper sees how many products
 * each additional value would add.
 */
import type { Availability } from "../../../domain/catalogue/catalogue-filters";
import { bitsFor, hasBit, setBit, type Bits } from "./listing-bitset";
import { ordersBy, type PriceOrder } from "./listing-price-order";

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
  /**
   * `sortPrice`: the retail gross price lists sort by; `wholesalePrice`: the wholesale list
   * price (gross), when the product has one; `vat`: the price list's VAT rate.
   */
  prices: {
    productId: number;
    lang: string;
    sortPrice: number;
    wholesalePrice?: number | null | undefined;
    vat?: number | undefined;
  }[];
  categories: { productId: number; categoryId: number }[];
  attributes: { productId: number; attributeId: number; valueId: number }[];
  groups: { productId: number; groupId: number }[];
}

export interface LangIndex {
  /** Visible products with a price in this language. */
  listed: Bits;
  /** Base-currency sort price by position (NaN without a price). */
  price: Float64Array;
  /** Positions with a price, by price ascending then id. */
  byPrice: Int32Array;
  byPriceDesc: Int32Array;
  /** What a wholesale customer pays by position: the lower of the wholesale list and `price`. */
  wholesalePrice: Float64Array;
  /** VAT rate by position, and whether every priced product has the same one. */
  vat: Float64Array;
  uniformVat: boolean;
  /** Orders by the price other shoppers see, built on first use (listing-price-order.ts). */
  orders: Map<string, PriceOrder>;
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
        wholesalePrice: new Float64Array(size).fill(Number.NaN),
        vat: new Float64Array(size),
        uniformVat: true,
        orders: new Map(),
      };
      langs.set(row.lang, lang);
    }
    lang.price[pos] = row.sortPrice;
    const wholesale = row.wholesalePrice;
    lang.wholesalePrice[pos] =
      typeof wholesale === "number" ? Math.min(wholesale, row.sortPrice) : row.sortPrice;
    lang.vat[pos] = row.vat ?? 0;
    if (hasBit(visible, pos)) setBit(lang.listed, pos);
  }
  for (const lang of langs.values()) {
    const priced = positions.filter((p) => !Number.isNaN(lang.price[p]));
    const price = lang.price;
    Object.assign(
      lang,
      ordersBy(priced, (pos) => price[pos] as number),
    );
    const first = priced[0];
    lang.uniformVat = priced.every((pos) => lang.vat[pos] === lang.vat[first ?? 0]);
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
