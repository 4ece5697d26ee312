import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  coversPriceBounds,
  EMPTY_FILTERS,
  filterParams,
  formatAttr,
  parseAttr,
  parseCatalogueFilters,
  parsePrice,
  priceRangeToBase,
  toggleAttrValue,
  toggleAvailability,
  toggleProducer,
} from "./catalogue-filters";

const parse = (q: string) => parseCatalogueFilters(new URLSearchParams(q));

describe("catalogue filters", () => {
  it("reads attribute groups written as attribute~value.value joined by underscores", () => {
    expect(parseAttr("1~5.3_6~40")).toEqual([
      { attribute: 1, values: [3, 5] },
      { attribute: 6, values: [40] },
    ]);
  });

  it("drops malformed attribute groups and keeps the valid ones", () => {
    expect(parseAttr("x~1_2~_3~4.y.5_~7_8~9~10_1' OR 1=1--~2")).toEqual([
      { attribute: 3, values: [4, 5] },
    ]);
    expect(parseAttr("")).toEqual([]);
  });

  it("merges repeated attributes and writes them back in a canonical order", () => {
    const attrs = parseAttr("6~40_1~5_1~3.5");
    expect(formatAttr(attrs)).toBe("1~3.5_6~40");
  });

  it("reads producers, availability and categories as dot-separated lists", () => {
    const f = parse(
      "producer=Acme.nordic-home.<script>&availability=preorder.available.nope&category=12.x.3",
    );
    expect(f.producers).toEqual(["acme", "nordic-home"]);
    expect(f.availability).toEqual(["available", "preorder"]);
    expect(f.categories).toEqual([3, 12]);
  });

  it("reads a price range with either end optional and swaps reversed ends", () => {
    expect(parsePrice("10-200")).toEqual({ min: 10, max: 200 });
    expect(parsePrice("10-")).toEqual({ min: 10, max: undefined });
    expect(parsePrice("-99,99")).toEqual({ min: undefined, max: 99.99 });
    expect(parsePrice("300-100")).toEqual({ min: 100, max: 300 });
  });

  it("ignores malformed price ranges", () => {
    for (const bad of ["", "-", "abc", "1-2-3", "-5-10", "1e9-2", "10.123-20"]) {
      expect(parsePrice(bad), bad).toBeNull();
    }
  });

  it("converts a range in the shown currency to the base currency with half a cent of slack", () => {
    const base = priceRangeToBase({ min: 23, max: 46 }, 0.23);
    expect(base.min).toBeCloseTo(99.978, 3);
    expect(base.max).toBeCloseTo(200.022, 3);
    expect(priceRangeToBase({ max: 10 }, 0).max).toBeCloseTo(10.005, 6);
  });

  it("writes filters back as URL parameters and drops empty ones", () => {
    const f = parse("attr=2~7&producer=acme&availability=available&category=4&price=1-2");
    expect(filterParams(f)).toEqual({
      attr: "2~7",
      producer: "acme",
      availability: "available",
      category: "4",
      price: "1-2",
    });
    expect(filterParams(EMPTY_FILTERS)).toEqual({
      attr: null,
      producer: null,
      availability: null,
      category: null,
      price: null,
    });
  });

  it("toggles values on and off and counts the active ones", () => {
    let f = toggleAttrValue(EMPTY_FILTERS, 2, 7);
    f = toggleAttrValue(f, 2, 5);
    f = toggleProducer(f, "acme");
    f = toggleAvailability(f, "preorder");
    expect(formatAttr(f.attrs)).toBe("2~5.7");
    expect(activeFilterCount(f)).toBe(4);
    f = toggleAttrValue(toggleAttrValue(f, 2, 7), 2, 5);
    expect(f.attrs).toEqual([]);
    expect(activeFilterCount({ ...f, price: { min: 1 } })).toBe(3);
  });

  it("says a price range that reaches both bounds leaves nothing out", () => {
    const bounds = { min: 12, max: 1422 };
    expect(coversPriceBounds({ min: 12, max: 1422 }, bounds)).toBe(true);
    expect(coversPriceBounds({ min: 0, max: 5000 }, bounds)).toBe(true);
    expect(coversPriceBounds({ min: 12 }, bounds)).toBe(true);
    expect(coversPriceBounds({ max: 1422 }, bounds)).toBe(true);
    expect(coversPriceBounds({ min: 13, max: 1422 }, bounds)).toBe(false);
    expect(coversPriceBounds({ min: 12, max: 1421 }, bounds)).toBe(false);
    expect(coversPriceBounds({ max: 100 }, bounds)).toBe(false);
  });
});
