/**
 * What basket, wishlist and checkout islands get from the page: the shopper's
 * pricing context exactly as the server built it, and the links they offer.
 */
import type { PricingContext } from "../domain/pricing/pricing-context";

export interface ShopProps {
  pricing: PricingContext;
  loginHref: string;
  deliveryHref: string;
  /**
   * The delivery country before the shopper picks one (`defaultDeliveryCountry`);
   * the basket modal and the delivery step both price with the chosen country or this.
   */
  defaultCountry: string;
}
