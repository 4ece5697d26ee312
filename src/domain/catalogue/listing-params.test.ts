import { describe, expect, it } from "vitest";
import { listingHref, pageSizeOptions, parseListingParams } from "./listing-params";

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

  it("accepts only the configured page sizes and shows the default for any other", () => {
    expect(parse("page_size=13").pageSize).toBe(24);
    expect(parse("page_size=12").pageSize).toBe(12);
    expect(parse("page_size=96").pageSize).toBe(96);
    expect(parse("page_size=50", 50).pageSize).toBe(50);
    expect(parse("page_size=50").pageSize).toBe(24);
  });

  it("ignores unknown sorts, malformed numbers and sizes out of range", () => {
    expect(parse("sort_by=drop%20table&page=-1&page_size=abc")).toMatchObject({
      sortBy: "auto",
      page: 1,
      pageSize: 24,
    });
    expect(parse("page_size=1000000").pageSize).toBe(24);
    expect(parse("page_size=0").pageSize).toBe(24);
    expect(parse("page=1e9").page).toBe(1);
  });

  it("uses the shop's page size by default and offers it beside 12, 24, 36 and 96", () => {
    expect(parse("", 50).pageSize).toBe(50);
    expect(parse("", 0).pageSize).toBe(12);
    expect(pageSizeOptions(50)).toEqual([12, 24, 36, 50, 96]);
    expect(pageSizeOptions(24)).toEqual([12, 24, 36, 96]);
  });

  it("shows everything on one page when pagination is disabled", () => {
    const params = parseListingParams(new URLSearchParams("page=3&page_size=12"), 24, {
      disablePagination: true,
    });
    expect(params).toMatchObject({ page: 1, pageSize: 999999 });
  });

  it("builds links that keep other parameters and drop page 1", () => {
    const params = new URLSearchParams("sort_by=newest&page=2");
    expect(listingHref("/c/a", params, { page: 3 })).toBe("/c/a?sort_by=newest&page=3");
    expect(listingHref("/c/a", params, { page: 1 })).toBe("/c/a?sort_by=newest");
    expect(listingHref("/c/a", new URLSearchParams(), { sort_by: null })).toBe("/c/a");
  });
});
