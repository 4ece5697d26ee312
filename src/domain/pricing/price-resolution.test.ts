import { describe, it, expect } from "vitest";
import { round2 } from "./rounding";
import { resolvePrice } from "./price-resolution";
import { makeProduct } from "./price-resolution.fixtures";

describe("resolvePrice base price", () => {
  it("shows the language price in the base currency at rate 1", () => {
    expect(resolvePrice({ product: makeProduct(), lang: "pl", rate: 1 })).toEqual({
      brutto: 123,
      netto: 100,
      vat: 23,
      discount: 0,
      regularBrutto: 123,
      regularNetto: 100,
      isDiscounted: false,
      from: false,
      isWholesale: false,
      unitLabel: "szt.",
    });
  });

  it("returns null for a language without a price", () => {
    expect(resolvePrice({ product: makeProduct(), lang: "de", rate: 1 })).toBeNull();
    expect(resolvePrice({ product: makeProduct(), lang: "__proto__", rate: 1 })).toBeNull();
  });

  it("converts 99.99 pln at rate 0.2315 to 23.15 and 81.29 net to 18.82", () => {
    const p = makeProduct({ brutto: 99.99, netto: 81.29 });
    const r = resolvePrice({ product: p, lang: "pl", rate: 0.2315 });
    expect(r?.brutto).toBe(23.15);
    expect(r?.netto).toBe(18.82);
  });

  it("always outputs amounts with at most 2 decimals (property)", () => {
    for (let cents = 1; cents < 3000; cents += 97) {
      for (const rate of [1, 0.2315, 0.25, 4.3127, 1.0001]) {
        const r = resolvePrice({
          product: makeProduct({ brutto: cents / 100, netto: cents / 123 }),
          lang: "pl",
          rate,
        });
        expect(r && round2(r.brutto)).toBe(r?.brutto);
        expect(r && round2(r.netto)).toBe(r?.netto);
      }
    }
  });
});

describe("resolvePrice discounts", () => {
  it("uses discountBrutto and discountNetto when discount is above 0", () => {
    const r = resolvePrice({
      product: makeProduct({ discount: 20, discountBrutto: 98.4, discountNetto: 80 }),
      lang: "pl",
      rate: 1,
    });
    expect(r).toMatchObject({
      brutto: 98.4,
      netto: 80,
      regularBrutto: 123,
      regularNetto: 100,
      isDiscounted: true,
      discount: 20,
    });
  });

  it("ignores discount prices when discount is 0", () => {
    const r = resolvePrice({
      product: makeProduct({ discount: 0, discountBrutto: 50, discountNetto: 40 }),
      lang: "pl",
      rate: 1,
    });
    expect(r).toMatchObject({ brutto: 123, isDiscounted: false, discount: 0 });
  });

  it("derives both discounted prices from the percentage when they are missing", () => {
    const r = resolvePrice({ product: makeProduct({ discount: 20 }), lang: "pl", rate: 1 });
    expect(r).toMatchObject({ brutto: 98.4, netto: 80 });
  });

  it("derives the discounted net price from discountBrutto and the VAT rate", () => {
    const r = resolvePrice({
      product: makeProduct({ discount: 10, discountBrutto: 110.7 }),
      lang: "pl",
      rate: 1,
    });
    expect(r).toMatchObject({ brutto: 110.7, netto: 90 });
  });
});
