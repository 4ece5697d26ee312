/**
 * The price a page shows to the current shopper: the shop's display mode,
 * the chosen currency and the shopper's wholesale flag, or nothing when prices
 * are for logged-in users only and nobody is logged in.
 */
import type { Product } from "../../domain/catalogue.types";
import type { RequestContext } from "../../server/context";
import { priceView, type PriceView } from "./price-view";

export function pricesHidden(ctx: RequestContext): boolean {
  return ctx.settings.priceForLoggedUsers && !ctx.user;
}

export function shopperPriceView(
  ctx: RequestContext,
  product: Product,
  options: { list?: boolean; variantHash?: string | undefined } = {},
): PriceView | null {
  if (pricesHidden(ctx)) return null;
  return priceView({
    product,
    lang: ctx.lang,
    locale: ctx.locale,
    currency: ctx.currency,
    rate: ctx.rate,
    mode: ctx.settings.additionalFunctions.nettoBrutto,
    wholesale: ctx.user?.wholesale ?? false,
    list: options.list,
    variantHash: options.variantHash,
  });
}
