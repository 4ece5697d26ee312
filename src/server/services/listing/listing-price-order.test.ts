import { describe, expect, it } from "vitest";
import { buildListingIndex, type IndexRows } from "./listing-index";
import { priceOrder } from "./listing-price-order";

const product = (id: number) => ({
  id,
  manufacturerId: null,
  visible: true,
  preorder: false,
  stock: 1,
  idx: id,
  createdAt: "2026-01-01T00:00:00.000Z",
});

/** Rows of priced products: [id, retail gross, wholesale list gross or null, VAT]. */
function rows(prices: [number, number, number | null, number][]): IndexRows {
  return {
    products: prices.map(([id]) => product(id)),
    prices: prices.map(([productId, sortPrice, wholesalePrice, vat]) => ({
      productId,
      lang: "pl",
      sortPrice,
      wholesalePrice,
      vat,
    })),
    categories: [],
    attributes: [],
    groups: [],
  };
}

function ids(data: IndexRows, shopper: { wholesale: boolean; net: boolean }, desc = false) {
  const index = buildListingIndex(data);
  const lang = index.langs.get("pl");
  if (!lang) throw new Error("no pl prices");
  const order = priceOrder(lang, shopper);
  return [...(desc ? order.byPriceDesc : order.byPrice)].map((pos) => index.ids[pos]);
}

const retail = { wholesale: false, net: false };
const wholesale = { wholesale: true, net: false };

describe("listing price orders follow the price the shopper sees", () => {
  // Seed mugs: 282 costs a guest 31.85 zł (its wholesale list 50.95 is dearer), 82 costs a
  // guest 37.34 zł and a wholesale customer 29.87 zł; 7 has no wholesale price (12.00 zł).
  const mugs = rows([
    [282, 31.85, 50.95, 23],
    [82, 37.34, 29.87, 23],
    [7, 12, null, 23],
  ]);

  it("orders a guest's listing by the retail price", () => {
    expect(ids(mugs, retail)).toEqual([7, 282, 82]);
    expect(ids(mugs, retail, true)).toEqual([82, 282, 7]);
  });

  it("orders a wholesale customer's listing by the lower of the list and the guest's price", () => {
    // 7: 12.00, 82: 29.87, 282: 31.85 (not its list 50.95)
    expect(ids(mugs, wholesale)).toEqual([7, 82, 282]);
    expect(ids(mugs, wholesale, true)).toEqual([282, 82, 7]);
  });

  it("orders by the net price in a net display mode when VAT rates differ", () => {
    // 1: 123.00 gross at 23 % = net 100.00; 2: 110.00 gross at 5 % = net 104.76.
    const mixed = rows([
      [1, 123, null, 23],
      [2, 110, null, 5],
    ]);
    expect(ids(mixed, retail)).toEqual([2, 1]);
    expect(ids(mixed, { wholesale: false, net: true })).toEqual([1, 2]);
    // With one rate, net and gross orders are the same.
    expect(ids(mugs, { wholesale: false, net: true })).toEqual([7, 282, 82]);
    expect(ids(mugs, { wholesale: true, net: true })).toEqual([7, 82, 282]);
  });
});
