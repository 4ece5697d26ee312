import { describe, expect, it } from "vitest";
import { PLN_PRICING } from "../pricing/pricing-context.fixtures";
import type { Product } from "../catalogue/catalogue.types";
import { priceBasket } from "./basket-pricing";
import { lineViews, storedLine } from "./line-view";
import type { StoredLine } from "./basket-line";

function product(id: string, extra: Partial<Product> = {}): Product {
  return {
    _id: id,
    type: "normal",
    name: { pl: `Kubek ${id}` },
    url: { pl: `kubek-${id}` },
    description: {},
    code: `C${id}`,
    price: { pl: { brutto: 24.6, netto: 20, vat: 23, discount: 0 } },
    langVat: { pl: 23 },
    variants: [{ attributes: [{ id: "7", value: "3" }], hash: "7;3", count: 2, locked: 0 }],
    attributes: [],
    categories: [],
    badges: [],
    images: [],
    mainImage: { url: "/images/kubek.jpg" },
    archived: false,
    preorder: false,
    createdAt: "2026-01-01",
    idx: 0,
    options: { view: {} },
    ...extra,
  } as Product;
}

const labels = { "7": { name: "Kolor", values: { "3": "Czerwony" } } };
const products = new Map([
  ["1", product("1")],
  ["2", product("2", { variants: [{ attributes: [], hash: "", count: 50, locked: 0 }] })],
]);

describe("lineViews", () => {
  it("names, links, pictures and prices each line as the table shows it", () => {
    const stored: StoredLine[] = [{ product: "2", variantHash: "", quantity: 3, type: "normal" }];
    const [line] = lineViews(priceBasket(stored, products, PLN_PRICING), products, {
      lang: "pl",
      locale: "pl-PL",
      labels,
      stored,
    });
    expect(line).toMatchObject({
      key: "2|||",
      name: "Kubek 2",
      href: "/p/kubek-2",
      quantity: 3,
      requested: null,
      step: 1,
      variant: "",
      priced: true,
      unitBrutto: 24.6,
      unitNetto: 20,
      lineBrutto: 73.8,
      lineNetto: 60,
    });
    expect(line?.image).toContain("kubek");
  });

  it("says the variant in words and the quantity asked for when stock lowered it", () => {
    const stored: StoredLine[] = [
      { product: "1", variantHash: "7;3", quantity: 5, type: "normal" },
    ];
    const [line] = lineViews(priceBasket(stored, products, PLN_PRICING), products, {
      lang: "pl",
      locale: "pl-PL",
      labels,
      stored,
    });
    expect(line).toMatchObject({ variant: "Kolor: Czerwony", quantity: 2, requested: 5, max: 2 });
    expect(line?.lineBrutto).toBe(49.2);
  });

  it("gives back the stored line a view stands for, with the checked quantity", () => {
    const stored: StoredLine[] = [
      { product: "1", variantHash: "7;3", quantity: 5, type: "normal" },
    ];
    const [line] = lineViews(priceBasket(stored, products, PLN_PRICING), products, {
      lang: "pl",
      locale: "pl-PL",
      labels: null,
    });
    expect(line && storedLine(line)).toEqual({
      product: "1",
      variantHash: "7;3",
      quantity: 2,
      type: "normal",
    });
  });
});
