/**
 * The shopper's pricing context: everything that changes a price or a stock
 * limit a shopper sees (language, currency and rate, display mode, VAT rules,
 * wholesale, price visibility, stock validation). The server builds it once
 * per request (`buildContext` in `src/server/context.ts`, through
 * `pricingContext` below) and hands it to islands unchanged inside their
 * props, so the browser prices with exactly the server's inputs. No other
 * code assembles one.
 */
import type { PriceDisplayMode, Settings } from "../shop/settings.types";

export interface PricingContext {
  lang: string;
  /** BCP 47 locale for formatting, e.g. `pl-PL`. */
  locale: string;
  /** Chosen currency (lower case) and its rate against the base currency. */
  currency: string;
  rate: number;
  mode: PriceDisplayMode;
  wholesale: boolean;
  /** Prices are for logged-in shoppers only and nobody is logged in. */
  pricesHidden: boolean;
  stockValidationDisabled: boolean;
  vatPerDeliveryCountry: boolean;
  /** VAT percent per delivery country, used when `vatPerDeliveryCountry` is on. */
  vatCountries: Record<string, number>;
}

export function pricingContext(input: {
  settings: Pick<Settings, "priceForLoggedUsers" | "vatCountries" | "additionalFunctions">;
  lang: string;
  locale: string;
  currency: string;
  rate: number;
  user: { wholesale: boolean } | null;
}): PricingContext {
  const { settings, user } = input;
  const functions = settings.additionalFunctions;
  return {
    lang: input.lang,
    locale: input.locale,
    currency: input.currency,
    rate: input.rate,
    mode: functions.nettoBrutto,
    wholesale: user?.wholesale ?? false,
    pricesHidden: settings.priceForLoggedUsers && !user,
    stockValidationDisabled: functions.stockValidationDisabled,
    vatPerDeliveryCountry: functions.vatPerDeliveryCountry,
    vatCountries: settings.vatCountries,
  };
}
