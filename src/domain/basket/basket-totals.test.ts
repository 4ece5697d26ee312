import { describe, expect, it } from "vitest";
import type { Product } from "../catalogue/catalogue.types";
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

  it("caps a wholesale line at the guest's price where only the guest's basket reaches a rule", () => {
    // A: 100 zł, 75 zł after −25 % (dearer on the wholesale list, 80 zł); from a 200 zł
    // basket a rule makes it 95 zł, below that 100 zł. B: 100 zł, 50 zł on the wholesale list.
    const rules = [
      { type: "total" as const, from: 0, to: 199.99, brutto: 100, netto: 81.3 },
      { type: "total" as const, from: 200, brutto: 95, netto: 77.24 },
    ];
    const products = new Map([
      [
        "20",
        product("20", 100, {
          netto: 81.3,
          discount: 25,
          discountBrutto: 75,
          discountNetto: 60.98,
          wholesale: { brutto: 80, netto: 65.04 },
          custom: { rules },
        }),
      ],
      ["21", product("21", 100, { netto: 81.3, wholesale: { brutto: 50, netto: 40.65 } })],
    ]);
    const lines = [line("20", 1), line("21", 2)];
    // Guest: 75 + 2 × 100 = 275 zł reaches 200, so A costs 95: 95 + 200 = 295.
    const guest = basketTotals(lines, products, ctx);
    expect(guest.lines[0]?.unitBrutto).toBe(95);
    expect(guest.brutto).toBe(295);
    // Wholesale: 75 + 2 × 50 = 175 zł stays below 200 (A would cost 100), but A never costs
    // more than the guest's 95: 95 + 2 × 50 = 195.
    const wholesale = basketTotals(lines, products, { ...ctx, wholesale: true });
    expect(wholesale.lines[0]?.unitBrutto).toBe(95);
    expect(wholesale.brutto).toBe(195);
  });

  it("prices a set creator from its components' shopper prices, each rounded as shown", () => {
    // Seed creator 11 with boots Delta G140 (393.05 zł −25 % = 294.79, net 239.66; wholesale
    // list 314.44) and the speaker Solis R240 (271.07, net 220.38; wholesale list 216.86).
    const creator: Product = {
      ...product("11", 487.38, { netto: 396.24 }),
      type: "set_creator",
      components: [
        { product: "5", quantity: 0 },
        { product: "2", quantity: 0, variant: "1;7" },
      ],
      options: { view: { allowZeroForSet: true } },
    };
    const products = new Map([
      ["11", creator],
      [
        "5",
        product("5", 393.05, {
          netto: 319.55,
          discount: 25,
          discountBrutto: 294.79,
          discountNetto: 239.66,
          wholesale: { brutto: 314.44, netto: 255.64 },
        }),
      ],
      ["2", product("2", 271.07, { netto: 220.38, wholesale: { brutto: 216.86, netto: 176.3 } })],
    ]);
    const bundle = {
      ...line("11", 1, "set_creator"),
      components: [
        { product: "5", variantHash: "", quantity: 1 },
        { product: "2", variantHash: "1;7", quantity: 2 },
      ],
    };
    // 294.79 + 2 × 271.07 = 836.93, never the creator's 487.38.
    expect(basketTotals([bundle], products, ctx).brutto).toBe(836.93);
    // EUR at 0.23: 294.79 → 67.8017 → 67.80, 271.07 → 62.3461 → 62.35; 67.80 + 2 × 62.35 = 192.50
    // (not 836.93 × 0.23 = 192.49).
    expect(basketTotals([bundle], products, { ...ctx, rate: 0.23 }).brutto).toBe(192.5);
    // Wholesale: the boots' guest price 294.79 is below their list 314.44; the speaker's list
    // 216.86 wins: 294.79 + 2 × 216.86 = 728.51.
    expect(basketTotals([bundle], products, { ...ctx, wholesale: true }).brutto).toBe(728.51);
    // Delivered to Germany (19 %): 239.66 × 1.19 = 285.1954 → 285.20, 220.38 × 1.19 = 262.2522
    // → 262.25; 285.20 + 2 × 262.25 = 809.70.
    const de = { ...ctx, vatPerDeliveryCountry: true, deliveryCountry: "de" };
    expect(basketTotals([bundle], products, de).brutto).toBe(809.7);
    // Two bundles: 2 × 836.93 = 1673.86.
    expect(basketTotals([{ ...bundle, quantity: 2 }], products, ctx).brutto).toBe(1673.86);
  });

  it("applies custom pricing rules measured over the whole basket", () => {
    const rules = [{ type: "itemCount" as const, from: 5, brutto: 9, netto: 7.32 }];
    const products = new Map([["1", product("1", 10, { custom: { rules } })]]);
    expect(basketTotals([line("1", 4)], products, ctx).brutto).toBe(40);
    expect(basketTotals([line("1", 5)], products, ctx).brutto).toBe(45);
  });

  describe("a rule's price delivered to another VAT country (seed's Sekator Opal C10)", () => {
    // Product 295, variant 1;4: 75.39 zł (net 61.29, 23 %); a rule gives 75.39 / net 61.29
    // below a 200 zł basket and 71.62 / net 58.23 from 200 zł.
    const rules = [
      { type: "total" as const, from: 0, to: 199.99, brutto: 75.39, netto: 61.29 },
      { type: "total" as const, from: 200, brutto: 71.62, netto: 58.23 },
    ];
    const pruner: Product = {
      ...product("295", 75.39, { netto: 61.29, custom: { rules } }),
      variants: [{ attributes: [{ id: "1", value: "4" }], hash: "1;4", count: 29, locked: 0 }],
    };
    const products = new Map([
      ["295", pruner],
      // Boots Delta G140: 393.05 zł −25 % = 294.79 (net 239.66); Puzzle Nordic F940: 185.77 (net 151.03).
      [
        "5",
        product("5", 393.05, {
          netto: 319.55,
          discount: 25,
          discountBrutto: 294.79,
          discountNetto: 239.66,
        }),
      ],
      ["12", product("12", 185.77, { netto: 151.03 })],
    ]);
    const perCountry = { ...ctx, vatPerDeliveryCountry: true, vatCountries: { de: 19, gb: 20 } };
    const pruned = (quantity: number) => ({ ...line("295", quantity), variantHash: "1;4" });

    it("charges one piece the rule's net price with the destination's VAT", () => {
      // Germany 19 %: 61.29 × 1.19 = 72.9351 → 72.94 (not the Polish gross 75.39).
      const de = basketTotals([pruned(1)], products, { ...perCountry, deliveryCountry: "de" });
      expect(de.lines[0]?.unitBrutto).toBe(72.94);
      expect(de.lines[0]?.unitNetto).toBe(61.29);
      expect(de.brutto).toBe(72.94);
      // Great Britain 20 %: 61.29 × 1.20 = 73.548 → 73.55.
      const gb = basketTotals([pruned(1)], products, { ...perCountry, deliveryCountry: "gb" });
      expect(gb.brutto).toBe(73.55);
    });

    it("prices the rule reached by a 200 zł basket with the destination's VAT", () => {
      const lines = [line("5", 1), line("12", 1), pruned(1)];
      const de = basketTotals(lines, products, { ...perCountry, deliveryCountry: "de" });
      // 239.66 × 1.19 = 285.1954 → 285.20; 151.03 × 1.19 = 179.7257 → 179.73;
      // the basket passes 200 zł, so the pruner's rule is net 58.23: × 1.19 = 69.2937 → 69.29.
      expect(de.lines.map((l) => l.lineBrutto)).toEqual([285.2, 179.73, 69.29]);
      // 285.20 + 179.73 + 69.29 = 534.22
      expect(de.brutto).toBe(534.22);
      // At home (23 %) the rule's own gross: 294.79 + 185.77 + 71.62 = 552.18.
      expect(basketTotals(lines, products, { ...perCountry, deliveryCountry: "pl" }).brutto).toBe(
        552.18,
      );
    });
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
