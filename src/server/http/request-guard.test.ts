import { describe, expect, it } from "vitest";
import { crossSiteRefusal } from "./request-guard";

const HOST = "shop.example";
const post = (headers: Record<string, string>, method = "POST") =>
  new Request("https://shop.example/api/public/newsletter", { method, headers });

describe("crossSiteRefusal", () => {
  it("lets reads through whatever their origin", () => {
    expect(crossSiteRefusal(post({ origin: "https://evil.example" }, "GET"), HOST)).toBeNull();
  });

  it("lets a write from the shop's own host through, on either scheme", () => {
    expect(crossSiteRefusal(post({ origin: "https://shop.example" }), HOST)).toBeNull();
    expect(crossSiteRefusal(post({ origin: "http://shop.example" }), HOST)).toBeNull();
  });

  it("refuses a write from another host, another port or an opaque origin", () => {
    const refused = { status: 403, code: "CROSS_SITE" };
    expect(crossSiteRefusal(post({ origin: "https://evil.example" }), HOST)).toEqual(refused);
    expect(crossSiteRefusal(post({ origin: "https://shop.example:8443" }), HOST)).toEqual(refused);
    expect(crossSiteRefusal(post({ origin: "null" }), HOST)).toEqual(refused);
  });

  it("lets a client without Origin through unless the browser says it is cross-site", () => {
    expect(crossSiteRefusal(post({}, "DELETE"), HOST)).toBeNull();
    expect(crossSiteRefusal(post({ "sec-fetch-site": "same-origin" }), HOST)).toBeNull();
    expect(crossSiteRefusal(post({ "sec-fetch-site": "cross-site" }), HOST)).toEqual({
      status: 403,
      code: "CROSS_SITE",
    });
  });
});
