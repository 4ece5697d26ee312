import { describe, it, expect } from "vitest";
import { convert, convertBetween, currencyRate, resolveCurrency } from "./currency";
import { round2 } from "./rounding";

const settings = {
  baseCurrency: "pln",
  currencies: [
    { code: "pln", rate: 1 },
    { code: "eur", rate: 0.2315 },
    { code: "usd", rate: 0.25 },
  ],
  langCurrencyMap: { pl: "pln", en: "usd", de: "eur", cs: "czk" },
};

describe("convert", () => {
  it("multiplies a base price by the currency rate keeping 4 decimals", () => {
    expect(convert(99.99, 0.2315)).toBe(23.1477);
    expect(round2(convert(99.99, 0.2315))).toBe(23.15);
  });

  it("keeps a base price unchanged at rate 1", () => {
    expect(convert(123.45, 1)).toBe(123.45);
  });

  it("rejects a zero, negative or non-finite rate", () => {
    expect(() => convert(10, 0)).toThrow(RangeError);
    expect(() => convert(10, -1)).toThrow(RangeError);
    expect(() => convert(10, Number.NaN)).toThrow(RangeError);
  });
});

describe("convertBetween", () => {
  it("converts eur to usd through the base currency", () => {
    // 10 eur = 10 / 0.2 pln = 50 pln = 50 * 0.25 usd = 12.5 usd
    expect(convertBetween(10, 0.2, 0.25)).toBe(12.5);
  });

  it("converts a value in a currency back to the base with toRate 1", () => {
    expect(convertBetween(23.15, 0.2315, 1)).toBe(100);
  });

  it("rejects a zero source rate", () => {
    expect(() => convertBetween(1, 0, 1)).toThrow(RangeError);
  });
});

describe("currencyRate", () => {
  it("returns the listed rate, 1 for the base currency, undefined otherwise", () => {
    expect(currencyRate("EUR", settings)).toBe(0.2315);
    expect(currencyRate("pln", { ...settings, currencies: [] })).toBe(1);
    expect(currencyRate("gbp", settings)).toBeUndefined();
  });
});

describe("resolveCurrency", () => {
  it("uses the requested currency when the shop offers it", () => {
    expect(resolveCurrency({ requested: "eur", lang: "pl", settings })).toBe("eur");
    expect(resolveCurrency({ requested: " USD ", lang: "pl", settings })).toBe("usd");
  });

  it("falls back to the language's currency when the request is not offered", () => {
    expect(resolveCurrency({ requested: "gbp", lang: "en", settings })).toBe("usd");
    expect(resolveCurrency({ requested: null, lang: "de", settings })).toBe("eur");
  });

  it("falls back to the base currency when the language's currency is not offered", () => {
    expect(resolveCurrency({ lang: "cs", settings })).toBe("pln");
    expect(resolveCurrency({ lang: "fr", settings })).toBe("pln");
  });

  it("does not treat inherited object keys as languages", () => {
    expect(resolveCurrency({ lang: "constructor", settings })).toBe("pln");
  });
});
