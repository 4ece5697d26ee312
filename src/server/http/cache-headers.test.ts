import { describe, expect, it } from "vitest";
import type { RequestContext } from "../context";
import {
  CACHE_API_CATALOGUE,
  CACHE_NOT_FOUND,
  CACHE_PRIVATE,
  CACHE_PUBLIC_PAGE,
  applyNotFound,
  applyPageCacheHeaders,
  catalogueApiHeaders,
  isPersonalised,
} from "./cache-headers";

function shopper(user: { wholesale: boolean } | null, priceForLoggedUsers = false) {
  return { user, settings: { priceForLoggedUsers } } as unknown as RequestContext;
}

const guest = shopper(null, true);
const retail = shopper({ wholesale: false });
const wholesale = shopper({ wholesale: true });
const loggedInForPrices = shopper({ wholesale: false }, true);

describe("cache headers", () => {
  it("treats wholesale customers, and logged-in shoppers when prices are for logged-in users only, as personalised", () => {
    expect(isPersonalised(guest)).toBe(false);
    expect(isPersonalised(retail)).toBe(false);
    expect(isPersonalised(wholesale)).toBe(true);
    expect(isPersonalised(loggedInForPrices)).toBe(true);
  });

  it("makes a shared page public for guests and retail customers and private for personalised shoppers, varying on the cookie", () => {
    for (const [ctx, expected] of [
      [guest, CACHE_PUBLIC_PAGE],
      [retail, CACHE_PUBLIC_PAGE],
      [wholesale, CACHE_PRIVATE],
    ] as const) {
      const headers = new Headers();
      applyPageCacheHeaders(headers, ctx);
      expect(headers.get("cache-control")).toBe(expected);
      expect(headers.get("vary")).toBe("Cookie");
    }
  });

  it("answers a not-found page with 404, kept a minute by shared caches", () => {
    const response = { headers: new Headers() } as {
      status?: number;
      statusText?: string;
      headers: Headers;
    };
    applyNotFound(response);
    expect(response).toMatchObject({ status: 404, statusText: "Not Found" });
    expect(response.headers.get("cache-control")).toBe(CACHE_NOT_FOUND);
    expect(response.headers.get("vary")).toBe("Cookie");
  });

  it("makes catalogue API reads public for guests and private for personalised callers, varying on the token", () => {
    expect(catalogueApiHeaders(guest)).toEqual({
      "cache-control": CACHE_API_CATALOGUE,
      vary: "Authorization, Cookie",
    });
    expect(catalogueApiHeaders(loggedInForPrices)["cache-control"]).toBe(CACHE_PRIVATE);
  });

  it("never lets a personal answer be stored by any cache", () => {
    expect(CACHE_PRIVATE).toBe("private, no-store");
  });
});
