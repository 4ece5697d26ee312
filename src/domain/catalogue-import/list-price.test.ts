import { describe, expect, it } from "vitest";
import { newListPrice } from "./list-price";

describe("a new list price", () => {
  it("takes the net price off the gross one at the row's VAT rate", () => {
    expect(newListPrice({ vat: 23, discount: 0, variants: null }, 123)).toEqual({
      brutto: 123,
      netto: 100,
      discountBrutto: null,
      discountNetto: null,
      sortPrice: 123,
      paid: 123,
    });
  });

  it("keeps a discount's percentage and sorts by the cheapest variant", () => {
    expect(
      newListPrice(
        { vat: 23, discount: 10, variants: { "1;2": { brutto: 90, netto: 73.17 } } },
        246,
      ),
    ).toEqual({
      brutto: 246,
      netto: 200,
      discountBrutto: 221.4,
      discountNetto: 180,
      sortPrice: 90,
      paid: 221.4,
    });
  });
});
