import { describe, expect, it } from "vitest";
import { format, messagesFor, pickMessages, translator } from "./translate";

describe("translations", () => {
  const pl = messagesFor("pl");

  it("every language defines exactly the Polish keys with non-empty texts", () => {
    const keys = Object.keys(pl).sort();
    for (const lang of ["en", "de"]) {
      const catalogue = messagesFor(lang);
      expect(Object.keys(catalogue).sort()).toEqual(keys);
      for (const [key, value] of Object.entries(catalogue))
        expect(value.trim(), `${lang} ${key}`).not.toBe("");
    }
  });

  it("keeps the same placeholders in every language", () => {
    const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join(",");
    for (const lang of ["en", "de"]) {
      const catalogue = messagesFor(lang);
      for (const [key, text] of Object.entries(pl)) {
        expect(placeholders(catalogue[key as keyof typeof pl]), `${lang} ${key}`).toBe(
          placeholders(text),
        );
      }
    }
  });

  it("fills placeholders and leaves unknown ones visible", () => {
    expect(format("{a} and {b}", { a: 1 })).toBe("1 and {b}");
  });

  it("falls back to Polish for an unknown language", () => {
    expect(translator("xx")("header.basket")).toBe("Koszyk");
    expect(translator("de")("header.basket")).toBe("Warenkorb");
    expect(translator("en")("basket.addedToBasket")).toBe("Added to basket");
  });

  it("picks only the requested messages for islands", () => {
    expect(pickMessages("en", ["header.basket"])).toEqual({ "header.basket": "Basket" });
  });
});
