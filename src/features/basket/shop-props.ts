/** What islands need to price like the server: built by pages from `locals.ctx`. */
import type { PriceDisplayMode, Settings } from "../../domain/settings.types";

export interface ShopProps {
  lang: string;
  locale: string;
  currency: string;
  rate: number;
  mode: PriceDisplayMode;
  wholesale: boolean;
  pricesHidden: boolean;
  stockValidationDisabled: boolean;
  vatPerDeliveryCountry: boolean;
  vatCountries: Record<string, number>;
  loginHref: string;
  deliveryHref: string;
}

export function settingsOf(shop: ShopProps): Pick<Settings, "vatCountries"> & {
  additionalFunctions: Pick<Settings["additionalFunctions"], "vatPerDeliveryCountry">;
} {
  return {
    vatCountries: shop.vatCountries,
    additionalFunctions: { vatPerDeliveryCountry: shop.vatPerDeliveryCountry },
  };
}
