import { describe, it, expect } from "vitest";
import { priceRangeForList, resolvePrice } from "./pricing/price-resolution";
import { colours, makeProduct } from "./pricing/price-resolution.fixtures";

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
