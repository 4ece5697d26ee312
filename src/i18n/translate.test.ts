import { describe, expect, it } from "vitest";
import { de } from "./messages/de";
import { en } from "./messages/en";
import { pl } from "./messages/pl";
import { format, pickMessages, translator } from "./translate";

describe("translations", () => {
  it("every catalogue defines exactly the base catalogue's keys with non-empty texts", () => {
    const keys = Object.keys(pl).sort();
    for (const catalogue of [en, de]) {
      expect(Object.keys(catalogue).sort()).toEqual(keys);
      for (const value of Object.values(catalogue)) expect(value.trim()).not.toBe("");
    }
  });

  it("keeps the same placeholders in every language", () => {
    const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join(",");
    for (const [key, text] of Object.entries(pl)) {
      expect(placeholders(en[key as keyof typeof pl]), key).toBe(placeholders(text));
      expect(placeholders(de[key as keyof typeof pl]), key).toBe(placeholders(text));
    }
  });

  it("fills placeholders and leaves unknown ones visible", () => {
    expect(format("{a} and {b}", { a: 1 })).toBe("1 and {b}");
  });

  it("falls back to Polish for an unknown language", () => {
    expect(translator("xx")("header.basket")).toBe("Koszyk");
    expect(translator("de")("header.basket")).toBe("Warenkorb");
  });

  it("picks only the requested messages for islands", () => {
    expect(pickMessages("en", ["header.basket"])).toEqual({ "header.basket": "Basket" });
  });
});
