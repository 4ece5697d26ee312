import { describe, expect, it } from "vitest";
import { returnedStock } from "./returned-stock";

describe("the stock a settled return puts back", () => {
  it("puts back the received count of the variant the order took", () => {
    expect(
      returnedStock(
        [{ id: "5", variantHash: "red", count: 1 }],
        [{ product: "5", variantHash: "red", quantity: 3 }],
      ),
    ).toEqual([{ product: "5", variantHash: "red", quantity: 1 }]);
  });

  it("matches a product without variants to the default variant the order took", () => {
    expect(
      returnedStock(
        [{ id: "212", variantHash: "", count: 2 }],
        [{ product: "212", variantHash: "d41d8c", quantity: 2 }],
      ),
    ).toEqual([{ product: "212", variantHash: "d41d8c", quantity: 2 }]);
  });

  it("puts back a set's components and nothing the order did not take", () => {
    expect(
      returnedStock(
        [
          {
            id: "9",
            variantHash: "",
            count: 2,
            components: [{ product: "10", quantity: 3 }],
          },
          { id: "11", variantHash: "", count: 1 },
        ],
        [{ product: "10", variantHash: "", quantity: 9 }],
      ),
    ).toEqual([{ product: "10", variantHash: "", quantity: 6 }]);
  });

  it("never puts back more than the order took", () => {
    expect(
      returnedStock(
        [{ id: "5", variantHash: "", count: 4 }],
        [{ product: "5", variantHash: "", quantity: 3 }],
      ),
    ).toEqual([{ product: "5", variantHash: "", quantity: 3 }]);
  });

  it("gives the lines back as they are for an order stored before stock was recorded", () => {
    expect(returnedStock([{ id: "5", variantHash: "", count: 1 }], null)).toEqual([
      { product: "5", variantHash: "", quantity: 1 },
    ]);
  });
});
