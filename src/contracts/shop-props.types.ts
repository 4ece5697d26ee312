/**
 * What basket, wishlist and checkout islands get from the page: the shopper's
 * pricing context exactly as the server built it, and the links they offer.
 */
import type { PricingContext } from "../domain/pricing-context";

export interface ShopProps {
  pricing: PricingContext;
  loginHref: string;
  deliveryHref: string;
}
