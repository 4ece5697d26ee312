/**
 * Listing orders by the price the shopper sees (issue 27): a guest or retail
 * customer sees the retail price (`sort_price`, gross), a wholesale customer
 * the wholesale list price unless a guest pays less (decision 0007: the lower
 * of the two), and a net display mode shows net amounts. Net and gross orders
 * are the same only when every product of the language has the same VAT rate
 * (the demo shop's case); otherwise the net order is its own. Orders other
 * than the retail gross one are built on first use and kept with the index.
 * Pure: no I/O here.
 */
import type { LangIndex } from "./listing-index";

export interface PriceOrder {
  /** Positions with a price, by price ascending then id. */
  byPrice: Int32Array;
  byPriceDesc: Int32Array;
}

/** Which price the shopper sees: the wholesale list (wholesale customers), net (net display modes). */
export interface ShopperPrices {
  wholesale: boolean;
  net: boolean;
}

/** Positions ordered by `value` ascending and descending, ties by position (= by id). */
export function ordersBy(positions: Int32Array, value: (pos: number) => number): PriceOrder {
  return {
    byPrice: positions.slice().sort((a, b) => value(a) - value(b) || a - b),
    byPriceDesc: positions.slice().sort((a, b) => value(b) - value(a) || a - b),
  };
}

/** The order of a language's priced products by the price `shopper` sees. */
export function priceOrder(lang: LangIndex, shopper: ShopperPrices | undefined): PriceOrder {
  const wholesale = shopper?.wholesale === true;
  const net = shopper?.net === true && !lang.uniformVat;
  if (!wholesale && !net) return lang;
  const key = `${wholesale ? "wholesale" : "retail"}.${net ? "net" : "gross"}`;
  const known = lang.orders.get(key);
  if (known) return known;
  const source = wholesale ? lang.wholesalePrice : lang.price;
  const vat = lang.vat;
  const order = ordersBy(lang.byPrice, (pos) => {
    const gross = source[pos] as number;
    return net ? (gross * 100) / (100 + (vat[pos] as number)) : gross;
  });
  lang.orders.set(key, order);
  return order;
}
