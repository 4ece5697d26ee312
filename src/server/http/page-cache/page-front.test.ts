/** The front's request keys (page-front.ts): which requests it may answer, and under what. */
import { describe, expect, it } from "vitest";
import { frontCookie, frontKey, type FrontRequest } from "./page-front";

function request(
  target: string,
  headers: Record<string, string> = {},
  method = "GET",
): FrontRequest {
  return { method, target, header: (name) => headers[name] };
}

describe("frontCookie", () => {
  it("reads the currency cookie and ignores the browser's own cookies", () => {
    expect(frontCookie(undefined)).toBe("");
    expect(frontCookie("cookie_consent=x; currency=eur; currency=usd")).toBe("eur");
    expect(frontCookie("wishlist=1")).toBe("");
  });

  it("refuses a request with a session, the owner's or a last order's cookie", () => {
    for (const name of ["APP_TOKEN", "owner_session", "social_flow", "last_order"])
      expect(frontCookie(`currency=eur; ${name}=abc`)).toBeNull();
  });
});

describe("frontKey", () => {
  it("keys the same page asked with its query in another order the same way", () => {
    const a = frontKey(request("/c/bluzy?page=2&sort_by=price_asc", { host: "shop.test" }));
    const b = frontKey(request("/c/bluzy?sort_by=price_asc&page=2", { host: "shop.test" }));
    expect(a).not.toBeNull();
    expect(a).toBe(b);
  });

  it("keys hosts, forwarded protocols and currencies apart", () => {
    const keys = new Set([
      frontKey(request("/", { host: "a.test" })),
      frontKey(request("/", { host: "b.test" })),
      frontKey(request("/", { host: "a.test", "x-forwarded-proto": "https" })),
      frontKey(request("/", { host: "a.test", cookie: "currency=eur" })),
    ]);
    expect(keys.size).toBe(4);
  });

  it("leaves writes, the API, the preview, ranges and authorised requests to the app", () => {
    expect(frontKey(request("/", {}, "POST"))).toBeNull();
    expect(frontKey(request("/api/public/category"))).toBeNull();
    expect(frontKey(request("/?preview=true"))).toBeNull();
    expect(frontKey(request("/", { range: "bytes=0-10" }))).toBeNull();
    expect(frontKey(request("/", { authorization: "Bearer x" }))).toBeNull();
    expect(frontKey(request("*", {}, "GET"))).toBeNull();
  });
});
