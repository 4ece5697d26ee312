import { describe, expect, it } from "vitest";
import type { Product } from "./catalogue.types";
import { basketTotals, basketWeight } from "./basket-totals";

function product(
  id: string,
  brutto: number,
  extra: Partial<Product["price"][string]> = {},
): Product {
  return {
    _id: id,
    type: "normal",
    name: { pl: `P${id}` },
    url: { pl: `p${id}` },
    description: {},
    code: `C${id}`,
    price: {
      pl: {
        brutto,
        netto: Math.round((brutto / 1.23) * 100) / 100,
        vat: 23,
        discount: 0,
        ...extra,
      },
    },
    langVat: { pl: 23 },
    variants: [{ attributes: [], hash: "", count: 10, locked: 0, weight: 0.5 }],
    attributes: [],
    categories: [],
    badges: [],
    images: [],
    archived: false,
    preorder: false,
    createdAt: "2026-01-01",
    idx: 0,
    options: { view: {} },
  };
}
const ctx = {
  lang: "pl",
  rate: 1,
  wholesale: false,
  vatPerDeliveryCountry: false,
  vatCountries: { pl: 23, de: 19 },
};
const line = (productId: string, quantity: number, type = "normal") => ({
  product: productId,
  variantHash: "",
  quantity,
  type,
});

describe("basket totals", () => {
  it("multiplies the 2-decimal unit price by the quantity and sums lines to the cent", () => {
    const products = new Map([
      ["1", product("1", 19.99)],
      ["2", product("2", 0.1)],
    ]);
    const t = basketTotals([line("1", 3), line("2", 3)], products, ctx);
    expect(t.lines.map((l) => l.lineBrutto)).toEqual([59.97, 0.3]);
    expect(t.brutto).toBe(60.27);
    expect(t.count).toBe(6);
  });

  it("converts to the shopper's currency before multiplying", () => {
    const products = new Map([["1", product("1", 19.99)]]);
    const t = basketTotals([line("1", 3)], products, { ...ctx, rate: 0.23 });
    expect(t.lines[0]?.unitBrutto).toBe(4.6);
    expect(t.brutto).toBe(13.8);
  });

  it("uses the delivery country's VAT when VAT per delivery country is on", () => {
    const products = new Map([["1", product("1", 123, { netto: 100 })]]);
    const on = {
      ...ctx,
      deliveryCountry: "de",
      vatPerDeliveryCountry: true,
    };
    expect(basketTotals([line("1", 1)], products, on).brutto).toBe(119);
    expect(basketTotals([line("1", 1)], products, { ...ctx, deliveryCountry: "de" }).brutto).toBe(
      123,
    );
  });

  it("gives wholesale customers wholesale prices", () => {
    const products = new Map([
      ["1", product("1", 123, { netto: 100, wholesale: { brutto: 98.4, netto: 80 } })],
    ]);
    expect(basketTotals([line("1", 2)], products, { ...ctx, wholesale: true }).brutto).toBe(196.8);
    expect(basketTotals([line("1", 2)], products, ctx).brutto).toBe(246);
  });

  it("never charges a wholesale customer more than a guest for the same line", () => {
    // Seed product 10: 19.24 zł after its retail discount, 20.52 zł on the wholesale list.
    const discounted = product("10", 25.65, {
      netto: 20.85,
      discount: 25,
      discountBrutto: 19.24,
      discountNetto: 15.64,
      wholesale: { brutto: 20.52, netto: 16.68 },
    });
    // A rule gives everyone 8 zł from 5 items, below the 9.84 zł wholesale list price.
    const rules = [{ type: "itemCount" as const, from: 5, brutto: 8, netto: 6.5 }];
    const ruled = product("2", 12.3, {
      netto: 10,
      wholesale: { brutto: 9.84, netto: 8 },
      custom: { rules },
    });
    const products = new Map([
      ["10", discounted],
      ["2", ruled],
    ]);
    const wholesale = { ...ctx, wholesale: true };
    expect(basketTotals([line("10", 2)], products, wholesale).brutto).toBe(38.48);
    expect(basketTotals([line("10", 2)], products, ctx).brutto).toBe(38.48);
    expect(basketTotals([line("2", 4)], products, wholesale).brutto).toBe(39.36);
    expect(basketTotals([line("2", 5)], products, wholesale).brutto).toBe(40);
    expect(basketTotals([line("2", 5)], products, ctx).brutto).toBe(40);
  });

  it("applies custom pricing rules measured over the whole basket", () => {
    const rules = [{ type: "itemCount" as const, from: 5, brutto: 9, netto: 7.32 }];
    const products = new Map([["1", product("1", 10, { custom: { rules } })]]);
    expect(basketTotals([line("1", 4)], products, ctx).brutto).toBe(40);
    expect(basketTotals([line("1", 5)], products, ctx).brutto).toBe(45);
  });

  it("keeps an unknown product at zero without NaN and counts weight products as 1", () => {
    const products = new Map([["1", product("1", 10)]]);
    const t = basketTotals(
      [line("1", 2.5, "weight"), line("404", 3), line("1", Number.NaN)],
      products,
      ctx,
    );
    expect(t.brutto).toBe(25);
    expect(t.lines[1]?.priced).toBe(false);
    expect(t.count).toBe(4);
    expect(Number.isNaN(t.netto)).toBe(false);
  });

  it("weighs the basket from variant weights", () => {
    const products = new Map([["1", product("1", 10)]]);
    expect(basketWeight([line("1", 4)], products)).toBe(2);
  });
});
