import { describe, expect, it } from "vitest";
import type { StoredLine, StoredList } from "../basket/basket-line";
import {
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

/** The cookie's value as the server receives it (the part before the first `;`). */
const valueOf = (cookie: string) => cookie.slice("wishlist=".length, cookie.indexOf(";"));

describe("wishlist cookie", () => {
  it("carries ids, variant hashes, quantities, types and the timestamp through a round trip", () => {
    const wishlist: StoredList = { list: [MUG, RED_SHIRT, COFFEE], timestamp: 1_795_000_000_000 };
    const value = valueOf(wishlistCookie(wishlist, false));
    expect(value).not.toMatch(/[;, "]/);
    expect(parseWishlistCookie(value)).toEqual(wishlist);
  });

  it("is a year-long, site-wide, same-site cookie, secure over HTTPS", () => {
    const empty = { list: [], timestamp: 0 };
    expect(wishlistCookie(empty, true)).toBe(
      "wishlist=%7B%22list%22%3A%5B%5D%2C%22timestamp%22%3A0%7D; Path=/; Max-Age=31536000; SameSite=Lax; Secure",
    );
    expect(wishlistCookie(empty, false)).not.toContain("Secure");
  });

  it("is emptied for a list too long for a cookie, whose marker then differs from the list's", () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({ ...RED_SHIRT, product: String(i + 1) }));
    const wishlist: StoredList = { list: lines, timestamp: 5 };
    const value = valueOf(wishlistCookie(wishlist, false));
    expect(value).toBe("");
    expect(wishlistMarker(parseWishlistCookie(value))).toBe("0");
    expect(wishlistMarker(wishlist)).toBe("5");
  });

  it("gives the empty list for malformed or hostile values and drops malformed lines", () => {
    expect(parseWishlistCookie(undefined)).toEqual({ list: [], timestamp: 0 });
    expect(parseWishlistCookie("%E0%A4%A")).toEqual({ list: [], timestamp: 0 });
    expect(parseWishlistCookie("not json")).toEqual({ list: [], timestamp: 0 });
    expect(parseWishlistCookie(encodeURIComponent("[1,2]"))).toEqual({ list: [], timestamp: 0 });
    expect(parseWishlistCookie("x".repeat(WISHLIST_COOKIE_MAX + 1))).toEqual({
      list: [],
      timestamp: 0,
    });
    const mixed = encodeURIComponent(
      JSON.stringify({
        list: [MUG, { product: "" }, { product: "9", quantity: -4 }, 5],
        timestamp: 7,
      }),
    );
    expect(parseWishlistCookie(mixed)).toEqual({ list: [MUG], timestamp: 7 });
  });
});
