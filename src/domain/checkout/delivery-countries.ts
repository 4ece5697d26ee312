/**
 * The countries a shopper can pick as the delivery country (the basket
 * modal's and the delivery step's picker): the EU VAT countries plus the
 * shop's other usual destinations, named in the shopper's language and
 * sorted by that name. Names come from `Intl.DisplayNames`, so the browser
 * and the server build the same list without shipping it in page props.
 */
import { EU_COUNTRIES } from "../pricing/vat";

export const DELIVERY_COUNTRIES: readonly string[] = Object.freeze([
  ...new Set([...EU_COUNTRIES, "gb", "us", "ch", "no", "ua"]),
]);

export interface CountryOption {
  code: string;
  name: string;
}

export function deliveryCountryOptions(locale: string): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  return DELIVERY_COUNTRIES.map((code) => ({
    code,
    name: names.of(code.toUpperCase()) ?? code,
  })).sort((a, b) => a.name.localeCompare(b.name, locale));
}
