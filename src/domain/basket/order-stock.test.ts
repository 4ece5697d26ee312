import { describe, expect, it } from "vitest";
import type { Product } from "../catalogue/catalogue.types";
import { stockDemand } from "./order-stock";
import { product, v } from "./stock.fixtures";

const asProduct = (id: string, p: ReturnType<typeof product>) => ({ ...p, _id: id }) as Product;
const products = new Map<string, Product>([
  ["1", asProduct("1", product([v("", 8)]))],
  ["2", asProduct("2", product([v("s;m", 10), v("s;l", 4)]))],
  ["3", asProduct("3", product([v("", 0)], { allowPreorder: true }))],
]);

describe("what an order takes from stock", () => {
  it("adds up lines and set components per product variant", () => {
    expect(
      stockDemand(
        [
          { product: "1", variantHash: "", quantity: 2, type: "normal" },
          { product: "2", variantHash: "s;m", quantity: 1, type: "normal" },
          {
            product: "9",
            variantHash: "",
            quantity: 3,
            type: "set",
            components: [
              { product: "1", variantHash: "", quantity: 2 },
              { product: "2", variantHash: "s;m", quantity: 1 },
            ],
          },
        ],
        products,
        false,
      ),
    ).toEqual([
      { product: "1", variantHash: "", quantity: 8 },
      { product: "2", variantHash: "s;m", quantity: 4 },
    ]);
  });

  it("leaves out preorder products and everything when the shop does not validate stock", () => {
    const lines = [
      { product: "3", variantHash: "", quantity: 5, type: "normal" },
      { product: "1", variantHash: "", quantity: 1, type: "normal" },
    ];
    expect(stockDemand(lines, products, false)).toEqual([
      { product: "1", variantHash: "", quantity: 1 },
    ]);
    expect(stockDemand(lines, products, true)).toEqual([]);
  });
});
