import { describe, expect, it } from "vitest";
import { PLN_PRICING } from "../pricing/pricing-context.fixtures";
import type { StoredLine } from "./basket-line";
import { priceBasket } from "./basket-pricing";
import type { Product, SetComponent } from "../catalogue/catalogue.types";
import type { PricingContext } from "../pricing/pricing-context";

function product(
  id: string,
  brutto: number,
  netto: number,
  extra: Partial<Pick<Product, "type" | "components" | "options">> = {},
): Product {
  return {
    _id: id,
    type: "normal",
    name: { pl: `P${id}` },
    url: { pl: `p${id}` },
    description: {},
    code: `C${id}`,
    price: { pl: { brutto, netto, vat: 23, discount: 0 } },
    langVat: { pl: 23 },
    variants: [{ attributes: [], hash: "", count: 50, locked: 0 }],
    attributes: [],
    categories: [],
    badges: [],
    images: [],
    archived: false,
    preorder: false,
    createdAt: "2026-01-01",
    idx: 0,
    options: { view: {} },
    ...extra,
  };
}

const pricing: PricingContext = { ...PLN_PRICING, vatCountries: { pl: 23 } };

/** The creator offers 1, 2 and 7 (7 is no longer in the catalogue). */
const offer: SetComponent[] = [
  { product: "1", quantity: 0 },
  { product: "2", quantity: 0 },
  { product: "7", quantity: 0 },
];
const definition: SetComponent[] = [
  { product: "1", quantity: 2 },
  { product: "2", quantity: 1 },
];
const products = new Map(
  [
    product("1", 10, 8.13),
    product("2", 30, 24.39),
    product("3", 5, 4.07),
    product("11", 99, 80.49, {
      type: "set_creator",
      components: offer,
      options: { view: { allowZeroForSet: true } },
    }),
    product("9", 40, 32.52, {
      type: "set",
      components: definition,
      options: { view: { customCountsForSet: true } },
    }),
  ].map((p) => [p._id, p]),
);

const setLine = (id: string, type: string, components?: StoredLine["components"]): StoredLine => ({
  product: id,
  variantHash: "",
  quantity: 1,
  type,
  ...(components ? { components } : {}),
});
const c = (productId: string, quantity: number) => ({
  product: productId,
  variantHash: "",
  quantity,
});

describe("basket pricing of set lines", () => {
  it("charges a set creator its items and a fixed set its price, changed counts included", () => {
    const basket = priceBasket(
      [
        setLine("11", "set_creator", [c("1", 1), c("2", 2)]),
        setLine("9", "set", [c("1", 2), c("2", 1)]),
        setLine("9", "set", [c("1", 3), c("2", 1)]),
      ],
      products,
      pricing,
    );
    // 10 + 2 × 30 = 70; the set as defined 40; one item 1 more: 40 + 10 = 50.
    expect(basket.lines.map((l) => l.lineBrutto)).toEqual([70, 40, 50]);
    expect(basket.brutto).toBe(160);
  });

  it("drops set lines the product page cannot make, so nothing is bought for nothing", () => {
    const basket = priceBasket(
      [
        setLine("11", "set_creator"),
        setLine("11", "set_creator", []),
        setLine("11", "set_creator", [c("3", 1)]),
        setLine("11", "set_creator", [c("2", 0.01)]),
        setLine("11", "set_creator", [c("1", 1), c("7", 1)]),
        setLine("9", "set", []),
        setLine("9", "set", [c("1", 0), c("2", 1)]),
        setLine("3", "normal"),
      ],
      products,
      pricing,
    );
    expect(basket.checked.map((l) => l.product)).toEqual(["3"]);
    expect(basket.brutto).toBe(5);
  });

  it("drops every line that sells an archived product, its own or a set's component (issue 44)", () => {
    const archived = new Map(products);
    archived.set("3", { ...product("3", 5, 4.07), archived: true });
    archived.set("2", { ...product("2", 30, 24.39), archived: true });
    const basket = priceBasket(
      [
        setLine("3", "normal"),
        setLine("11", "set_creator", [c("1", 1), c("2", 1)]),
        setLine("11", "set_creator", [c("1", 2)]),
        setLine("1", "normal"),
      ],
      archived,
      pricing,
    );
    expect(basket.checked.map((l) => l.product)).toEqual(["11", "1"]);
    // The creator's 2 × 10 and one item 1 at 10: 30.
    expect(basket.brutto).toBe(30);
  });
});
