import { describe, expect, it } from "vitest";
import type { StoredLine } from "./basket-line";
import {
  encodeWishlistCookie,
  parseWishlistCookie,
  WISHLIST_COOKIE_MAX,
  wishlistCookie,
  wishlistMarker,
} from "./wishlist-cookie";

const MUG: StoredLine = { product: "17", variantHash: "", quantity: 1, type: "normal" };
const RED_SHIRT: StoredLine = {
  product: "4",
  variantHash: "2;5,3;9",
  quantity: 3,
  type: "normal",
};
const COFFEE: StoredLine = { product: "12", variantHash: "", quantity: 0.5, type: "weight" };

describe("wishlist cookie", () => {
  it("carries ids, variant hashes, quantities and types through a round trip", () => {
    const value = encodeWishlistCookie([MUG, RED_SHIRT, COFFEE]);
    expect(value).not.toMatch(/[;, "]/);
    expect(parseWishlistCookie(value)).toEqual([MUG, RED_SHIRT, COFFEE]);
  });

  it("encodes an empty list as an empty array", () => {
    expect(parseWishlistCookie(encodeWishlistCookie([]))).toEqual([]);
  });

  it("keeps only the whole lines that fit in the cookie", () => {
    const lines = Array.from({ length: 200 }, (_, i) => ({ ...RED_SHIRT, product: String(i + 1) }));
    const value = encodeWishlistCookie(lines);
    expect(value.length).toBeLessThanOrEqual(WISHLIST_COOKIE_MAX);
    const parsed = parseWishlistCookie(value);
    expect(parsed.length).toBeGreaterThan(50);
    expect(parsed.length).toBeLessThan(200);
    expect(parsed).toEqual(lines.slice(0, parsed.length));
  });

  it("gives no lines for malformed or hostile values, and drops malformed lines", () => {
    expect(parseWishlistCookie(undefined)).toEqual([]);
    expect(parseWishlistCookie("%E0%A4%A")).toEqual([]);
    expect(parseWishlistCookie("not json")).toEqual([]);
    expect(parseWishlistCookie(encodeURIComponent('{"list":[]}'))).toEqual([]);
    expect(parseWishlistCookie("x".repeat(WISHLIST_COOKIE_MAX + 1))).toEqual([]);
    const mixed = encodeURIComponent(
      JSON.stringify([["17", "", 1, "normal"], ["", "", 1, "normal"], ["9", "", -4, "x"], 5]),
    );
    expect(parseWishlistCookie(mixed)).toEqual([MUG]);
  });

  it("marks a cut list as different from the full one", () => {
    const lines = Array.from({ length: 200 }, (_, i) => ({ ...MUG, product: String(i + 1) }));
    const encoded = encodeWishlistCookie(lines);
    const rendered = parseWishlistCookie(encoded);
    expect(wishlistMarker(rendered.length, encodeWishlistCookie(rendered))).not.toBe(
      wishlistMarker(lines.length, encoded),
    );
    expect(wishlistMarker(1, encodeWishlistCookie([MUG]))).toBe(
      wishlistMarker(1, encodeWishlistCookie(parseWishlistCookie(encodeWishlistCookie([MUG])))),
    );
  });

  it("is a year-long, site-wide, same-site cookie, secure over HTTPS", () => {
    expect(wishlistCookie([MUG], true)).toBe(
      `wishlist=${encodeWishlistCookie([MUG])}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`,
    );
    expect(wishlistCookie([], false)).toBe(
      "wishlist=%5B%5D; Path=/; Max-Age=31536000; SameSite=Lax",
    );
  });
});
