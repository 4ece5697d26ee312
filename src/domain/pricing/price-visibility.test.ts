import { describe, expect, it } from "vitest";
import { makeProduct } from "./price-resolution.fixtures";
import { amountsVisible, priceAccess, productForViewer } from "./price-visibility";

const product = makeProduct(
  { wholesale: { brutto: 98.4, netto: 80 }, historicalBrutto: 130 },
  {},
  {
    priceHistory: { pl: [{ stamp: 1, val: 123 }] },
    componentsData: [makeProduct({ wholesale: { brutto: 12.3, netto: 10 } })],
  },
);

const guest = { wholesale: false, pricesHidden: false };
const wholesaler = { wholesale: true, pricesHidden: false };
const hidden = { wholesale: false, pricesHidden: true };

describe("prices a caller of the catalogue API may see", () => {
  it("gives a guest the retail prices and history but no wholesale prices, also of set components", () => {
    const seen = productForViewer(product, guest);
    expect(seen.price["pl"]).toEqual({
      brutto: 123,
      netto: 100,
      vat: 23,
      discount: 0,
      historicalBrutto: 130,
    });
    expect(seen.priceHistory).toEqual({ pl: [{ stamp: 1, val: 123 }] });
    expect(seen.componentsData?.[0]?.price["pl"]?.wholesale).toBeUndefined();
    expect(product.price["pl"]?.wholesale).toEqual({ brutto: 98.4, netto: 80 });
  });

  it("gives a wholesale customer everything", () => {
    expect(productForViewer(product, wholesaler)).toBe(product);
  });

  it("gives nobody any price or price history when prices are for logged-in users only", () => {
    const seen = productForViewer(product, hidden);
    expect(seen.price).toEqual({});
    expect(seen.priceHistory).toBeUndefined();
    expect(seen.componentsData?.[0]?.price).toEqual({});
    expect(seen.name).toEqual({ pl: "Kubek" });
  });
});

describe("what a caller may see, decided once", () => {
  it("names the access of a guest, a wholesale customer and anyone when prices are hidden", () => {
    expect(priceAccess(guest)).toBe("retail");
    expect(priceAccess(wholesaler)).toBe("wholesale");
    expect(priceAccess(hidden)).toBe("none");
    // Hidden wins even over a wholesale flag.
    expect(priceAccess({ wholesale: true, pricesHidden: true })).toBe("none");
  });

  it("answers amounts to everyone who sees prices and to nobody else", () => {
    expect(amountsVisible(guest)).toBe(true);
    expect(amountsVisible(wholesaler)).toBe(true);
    expect(amountsVisible(hidden)).toBe(false);
  });
});
