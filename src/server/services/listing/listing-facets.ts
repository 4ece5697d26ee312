/**
 * Disjunctive facet counts of a listing query (listing-query.ts): the counts
 * of one facet (an attribute, producers, availability, categories, the price
 * bounds) use every other active filter but not its own.
 */
import { AVAILABILITIES, type Availability } from "../../../domain/catalogue/catalogue-filters";
import { countAnd, hasBit, type Bits } from "./listing-bitset";
import type { LangIndex, ListingIndex } from "./listing-index";
import type { IndexQuery } from "./listing-query";

export interface FacetCount {
  id: number;
  count: number;
}

export interface IndexFacets {
  /** attribute id -> counts per value (values with a count or selected). */
  attributes: Map<number, FacetCount[]>;
  manufacturers: FacetCount[];
  availability: { id: Availability; count: number }[];
  categories: FacetCount[];
  /** Base-currency price bounds of the products matching the other filters. */
  price: { min: number; max: number } | null;
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

/** `without(key)`: the products matching every active filter except the one under `key`. */
export function countFacets(
  index: ListingIndex,
  lang: LangIndex,
  q: IndexQuery,
  without: (key: string) => Bits,
): IndexFacets {
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
  return { attributes, manufacturers, availability, categories, price };
}
