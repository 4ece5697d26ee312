import { describe, expect, it } from "vitest";
import type { RequestContext } from "../../context";
import {
  canonicalQuery,
  fragmentScopeKey,
  pageCacheKey,
  sharedDataVersion,
} from "./rendered-page-cache-key";

const guest = {
  lang: "pl",
  currency: "pln",
  pricing: { mode: "gross", wholesale: false, pricesHidden: false },
  user: null,
} as unknown as RequestContext;

describe("rendered-page cache key", () => {
  it("orders the query's parameters so equal queries share an entry", () => {
    expect(canonicalQuery(new URLSearchParams("sort_by=price&a=2&a=1"))).toBe(
      "a=1&a=2&sort_by=price",
    );
  });

  it("differs by host, path, query, language, currency and data version", () => {
    const base = pageCacheKey(new URL("http://shop.pl/c/krzesla?page=2"), guest, "v1");
    const variants = [
      pageCacheKey(new URL("http://shop.de/c/krzesla?page=2"), guest, "v1"),
      pageCacheKey(new URL("http://shop.pl/c/stoly?page=2"), guest, "v1"),
      pageCacheKey(new URL("http://shop.pl/c/krzesla?page=3"), guest, "v1"),
      pageCacheKey(new URL("http://shop.pl/c/krzesla?page=2"), { ...guest, lang: "en" }, "v1"),
      pageCacheKey(new URL("http://shop.pl/c/krzesla?page=2"), { ...guest, currency: "eur" }, "v1"),
      pageCacheKey(new URL("http://shop.pl/c/krzesla?page=2"), guest, "v2"),
    ];
    expect(new Set([base, ...variants]).size).toBe(7);
  });

  it("scopes fragments to host, language, currency, price display and data version, not to the page", () => {
    const scope = (url: string, ctx: RequestContext, version = "v1") =>
      fragmentScopeKey(new URL(url), ctx, version);
    const base = scope("http://shop.pl/c/krzesla?page=2", guest);
    expect(scope("http://shop.pl/search?query=x", guest)).toBe(base);
    const wholesale = {
      ...guest,
      pricing: { ...guest.pricing, wholesale: true },
    } as RequestContext;
    const variants = [
      scope("http://shop.de/c/krzesla", guest),
      scope("http://shop.pl/c/krzesla", { ...guest, lang: "en" }),
      scope("http://shop.pl/c/krzesla", { ...guest, currency: "eur" }),
      scope("http://shop.pl/c/krzesla", wholesale),
      scope("http://shop.pl/c/krzesla", guest, "v2"),
    ];
    expect(new Set([base, ...variants]).size).toBe(6);
  });

  it("holds nothing about the shopper but their price group", () => {
    const shopper = { ...guest, user: { id: "7", email: "anna@example.com" } } as RequestContext;
    const url = new URL("http://shop.pl/p/krzeslo");
    expect(pageCacheKey(url, shopper, "v1")).toBe(pageCacheKey(url, guest, "v1"));
    expect(pageCacheKey(url, shopper, "v1")).not.toContain("anna");
  });

  it("gives a new data version when a listing index is built, so a listing rendered from the previous index during the rebuild is not served after it", () => {
    const during = { timestamp: 1700, settings: "abc", writes: 4, indexBuilds: 2 };
    expect(sharedDataVersion(during)).toBe("1700.abc.4.2");
    expect(sharedDataVersion({ ...during, indexBuilds: 3 })).not.toBe(sharedDataVersion(during));
  });
});
