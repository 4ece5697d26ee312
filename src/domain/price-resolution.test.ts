import { describe, it, expect } from "vitest";
import type { LangPrice, Product, ProductViewOptions, Variant } from "./catalogue.types";
import { round2 } from "./money";
import { DEFAULT_UNIT_LABEL, priceRangeForList, resolvePrice } from "./price-resolution";

function variant(hash: string, count = 5): Variant {
  const [id = "", value = ""] = hash.split(";");
  return { attributes: [{ id, value }], hash, count, locked: 0 };
}

function makeProduct(
  price: Partial<LangPrice> = {},
  view: ProductViewOptions = {},
  extra: Partial<Product> = {},
): Product {
  return {
    _id: "p1",
    type: "normal",
    name: { pl: "Kubek" },
    url: { pl: "kubek" },
    description: { pl: [] },
    code: "K1",
    price: { pl: { brutto: 123, netto: 100, vat: 23, discount: 0, ...price } },
    langVat: { pl: 23 },
    variants: [],
    attributes: [],
    categories: [],
    badges: [],
    images: [],
    archived: false,
    preorder: false,
    createdAt: "2026-01-01T00:00:00.000Z",
    idx: 1,
    options: { view },
    ...extra,
  };
}

const colours = [variant("c;red"), variant("c;blue"), variant("c;green")];

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

describe("resolvePrice variants", () => {
  const variants = {
    "c;red": { brutto: 150, netto: 121.95 },
    "c;blue": { brutto: 100, netto: 81.3 },
  };

  it("uses the override for the chosen variant hash", () => {
    const r = resolvePrice({
      product: makeProduct({ variants }, {}, { variants: colours }),
      lang: "pl",
      rate: 1,
      variantHash: "c;red",
    });
    expect(r).toMatchObject({ brutto: 150, netto: 121.95, from: false });
  });

  it("uses the product price for a chosen variant without an override", () => {
    const r = resolvePrice({
      product: makeProduct({ variants }, {}, { variants: colours }),
      lang: "pl",
      rate: 1,
      variantHash: "c;green",
    });
    expect(r).toMatchObject({ brutto: 123, from: false });
  });

  it("applies the product's discount percentage to an override without its own discount", () => {
    const r = resolvePrice({
      product: makeProduct(
        { variants, discount: 10, discountBrutto: 110.7 },
        {},
        { variants: colours },
      ),
      lang: "pl",
      rate: 1,
      variantHash: "c;red",
    });
    expect(r).toMatchObject({ brutto: 135, regularBrutto: 150, isDiscounted: true });
  });

  it("uses the override's own discount when it has one", () => {
    const own = {
      "c;red": {
        brutto: 150,
        netto: 121.95,
        discount: 50,
        discountBrutto: 75,
        discountNetto: 60.98,
      },
    };
    const r = resolvePrice({
      product: makeProduct({ variants: own, discount: 10 }),
      lang: "pl",
      rate: 1,
      variantHash: "c;red",
    });
    expect(r).toMatchObject({ brutto: 75, netto: 60.98, discount: 50 });
  });

  it("sets 'from' and shows the product price when variants have several prices and none is chosen", () => {
    const r = resolvePrice({
      product: makeProduct({ variants }, {}, { variants: colours }),
      lang: "pl",
      rate: 1,
    });
    expect(r).toMatchObject({ brutto: 123, from: true });
  });

  it("shows the minimum variant price with minimumVariantPrice", () => {
    const r = resolvePrice({
      product: makeProduct({ variants }, { minimumVariantPrice: true }, { variants: colours }),
      lang: "pl",
      rate: 1,
    });
    expect(r).toMatchObject({ brutto: 100, netto: 81.3, from: true });
  });

  it("does not set 'from' when all variants cost the same", () => {
    const same = { "c;red": { brutto: 123, netto: 100 } };
    const r = resolvePrice({
      product: makeProduct({ variants: same }, {}, { variants: colours }),
      lang: "pl",
      rate: 1,
    });
    expect(r?.from).toBe(false);
  });
});

describe("resolvePrice wholesale, VAT and units", () => {
  const wholesale = { brutto: 86.1, netto: 70 };

  it("uses the wholesale price for a wholesale customer when it is defined", () => {
    const r = resolvePrice({
      product: makeProduct({ wholesale, discount: 20 }),
      lang: "pl",
      rate: 1,
      wholesale: true,
    });
    expect(r).toMatchObject({
      brutto: 86.1,
      netto: 70,
      isWholesale: true,
      isDiscounted: false,
      discount: 0,
    });
  });

  it("uses the retail price when wholesale is off or undefined", () => {
    expect(resolvePrice({ product: makeProduct({ wholesale }), lang: "pl", rate: 1 })?.brutto).toBe(
      123,
    );
    expect(
      resolvePrice({ product: makeProduct(), lang: "pl", rate: 1, wholesale: true })?.isWholesale,
    ).toBe(false);
  });

  it("reprices for another VAT rate keeping netto: 100 net at 19 % is 119 gross", () => {
    const r = resolvePrice({ product: makeProduct(), lang: "pl", rate: 1, vat: 19 });
    expect(r).toMatchObject({ brutto: 119, netto: 100, vat: 19, regularBrutto: 119 });
  });

  it("divides the price per package by dividePerPackage", () => {
    const r = resolvePrice({
      product: makeProduct({ custom: { dividePerPackage: 4 } }),
      lang: "pl",
      rate: 1,
    });
    expect(r?.brutto).toBe(123);
    expect(r?.perPackage).toEqual({ brutto: 30.75, netto: 25, divisor: 4 });
  });

  it("uses the view unit and priced-unit quantity, falling back to the default unit 'szt.'", () => {
    const r = resolvePrice({
      product: makeProduct({}, { pricedUnit: 0.5, unit: "kg" }, { pricedUnit: "kg" }),
      lang: "pl",
      rate: 1,
    });
    expect(r).toMatchObject({ unitLabel: "kg", pricedUnitQuantity: 0.5, pricedUnitLabel: "kg" });
    expect(
      resolvePrice({ product: makeProduct({}, {}, { unit: "m" }), lang: "pl", rate: 1 })?.unitLabel,
    ).toBe("m");
    expect(DEFAULT_UNIT_LABEL).toBe("szt.");
  });

  it("multiplies the displayed unit price by quantity: 3 × 2.32 eur is 6.96, not 6.95", () => {
    const r = resolvePrice({
      product: makeProduct({ brutto: 10, netto: 8.13 }),
      lang: "pl",
      rate: 0.2315,
      quantity: 3,
    });
    expect(r?.brutto).toBe(2.32);
    expect(r?.lineBrutto).toBe(6.96);
  });
});

describe("priceRangeForList", () => {
  const variants = {
    "c;red": { brutto: 150, netto: 121.95 },
    "c;blue": { brutto: 100, netto: 81.3 },
  };

  it("gives the cheapest and dearest variant and a 'from' flag", () => {
    const range = priceRangeForList(makeProduct({ variants }, {}, { variants: colours }), "pl", 1);
    expect(range?.min.brutto).toBe(100);
    expect(range?.max.brutto).toBe(150);
    expect(range?.from).toBe(true);
    expect(range?.min.from).toBe(true);
  });

  it("gives one price and no 'from' for a product without variants", () => {
    const range = priceRangeForList(makeProduct(), "pl", 0.25);
    expect(range?.min.brutto).toBe(30.75);
    expect(range?.max.brutto).toBe(30.75);
    expect(range?.from).toBe(false);
  });

  it("ignores variant prices for a wholesale customer", () => {
    const range = priceRangeForList(
      makeProduct({ variants, wholesale: { brutto: 86.1, netto: 70 } }, {}, { variants: colours }),
      "pl",
      1,
      { wholesale: true },
    );
    expect(range).toMatchObject({ from: false, min: { brutto: 86.1 }, max: { brutto: 86.1 } });
  });

  it("returns null for a language without a price", () => {
    expect(priceRangeForList(makeProduct(), "en", 1)).toBeNull();
  });
});
