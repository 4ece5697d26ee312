import { describe, it, expect } from "vitest";
import {
  EU_COUNTRIES,
  bruttoFromNetto,
  defaultDeliveryCountry,
  isEuCountry,
  langForCountry,
  normalizeCountry,
  nettoFromBrutto,
  nettoOfShared,
  repriceForVat,
  vatRateFor,
} from "./vat";
import { round2 } from "./rounding";

const product = {
  langVat: { pl: 23, de: 19 },
  price: {
    pl: { brutto: 123, netto: 100, vat: 23, discount: 0 },
    fr: { brutto: 110, netto: 100, vat: 10, discount: 0 },
  },
};

function settingsWith(vatPerDeliveryCountry: boolean) {
  return {
    vatCountries: { de: 19, cz: 21, at: 0 },
    additionalFunctions: { vatPerDeliveryCountry },
  };
}

describe("EU_COUNTRIES", () => {
  it("holds the 27 countries of spec 1 §9 and nothing else", () => {
    expect(EU_COUNTRIES).toHaveLength(27);
    expect(new Set(EU_COUNTRIES).size).toBe(27);
    expect([...EU_COUNTRIES].sort().join(",")).toBe(
      "at,be,bg,cy,cz,de,dk,ee,es,fi,fr,gr,hr,hu,ie,it,lt,lu,lv,mt,nl,pl,pt,ro,se,si,sk",
    );
  });

  it("recognises EU countries case-insensitively and rejects gb, ch and el", () => {
    expect(isEuCountry("PL")).toBe(true);
    expect(isEuCountry(" se ")).toBe(true);
    expect(isEuCountry("gb")).toBe(false);
    expect(isEuCountry("ch")).toBe(false);
    expect(isEuCountry("el")).toBe(false);
  });
});

describe("country codes", () => {
  it("normalises a code to trimmed lower case", () => {
    expect(normalizeCountry(" DE ")).toBe("de");
  });

  it("maps the country gb to the language en and keeps other codes", () => {
    expect(langForCountry("GB")).toBe("en");
    expect(langForCountry("de")).toBe("de");
  });
});

describe("vatRateFor", () => {
  it("uses the delivery country's rate when VAT per delivery country is on", () => {
    expect(
      vatRateFor({ product, lang: "pl", deliveryCountry: "DE", settings: settingsWith(true) }),
    ).toBe(19);
  });

  it("accepts a 0 % delivery-country rate", () => {
    expect(
      vatRateFor({ product, lang: "pl", deliveryCountry: "at", settings: settingsWith(true) }),
    ).toBe(0);
  });

  it("ignores the delivery country when VAT per delivery country is off", () => {
    expect(
      vatRateFor({ product, lang: "pl", deliveryCountry: "de", settings: settingsWith(false) }),
    ).toBe(23);
  });

  it("uses the product's langVat when the delivery country has no rate", () => {
    expect(
      vatRateFor({ product, lang: "de", deliveryCountry: "us", settings: settingsWith(true) }),
    ).toBe(19);
  });

  it("falls back to the price's vat when langVat has no entry for the language", () => {
    expect(vatRateFor({ product, lang: "fr", settings: settingsWith(false) })).toBe(10);
  });

  it("falls back to 0 when nothing is known", () => {
    expect(vatRateFor({ product, lang: "it", settings: settingsWith(false) })).toBe(0);
    expect(
      vatRateFor({
        product,
        lang: "toString",
        deliveryCountry: "valueOf",
        settings: settingsWith(true),
      }),
    ).toBe(0);
  });
});

describe("net and gross", () => {
  it("computes 100 net from 123 gross at 23 %", () => {
    expect(nettoFromBrutto(123, 23)).toBe(100);
    expect(bruttoFromNetto(100, 23)).toBe(123);
  });

  it("keeps 4 decimals internally: 99.99 gross at 23 % is 81.2927 net", () => {
    expect(nettoFromBrutto(99.99, 23)).toBe(81.2927);
    expect(round2(nettoFromBrutto(99.99, 23))).toBe(81.29);
  });

  it("round-trips every gross cent amount at 23 % and 8 % to the cent (property)", () => {
    for (const vat of [23, 8, 5, 0]) {
      for (let cents = 1; cents < 5000; cents += 37) {
        const brutto = cents / 100;
        expect(round2(bruttoFromNetto(nettoFromBrutto(brutto, vat), vat))).toBe(brutto);
      }
    }
  });

  it("reprices for another VAT rate keeping netto: 100 net at 19 % is 119 gross", () => {
    expect(repriceForVat({ brutto: 123, netto: 100, vat: 23 }, 19)).toEqual({
      brutto: 119,
      netto: 100,
      vat: 19,
    });
  });

  it("returns the same price when the rate does not change", () => {
    expect(repriceForVat({ brutto: 99.99, netto: 81.2927, vat: 23 }, 23)).toEqual({
      brutto: 99.99,
      netto: 81.2927,
      vat: 23,
    });
  });
});

describe("nettoOfShared", () => {
  it("takes a single-rate basket's VAT out of a shared amount: 14.99 at 23 % is 12.19 net", () => {
    // 14.99 × 100 / 123 = 12.18699… → 12.19
    expect(nettoOfShared(14.99, [{ vat: 23, lineBrutto: 67.95 }])).toBe(12.19);
  });

  it("splits an amount over the rates in proportion to their gross value", () => {
    // 23.10 split 123 : 108 → 12.30 at 23 % (10.00 net) + 10.80 at 8 % (10.00 net) = 20.00
    const lines = [
      { vat: 23, lineBrutto: 123 },
      { vat: 8, lineBrutto: 108 },
    ];
    expect(nettoOfShared(23.1, lines)).toBe(20);
  });

  it("uses the highest line rate when the basket has no gross value, and 0 % with no lines", () => {
    // 12.30 × 100 / 123 = 10.00
    expect(nettoOfShared(12.3, [{ vat: 23, lineBrutto: 0 }])).toBe(10);
    expect(nettoOfShared(12.3, [])).toBe(12.3);
    expect(nettoOfShared(0, [{ vat: 23, lineBrutto: 50 }])).toBe(0);
  });
});

describe("defaultDeliveryCountry", () => {
  it("is the language's country: de for German, gb for English, pl otherwise", () => {
    expect(defaultDeliveryCountry("de")).toBe("de");
    expect(defaultDeliveryCountry("en")).toBe("gb");
    expect(defaultDeliveryCountry("pl")).toBe("pl");
    expect(defaultDeliveryCountry("cs")).toBe("pl");
  });
});
