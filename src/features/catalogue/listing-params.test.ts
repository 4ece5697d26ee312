import { describe, expect, it } from "vitest";
import { listingHref, parseListingParams } from "./listing-params";

const parse = (q: string, size = 24) => parseListingParams(new URLSearchParams(q), size);

describe("listing parameters", () => {
  it("uses the defaults when nothing is given", () => {
    expect(parse("")).toEqual({ page: 1, pageSize: 24, sortBy: "auto", hasPageQuery: false });
  });

  it("reads page, page size and sort", () => {
    expect(parse("page=3&page_size=36&sort_by=price_desc")).toEqual({
      page: 3,
      pageSize: 36,
      sortBy: "price_desc",
      hasPageQuery: true,
    });
  });

  it("ignores unknown sorts and malformed numbers and clamps sizes", () => {
    expect(parse("sort_by=drop%20table&page=-1&page_size=abc")).toMatchObject({
      sortBy: "auto",
      page: 1,
      pageSize: 24,
    });
    expect(parse("page_size=1000000").pageSize).toBe(96);
    expect(parse("page_size=0").pageSize).toBe(1);
    expect(parse("page=1e9").page).toBe(1);
  });

  it("falls back to the first option when the setting is not an option", () => {
    expect(parse("", 50).pageSize).toBe(12);
  });

  it("builds links that keep other parameters and drop page 1", () => {
    const params = new URLSearchParams("sort_by=newest&page=2");
    expect(listingHref("/c/a", params, { page: 3 })).toBe("/c/a?sort_by=newest&page=3");
    expect(listingHref("/c/a", params, { page: 1 })).toBe("/c/a?sort_by=newest");
    expect(listingHref("/c/a", new URLSearchParams(), { sort_by: null })).toBe("/c/a");
  });
});
