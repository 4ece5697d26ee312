import { describe, expect, it } from "vitest";
import { PLN_PRICING } from "../pricing/pricing-context.fixtures";
import type { StoredLine } from "./basket-line";
import { priceBasket } from "./basket-pricing";
import { checkBasketStock, lineProductIds } from "./basket-stock";
import { stockUsedBy } from "./stock-used";
import type { Product, ProductViewOptions, Variant } from "../catalogue/catalogue.types";
import { makeProduct, variant } from "../pricing/price-resolution.fixtures";
import type { PricingContext } from "../pricing/pricing-context";

const plainVariant = (count: number): Variant => ({ attributes: [], hash: "", count, locked: 0 });

function stocked(
  id: string,
  variants: Variant[],
  view: ProductViewOptions = {},
  type: Product["type"] = "normal",
): Product {
  return makeProduct({ brutto: 10, netto: 8.13 }, view, { _id: id, type, variants });
}

/** 36 in stock, sold by the piece, 904.57 gross. */
const tea = makeProduct(
  { brutto: 904.57, netto: 735.42 },
  {},
  {
    _id: "tea",
    variants: [plainVariant(36)],
  },
);
/** 22 kg in stock, sold in 0.5 kg steps. */
const coffee = stocked("coffee", [plainVariant(22)], { quantityFactor: 0.5 }, "weight");
/** Two sizes: m with 10, l with 4. */
const shirt = stocked("shirt", [variant("s;m", 10), variant("s;l", 4)]);
/** A set of its own stock 50 holding 2 shirts size m per set. */
const kit = stocked("kit", [plainVariant(50)], {}, "set");
const preorder = stocked("pre", [plainVariant(0)], { allowPreorder: true });

const products = new Map([tea, coffee, shirt, kit, preorder].map((p) => [p._id, p]));

const line = (product: string, quantity: number, extra: Partial<StoredLine> = {}): StoredLine => ({
  product,
  variantHash: "",
  quantity,
  type: "normal",
  ...extra,
});
const engraved = (text: string) => ({ personalization: { engraving: text } });
const kitLine = (quantity: number): StoredLine =>
  line("kit", quantity, {
    type: "set",
    components: [{ product: "shirt", variantHash: "s;m", quantity: 2 }],
  });
const shirtM = (quantity: number) => line("shirt", quantity, { variantHash: "s;m" });

const pln: PricingContext = PLN_PRICING;

const quantities = (lines: readonly StoredLine[]) =>
  checkBasketStock(lines, products, false).map((l) => [l.product, l.quantity, l.max]);

describe("checkBasketStock: one stock shared by all its lines (spec 1 §4)", () => {
  it("keeps three lines of 36 of a 36-stock product, differing in personalization, at 36 in total", () => {
    const checked = checkBasketStock(
      [line("tea", 36, engraved("A")), line("tea", 36, engraved("B")), line("tea", 36)],
      products,
      false,
    );
    expect(checked.map((l) => l.quantity)).toEqual([36]);
    expect(checked[0]?.personalization).toEqual({ engraving: "A" });
  });

  it("lowers later lines to what is left and drops a line with nothing left: 20, 20, 20 of 36 give 20, 16", () => {
    expect(
      quantities([line("tea", 20, engraved("A")), line("tea", 20, engraved("B")), line("tea", 20)]),
    ).toEqual([
      // max of each line = 36 minus the other lines: 36 − 16 = 20 and 36 − 20 = 16
      ["tea", 20, 20],
      ["tea", 16, 16],
    ]);
  });

  it("reports as max what a line could hold next to the others: 10 and 5 of 36 have max 31 and 26", () => {
    expect(quantities([line("tea", 10, engraved("A")), line("tea", 5)])).toEqual([
      ["tea", 10, 31],
      ["tea", 5, 26],
    ]);
  });

  it("counts each variant's stock apart: 10 of m and 4 of l both stay", () => {
    expect(quantities([shirtM(10), line("shirt", 4, { variantHash: "s;l" })])).toEqual([
      ["shirt", 10, 10],
      ["shirt", 4, 4],
    ]);
  });

  it("lets a set's components consume their stock times the set quantity: 3 kits take 6 of m's 10, a later 8 m become 4", () => {
    expect(quantities([kitLine(3), shirtM(8)])).toEqual([
      // the kit could hold (10 − 4) / 2 = 3 sets next to the 4 shirts
      ["kit", 3, 3],
      ["shirt", 4, 4],
    ]);
  });

  it("lowers a later set by its components' stock: after 8 m shirts, (10 − 8) / 2 = 1 kit fits", () => {
    expect(quantities([shirtM(8), kitLine(3)])).toEqual([
      ["shirt", 8, 8],
      ["kit", 1, 1],
    ]);
  });

  it("steps a weight product's remainder by its factor: 20 kg then 3 kg of 22 kg give 20 and 2", () => {
    const kg = (q: number, text: string) =>
      line("coffee", q, { type: "weight", ...engraved(text) });
    expect(quantities([kg(20, "A"), kg(3, "B")])).toEqual([
      ["coffee", 20, 20],
      ["coffee", 2, 2],
    ]);
  });

  it("keeps a preorder line even when earlier lines took its whole 99999", () => {
    const checked = checkBasketStock(
      [line("pre", 99999, engraved("A")), line("pre", 5)],
      products,
      false,
    );
    expect(checked.map((l) => l.quantity)).toEqual([99999, 0]);
  });
});

describe("checkBasketStock: the quantity rule (spec 1 §5)", () => {
  it("rounds stored quantities down to the factor, minimum one factor: 0.0001 and 2.5 pieces, 0.7 kg", () => {
    expect(
      quantities([
        line("tea", 0.0001, engraved("A")),
        line("tea", 2.5),
        line("coffee", 0.7, { type: "weight" }),
      ]),
    ).toEqual([
      ["tea", 1, 34],
      ["tea", 2, 35],
      ["coffee", 0.5, 22],
    ]);
  });

  it("prices three lines of 36 tea as 36 × 904.57 = 32564.52", () => {
    const priced = priceBasket(
      [line("tea", 36, engraved("A")), line("tea", 36, engraved("B")), line("tea", 36)],
      products,
      pln,
    );
    expect(priced.brutto).toBe(32564.52);
    expect(priced.count).toBe(36);
  });

  it("prices 0.0001 of a 904.57 item as one piece, 904.57, never 0.09", () => {
    const priced = priceBasket([line("tea", 0.0001)], products, pln);
    expect(priced.brutto).toBe(904.57);
  });
});

describe("stockUsedBy: what the basket already takes of a stock (product page max)", () => {
  it("adds every line of the product variant and set components times the set quantity: 2 + 3 + 2 × 3 = 11", () => {
    const lines = [
      shirtM(2),
      line("shirt", 3, { variantHash: "s;m", ...engraved("A") }),
      kitLine(3),
    ];
    expect(stockUsedBy(lines, "shirt", "s;m")).toBe(11);
    expect(stockUsedBy(lines, "shirt", "s;l")).toBe(0);
    expect(stockUsedBy(lines, "kit", "")).toBe(3);
  });

  it("lists the products the check needs, set components included", () => {
    expect(lineProductIds([shirtM(1), kitLine(1)])).toEqual(["shirt", "kit"]);
  });
});
