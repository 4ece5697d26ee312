import { describe, it, expect } from "vitest";
import { DEFAULT_UNIT_LABEL, resolvePrice } from "./pricing/price-resolution";
import { makeProduct, variant } from "./pricing/price-resolution.fixtures";

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

  it("never charges a wholesale customer more than a guest: a retail discount below the list wins", () => {
    // Seed product 10: 25.65 zł −25 % = 19.24 zł for a guest; the wholesale list says 20.52 zł.
    const product = makeProduct({
      brutto: 25.65,
      netto: 20.85,
      discount: 25,
      discountBrutto: 19.24,
      discountNetto: 15.64,
      wholesale: { brutto: 20.52, netto: 16.68 },
    });
    const r = resolvePrice({ product, lang: "pl", rate: 1, wholesale: true, quantity: 2 });
    expect(r).toMatchObject({ brutto: 19.24, netto: 15.64, isWholesale: false, lineBrutto: 38.48 });
  });

  it("compares per variant: the list price where it is lower, the retail override where that is", () => {
    const product = makeProduct(
      {
        wholesale: { brutto: 98.4, netto: 80 },
        variants: { "c;red": { brutto: 61.5, netto: 50 } },
      },
      {},
      { variants: [variant("c;red"), variant("c;blue")] },
    );
    const at = (variantHash: string) =>
      resolvePrice({ product, lang: "pl", rate: 1, wholesale: true, variantHash });
    expect(at("c;red")).toMatchObject({ brutto: 61.5, isWholesale: false });
    expect(at("c;blue")).toMatchObject({ brutto: 98.4, isWholesale: true });
    expect(resolvePrice({ product, lang: "pl", rate: 1, wholesale: true })).toMatchObject({
      brutto: 98.4,
      from: true,
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
