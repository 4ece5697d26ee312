import { describe, expect, it } from "vitest";
import * as core from "../i18n/core";
import { messagesFor, pickMessages, translator } from "./messages";

describe("the shop's message registry", () => {
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
    // `{name}` and the number of a plural, `{name, plural, …}`.
    const placeholders = (s: string) => (s.match(/\{\w+(?=[},])/g) ?? []).sort().join(",");
    for (const lang of ["en", "de"]) {
      const catalogue = messagesFor(lang);
      for (const [key, text] of Object.entries(pl)) {
        expect(placeholders(catalogue[key as keyof typeof pl]), `${lang} ${key}`).toBe(
          placeholders(text),
        );
      }
    }
  });

  it("includes the i18n core's texts unchanged", () => {
    for (const lang of ["pl", "en", "de"])
      expect(messagesFor(lang)).toMatchObject(core.messagesFor(lang));
  });

  it("falls back to Polish for an unknown language", () => {
    expect(translator("xx")("header.basket")).toBe("Koszyk");
    expect(translator("de")("header.basket")).toBe("Warenkorb");
    expect(translator("en")("basket.addedToBasket")).toBe("Added to basket");
  });

  it("picks only the requested messages for islands", () => {
    expect(pickMessages("en", ["header.basket", "basket.promo.notValid"])).toEqual({
      "header.basket": "Basket",
      "basket.promo.notValid": "The code is not valid",
    });
  });
});
