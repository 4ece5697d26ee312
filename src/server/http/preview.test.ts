import { describe, expect, it } from "vitest";
import { applyPreviewHeaders, isPreview, ownerOrigins, trustedOrigins } from "./preview";

describe("owner preview", () => {
  it("is on only for preview=true", () => {
    expect(isPreview(new URL("https://shop.test/?preview=true"))).toBe(true);
    expect(isPreview(new URL("https://shop.test/?preview=1"))).toBe(false);
    expect(isPreview(new URL("https://shop.test/"))).toBe(false);
  });

  it("reads owner origins from the environment and drops paths and invalid entries", () => {
    const env = {
      OWNER_ORIGINS: " https://admin.example.com/panel , nonsense,http://localhost:3000",
    };
    expect(ownerOrigins(env)).toEqual(["https://admin.example.com", "http://localhost:3000"]);
    expect(ownerOrigins({})).toEqual([]);
  });

  it("trusts the shop's own origin first, without repeating it", () => {
    const env = { OWNER_ORIGINS: "https://shop.test,https://admin.example.com" };
    expect(trustedOrigins("https://shop.test", env)).toEqual([
      "https://shop.test",
      "https://admin.example.com",
    ]);
  });

  it("makes preview pages private and unindexed, leaving the page's policy alone", () => {
    const headers = new Headers({
      "cache-control": "public, max-age=60",
      "content-security-policy": "script-src 'self'",
    });
    applyPreviewHeaders(headers);
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(headers.get("content-security-policy")).toBe("script-src 'self'");
  });
});
