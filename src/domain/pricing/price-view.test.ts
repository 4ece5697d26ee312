import { describe, expect, it } from "vitest";
import { PLN_PRICING } from "./pricing-context.fixtures";
import type { Product } from "../catalogue/catalogue.types";
import { priceView, shopperHistoricalView } from "./price-view";
import type { PricingContext } from "./pricing-context";

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

  it("says a weight product's price is per its unit and a piece's is not", () => {
    const coffee: Product = { ...shoe, type: "weight", unit: "kg", options: { view: {} } };
    expect(priceView({ ...base, product: coffee, mode: "brutto" })?.per).toBe("kg");
    const byView: Product = { ...coffee, options: { view: { unit: "100 g" } } };
    expect(priceView({ ...base, product: byView, mode: "netto" })?.per).toBe("100 g");
    expect(priceView({ ...base, mode: "brutto" })?.per).toBeUndefined();
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

const plain = (s: string | undefined) => s?.replace(/\s/g, " ");

describe("price view: per-unit and per-piece figures follow the display mode", () => {
  it("labels the price per priced unit with the primary kind in net modes", () => {
    const packaged: Product = {
      ...shoe,
      pricedUnit: "100 g",
      options: { view: { pricedUnit: 10 } },
    };
    // net 100.00 / 10 = 10.00 per 100 g
    const view = priceView({ ...base, product: packaged, mode: "netto" });
    expect(plain(view?.perUnit?.text)).toBe("10,00 zł");
    expect(view?.perUnit?.suffix).toBe("netto");
  });

  it("shows the price of one piece of a package (custom.dividePerPackage)", () => {
    const pack: Product = {
      ...shoe,
      price: {
        pl: { brutto: 123, netto: 100, vat: 23, discount: 0, custom: { dividePerPackage: 6 } },
      },
    };
    // gross 123 / 6 = 20.50; net 100 / 6 = 16.666… → 16.67
    const gross = priceView({ ...base, product: pack, mode: "brutto" });
    expect(gross?.perPackage).toMatchObject({ count: 6, unit: "szt.", suffix: undefined });
    expect(plain(gross?.perPackage?.text)).toBe("20,50 zł");
    const net = priceView({ ...base, product: pack, mode: "netto+brutto" });
    expect(plain(net?.perPackage?.text)).toBe("16,67 zł");
    expect(net?.perPackage?.suffix).toBe("netto");
  });

  it("has no per-piece figure without dividePerPackage", () => {
    expect(priceView({ ...base, mode: "brutto" })?.perPackage).toBeUndefined();
  });
});

describe("shopperHistoricalView", () => {
  const pricing: PricingContext = PLN_PRICING;
  const earlier: Product = {
    ...shoe,
    price: {
      pl: {
        brutto: 123,
        netto: 100,
        vat: 23,
        discount: 0,
        historicalBrutto: 110.7,
        historicalNetto: 90,
        wholesale: { brutto: 98.4, netto: 80 },
      },
    },
  };
  const NOW = Date.UTC(2026, 10, 23);
  const texts = (p: PricingContext) =>
    shopperHistoricalView(p, earlier, NOW)?.lines.map((l) => [plain(l.text), l.suffix]);

  it("writes a lower earlier price in every display mode", () => {
    expect(shopperHistoricalView(pricing, earlier, NOW)?.kind).toBe("recent");
    expect(texts(pricing)).toEqual([["110,70 zł", undefined]]);
    expect(texts({ ...pricing, mode: "netto" })).toEqual([["90,00 zł", "netto"]]);
    expect(texts({ ...pricing, mode: "brutto+netto" })).toEqual([
      ["110,70 zł", "brutto"],
      ["90,00 zł", "netto"],
    ]);
  });

  it("converts to the chosen currency: 110.70 × 0.23 = 25.461 → 25.46 €", () => {
    expect(texts({ ...pricing, currency: "eur", locale: "de-DE", rate: 0.23 })).toEqual([
      ["25,46 €", undefined],
    ]);
  });

  it("shows nothing to a wholesale customer or when prices are hidden", () => {
    expect(shopperHistoricalView({ ...pricing, wholesale: true }, earlier, NOW)).toBeNull();
    expect(shopperHistoricalView({ ...pricing, pricesHidden: true }, earlier, NOW)).toBeNull();
  });
});

describe("a set creator's price: its cheapest set, never its own price", () => {
  const item = (_id: string, price: Product["price"][string]): Product => ({
    ...shoe,
    _id,
    price: { pl: price },
  });
  // Seed creator 11 (own price 487.38 zł) offering boots Delta G140 (393.05 −25 % = 294.79,
  // wholesale list 314.44) and the pot Nordic H760 (25.55 −30 % = 17.88, net 14.54; wholesale
  // list 20.44).
  const boots = item("5", {
    brutto: 393.05,
    netto: 319.55,
    vat: 23,
    discount: 25,
    discountBrutto: 294.79,
    discountNetto: 239.66,
    wholesale: { brutto: 314.44, netto: 255.64 },
  });
  const pot = item("3", {
    brutto: 25.55,
    netto: 20.77,
    vat: 23,
    discount: 30,
    discountBrutto: 17.88,
    discountNetto: 14.54,
    wholesale: { brutto: 20.44, netto: 16.62 },
  });
  const creator: Product = {
    ...shoe,
    _id: "11",
    type: "set_creator",
    price: { pl: { brutto: 487.38, netto: 396.24, vat: 23, discount: 0 } },
    components: [
      { product: "5", quantity: 0 },
      { product: "3", quantity: 0 },
    ],
    componentsData: [boots, pot],
  };
  const texts = (view: ReturnType<typeof priceView>) =>
    view?.lines.map((l) => l.text.replace(/\s/g, " "));

  it("shows one pot, 17.88 zł, as a 'from' price in a box and on the page", () => {
    for (const list of [true, false]) {
      const view = priceView({ ...base, product: creator, mode: "brutto", list });
      expect(view?.from).toBe(true);
      expect(texts(view)).toEqual(["17,88 zł"]);
      expect(view?.discount).toBe(0);
    }
  });

  it("follows the currency, the display mode and the wholesale rule", () => {
    // 17.88 × 0.23 = 4.1124 → 4.11 €
    const eur = { ...base, currency: "eur", locale: "pl-PL", rate: 0.23 };
    expect(texts(priceView({ ...eur, product: creator, mode: "brutto" }))).toEqual(["4,11 €"]);
    expect(texts(priceView({ ...base, product: creator, mode: "netto" }))).toEqual(["14,54 zł"]);
    // Wholesale: the pot's guest price 17.88 is below its list 20.44, so still 17.88.
    const hurt = priceView({ ...base, product: creator, mode: "brutto", wholesale: true });
    expect(texts(hurt)).toEqual(["17,88 zł"]);
  });

  it("shows no price when no item of its offer has one", () => {
    const bare = { ...creator, componentsData: [] };
    expect(priceView({ ...base, product: bare, mode: "brutto", list: true })).toBeNull();
    expect(shopperHistoricalView(PLN_PRICING, creator, Date.now())).toBeNull();
  });
});
