/**
 * Which prices and amounts may leave the server for a caller (spec 1 §1 "The
 * shop can show prices only to logged-in users", §6 roles). One decision,
 * `priceAccess`, from the shopper's pricing context; every endpoint that
 * answers products or amounts goes through it:
 * - `none` (prices are for logged-in users and nobody is logged in): no price
 *   block, no price history and no amount at all (a quote, delivery prices, a
 *   code's or a gift card's value, a basket total);
 * - `retail` (a guest, or any customer but a wholesale one): the price block
 *   without the wholesale prices;
 * - `wholesale` (a wholesale customer): everything.
 * Products are copied, never changed in place (they may be cached).
 */
import type { LangPrice, PerLang, Product } from "../catalogue/catalogue.types";
import type { PricingContext } from "./pricing-context";

export type PriceViewer = Pick<PricingContext, "wholesale" | "pricesHidden">;

export type PriceAccess = "none" | "retail" | "wholesale";

/** What the caller may see (see the module doc). */
export function priceAccess(viewer: PriceViewer): PriceAccess {
  if (viewer.pricesHidden) return "none";
  return viewer.wholesale ? "wholesale" : "retail";
}

/** The caller may be answered amounts (totals, delivery prices, discounts, card values). */
export function amountsVisible(viewer: PriceViewer): boolean {
  return priceAccess(viewer) !== "none";
}

function withoutWholesale(price: PerLang<LangPrice>): PerLang<LangPrice> {
  const out: PerLang<LangPrice> = {};
  for (const [lang, entry] of Object.entries(price)) {
    if (!entry) continue;
    const rest: LangPrice = { ...entry };
    delete rest.wholesale;
    out[lang] = rest;
  }
  return out;
}

/** The product (and its set components' data) as this caller may see it. */
export function productForViewer(product: Product, viewer: PriceViewer): Product {
  const access = priceAccess(viewer);
  if (access === "wholesale") return product;
  const { priceHistory, componentsData, ...rest } = product;
  const out: Product = {
    ...rest,
    price: access === "none" ? {} : withoutWholesale(product.price),
  };
  if (priceHistory && access !== "none") out.priceHistory = priceHistory;
  if (componentsData) out.componentsData = componentsData.map((c) => productForViewer(c, viewer));
  return out;
}

export function productsForViewer(products: readonly Product[], viewer: PriceViewer): Product[] {
  return products.map((p) => productForViewer(p, viewer));
}
