import { describe, expect, it } from "vitest";
import { countAnd, countBits } from "./listing-bitset";
import { buildListingIndex, type IndexRows } from "./listing-index";
import { queryListing, type IndexFilters } from "./listing-query";

/** A deterministic catalogue of 300 products with every kind of facet. */
function fixture(): IndexRows {
  const rows: IndexRows = { products: [], prices: [], categories: [], attributes: [], groups: [] };
  let seed = 7;
  const rnd = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  for (let id = 300; id >= 1; id--) {
    rows.products.push({
      id,
      manufacturerId: rnd(5) === 0 ? null : 1 + rnd(4),
      visible: rnd(20) !== 0,
      preorder: rnd(10) === 0,
      stock: rnd(4) === 0 ? 0 : rnd(30),
      idx: rnd(50),
      createdAt: new Date(Date.UTC(2026, 0, 1 + rnd(300))).toISOString(),
    });
    if (rnd(15) !== 0) rows.prices.push({ productId: id, lang: "pl", sortPrice: 1 + rnd(500) / 2 });
    const category = 2 + rnd(3);
    rows.categories.push({ productId: id, categoryId: 1 }, { productId: id, categoryId: category });
    rows.attributes.push({ productId: id, attributeId: 1, valueId: 10 + rnd(4) });
    if (rnd(2) === 0) rows.attributes.push({ productId: id, attributeId: 1, valueId: 10 + rnd(4) });
    rows.attributes.push({ productId: id, attributeId: 2, valueId: 20 + rnd(3) });
    if (rnd(3) === 0) rows.groups.push({ productId: id, groupId: 1 });
  }
  return rows;
}

/** The same listing computed row by row, to check the bitsets against. */
function bruteForce(rows: IndexRows, filters: IndexFilters, skip?: string): number[] {
  const price = new Map(rows.prices.map((p) => [p.productId, p.sortPrice]));
  const has = (id: number, valueIds: readonly number[]) =>
    rows.attributes.some((a) => a.productId === id && valueIds.includes(a.valueId));
  return rows.products
    .filter((p) => p.visible && price.has(p.id))
    .filter((p) => rows.categories.some((c) => c.productId === p.id && c.categoryId === 1))
    .filter((p) => filters.attrs.every((a) => skip === `a${a.attribute}` || has(p.id, a.values)))
    .filter(
      (p) =>
        skip === "m" ||
        filters.manufacturers.length === 0 ||
        filters.manufacturers.includes(p.manufacturerId ?? -1),
    )
    .filter((p) => {
      if (!filters.price) return true;
      const value = price.get(p.id) ?? 0;
      return value >= (filters.price.min ?? -Infinity) && value <= (filters.price.max ?? Infinity);
    })
    .map((p) => p.id);
}

const filters: IndexFilters = {
  attrs: [
    { attribute: 1, values: [10, 12] },
    { attribute: 2, values: [21] },
  ],
  manufacturers: [1, 3],
  availability: [],
  categories: [],
  price: { min: 20, max: 200 },
};

describe("listing index", () => {
  const rows = fixture();
  const index = buildListingIndex(rows);

  it("finds exactly the products a row-by-row filter finds, sorted by price", () => {
    const expected = bruteForce(rows, filters);
    const price = new Map(rows.prices.map((p) => [p.productId, p.sortPrice]));
    expected.sort((a, b) => (price.get(a) ?? 0) - (price.get(b) ?? 0) || a - b);
    const result = queryListing(index, {
      lang: "pl",
      scope: { categoryId: 1 },
      filters,
      sort: "price_asc",
      offset: 0,
      limit: 1000,
      facetCategories: [2, 3, 4],
    });
    expect(expected.length).toBeGreaterThan(3);
    expect(result.ids).toEqual(expected);
    expect(result.total).toBe(expected.length);
  });

  it("pages through the same order without gaps or repeats", () => {
    const query = {
      lang: "pl",
      scope: { categoryId: 1 },
      filters: { ...filters, attrs: [], manufacturers: [] },
      sort: "price_desc" as const,
      facetCategories: [],
    };
    const all = queryListing(index, { ...query, offset: 0, limit: 1000 }).ids;
    const pages = [0, 1, 2, 3].flatMap(
      (p) => queryListing(index, { ...query, offset: p * 7, limit: 7 }).ids,
    );
    expect(pages).toEqual(all.slice(0, 28));
    expect(queryListing(index, { ...query, offset: 5000, limit: 7 }).ids).toEqual([]);
  });

  it("answers the same ids without counting facets when asked for ids only", () => {
    const query = {
      lang: "pl",
      scope: { categoryId: 1 },
      filters,
      sort: "auto" as const,
      offset: 0,
      limit: 10,
      facetCategories: [2, 3, 4],
    };
    const full = queryListing(index, query);
    const idsOnly = queryListing(index, { ...query, idsOnly: true });
    expect(idsOnly.ids).toEqual(full.ids);
    expect(idsOnly.total).toBe(full.total);
    expect(full.facets.manufacturers.length).toBeGreaterThan(0);
    expect(idsOnly.facets.manufacturers).toEqual([]);
    expect(idsOnly.facets.attributes.size).toBe(0);
    expect(idsOnly.facets.price).toBeNull();
  });

  it("counts each facet with the other filters applied but not its own", () => {
    const result = queryListing(index, {
      lang: "pl",
      scope: { categoryId: 1 },
      filters,
      sort: "auto",
      offset: 0,
      limit: 10,
      facetCategories: [],
    });
    const withoutOwn = bruteForce(rows, filters, "a1");
    const attr1 = result.facets.attributes.get(1) ?? [];
    for (const value of [10, 11, 12, 13]) {
      const expected = withoutOwn.filter((id) =>
        rows.attributes.some((a) => a.productId === id && a.valueId === value),
      ).length;
      expect(attr1.find((c) => c.id === value)?.count ?? 0, `value ${value}`).toBe(expected);
    }
    const withoutMaker = bruteForce(rows, filters, "m");
    for (const maker of result.facets.manufacturers) {
      const expected = withoutMaker.filter(
        (id) => rows.products.find((p) => p.id === id)?.manufacturerId === maker.id,
      ).length;
      expect(maker.count, `maker ${maker.id}`).toBe(expected);
    }
  });

  it("reports the price bounds of the products matching the other filters", () => {
    const result = queryListing(index, {
      lang: "pl",
      scope: { categoryId: 1 },
      filters,
      sort: "auto",
      offset: 0,
      limit: 1,
      facetCategories: [],
    });
    const price = new Map(rows.prices.map((p) => [p.productId, p.sortPrice]));
    const prices = bruteForce(rows, { ...filters, price: null }).map((id) => price.get(id) ?? 0);
    expect(result.facets.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
  });

  it("answers nothing for an unknown language or scope, and counts bits correctly", () => {
    const empty = { attrs: [], manufacturers: [], availability: [], categories: [], price: null };
    const base = { sort: "auto" as const, offset: 0, limit: 5, facetCategories: [] };
    expect(queryListing(index, { ...base, lang: "xx", scope: {}, filters: empty }).total).toBe(0);
    expect(
      queryListing(index, { ...base, lang: "pl", scope: { groupId: 99 }, filters: empty }).total,
    ).toBe(0);
    const a = new Uint32Array([0xffffffff, 1]);
    expect(countBits(a)).toBe(33);
    expect(countAnd(a, new Uint32Array([0x0f, 3]))).toBe(5);
  });
});
