/**
 * Which prices a caller of the catalogue API may see (spec 1 §1 "The shop can
 * show prices only to logged-in users", §6 roles). The API answers each
 * caller with only those prices:
 * - prices hidden (prices are for logged-in users and nobody is logged in):
 *   no price block and no price history at all;
 * - anyone but a wholesale customer: the price block without the wholesale
 *   prices;
 * - a wholesale customer: everything.
 * Products are copied, never changed in place (they may be cached).
 */
import type { LangPrice, PerLang, Product } from "./catalogue.types";
import type { PricingContext } from "./pricing-context";

export type PriceViewer = Pick<PricingContext, "wholesale" | "pricesHidden">;

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
  if (viewer.wholesale && !viewer.pricesHidden) return product;
  const { priceHistory, componentsData, ...rest } = product;
  const out: Product = {
    ...rest,
    price: viewer.pricesHidden ? {} : withoutWholesale(product.price),
  };
  if (priceHistory && !viewer.pricesHidden) out.priceHistory = priceHistory;
  if (componentsData) out.componentsData = componentsData.map((c) => productForViewer(c, viewer));
  return out;
}

export function productsForViewer(products: readonly Product[], viewer: PriceViewer): Product[] {
  return products.map((p) => productForViewer(p, viewer));
}
