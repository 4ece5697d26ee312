import { describe, expect, it } from "vitest";
import type { Product } from "./catalogue.types";
import { priceView } from "./price-view";

const shoe: Product = {
  _id: "1",
  type: "normal",
  name: { pl: "But" },
  url: { pl: "but" },
  description: {},
  code: "B1",
  price: { pl: { brutto: 123, netto: 100, vat: 23, discount: 0 } },
  langVat: { pl: 23 },
  variants: [],
  attributes: [],
  categories: [],
  badges: [],
  images: [],
  archived: false,
  preorder: false,
  createdAt: "2026-01-01T00:00:00.000Z",
  idx: 1,
  options: { view: {} },
};

const base = { product: shoe, lang: "pl", locale: "pl-PL", currency: "pln", rate: 1 } as const;

describe("price view", () => {
  it("shows the gross price in gross mode", () => {
    const view = priceView({ ...base, mode: "brutto" });
    expect(view?.lines.map((l) => l.text.replace(/\s/g, " "))).toEqual(["123,00 zł"]);
    expect(view?.from).toBe(false);
  });

  it("shows net first with suffixes in net+gross mode", () => {
    const view = priceView({ ...base, mode: "netto+brutto" });
    expect(view?.lines.map((l) => [l.kind, l.suffix])).toEqual([
      ["netto", "netto"],
      ["brutto", "brutto"],
    ]);
  });

  it("converts to the chosen currency", () => {
    const view = priceView({
      ...base,
      mode: "brutto",
      currency: "eur",
      locale: "de-DE",
      rate: 0.23,
    });
    expect(view?.lines[0]?.text.replace(/\s/g, " ")).toBe("28,29 €");
  });

  it("marks a list price with several variant prices as 'from' the cheapest", () => {
    const withVariants: Product = {
      ...shoe,
      variants: [
        { hash: "1;1", attributes: [{ id: "1", value: "1" }], count: 1, locked: 0 },
        { hash: "1;2", attributes: [{ id: "1", value: "2" }], count: 1, locked: 0 },
      ],
      price: {
        pl: {
          brutto: 123,
          netto: 100,
          vat: 23,
          discount: 0,
          variants: { "1;2": { brutto: 61.5, netto: 50 } },
        },
      },
    };
    const view = priceView({ ...base, product: withVariants, mode: "brutto", list: true });
    expect(view?.from).toBe(true);
    expect(view?.lines[0]?.text.replace(/\s/g, " ")).toBe("61,50 zł");
  });

  it("shows the price per priced unit for packaged goods", () => {
    const packaged: Product = {
      ...shoe,
      pricedUnit: "100 g",
      options: { view: { pricedUnit: 10 } },
    };
    const view = priceView({ ...base, product: packaged, mode: "brutto" });
    expect(view?.perUnit?.text.replace(/\s/g, " ")).toBe("12,30 zł");
    expect(view?.perUnit?.unit).toBe("100 g");
  });

  it("returns nothing when the language has no price", () => {
    expect(priceView({ ...base, lang: "en", mode: "brutto" })).toBeNull();
  });
});
