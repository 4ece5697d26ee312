/**
 * The endpoints' side of `priceAccess` (src/domain/pricing/price-visibility.ts): a
 * caller who may see no prices (prices are for logged-in users and nobody is
 * logged in) is answered no amount either. Endpoints that answer amounts
 * (the quote, delivery options, a code's or a gift card's value, a new order)
 * call `amountsRefused` first; catalogue reads strip prices with
 * `productsForViewer` and send `catalogueApiHeaders` (./cache-headers.ts).
 */
import { amountsVisible } from "../../domain/pricing/price-visibility";
import type { RequestContext } from "../context";
import { apiError } from "./responses";

/** 401 `{ error: "PRICES_HIDDEN" }` when the caller may see no amounts; null otherwise. */
export function amountsRefused(ctx: RequestContext): Response | null {
  return amountsVisible(ctx.pricing) ? null : apiError("PRICES_HIDDEN", 401);
}
