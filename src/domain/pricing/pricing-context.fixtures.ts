/** Test fixture: a guest's pricing context in Polish złoty, gross display, no VAT per country. */
import type { PricingContext } from "./pricing-context";

export const PLN_PRICING: PricingContext = {
  lang: "pl",
  locale: "pl-PL",
  currency: "pln",
  rate: 1,
  mode: "brutto",
  wholesale: false,
  pricesHidden: false,
  stockValidationDisabled: false,
  vatPerDeliveryCountry: false,
  vatCountries: {},
};
