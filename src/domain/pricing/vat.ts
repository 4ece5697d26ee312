/**
 * VAT rates and net/gross arithmetic (spec 1 §3 langVat, Settings
 * vatPerDeliveryCountry and vatCountries; §9 EU VAT country list).
 *
 * Rate choice, first that applies:
 * 1. `settings.additionalFunctions.vatPerDeliveryCountry` is on and the
 *    delivery country has a rate in `settings.vatCountries`;
 * 2. the product's `langVat[lang]`;
 * 3. the `vat` of the product's price for that language;
 * 4. 0 (decided here: a product with no price for the language cannot be
 *    sold, so the value is never used for a real sale).
 *
 * Conversions keep 4 decimals (internal rounding). {@link repriceForVat}
 * keeps the net price and recomputes the gross one, because a different VAT
 * rate changes the tax, not the seller's price.
 * Country codes are compared in lower case and trimmed.
 */
import type { Lang, Product } from "../catalogue/catalogue.types";
import type { Settings } from "../shop/settings.types";
import { round2, round4 } from "./rounding";

/** EU VAT countries, exactly as listed in spec 1 §9. */
export const EU_COUNTRIES: readonly string[] = Object.freeze([
  "pl",
  "at",
  "be",
  "bg",
  "hr",
  "cy",
  "cz",
  "dk",
  "ee",
  "fi",
  "fr",
  "de",
  "gr",
  "hu",
  "ie",
  "it",
  "lt",
  "lv",
  "lu",
  "mt",
  "nl",
  "pt",
  "ro",
  "sk",
  "si",
  "es",
  "se",
]);

const EU_SET: ReadonlySet<string> = new Set(EU_COUNTRIES);

/** Lower-cases and trims a country code. */
export function normalizeCountry(code: string): string {
  return code.trim().toLowerCase();
}

/** Whether a country code is in the EU VAT list. */
export function isEuCountry(code: string): boolean {
  return EU_SET.has(normalizeCountry(code));
}

/** The language code for a country code: gb maps to en (spec 1 §9); others stay as they are. */
export function langForCountry(code: string): Lang {
  const country = normalizeCountry(code);
  return country === "gb" ? "en" : country;
}

/**
 * The delivery country before the shopper picks one (decided here): the
 * language's own country — de for German, gb for English (the inverse of
 * {@link langForCountry}) — and pl, the shop's home, for Polish and any other.
 */
export function defaultDeliveryCountry(lang: Lang): string {
  if (lang === "de") return "de";
  if (lang === "en") return "gb";
  return "pl";
}

function finiteRate(value: number | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0;
}

/** The VAT percent for a product in a language, delivered to a country. */
export function vatRateFor(input: {
  product: Pick<Product, "langVat"> & Partial<Pick<Product, "price">>;
  lang: Lang;
  deliveryCountry?: string | null | undefined;
  settings: Pick<Settings, "vatCountries"> & {
    additionalFunctions: Pick<Settings["additionalFunctions"], "vatPerDeliveryCountry">;
  };
}): number {
  const { product, lang, deliveryCountry, settings } = input;
  if (settings.additionalFunctions.vatPerDeliveryCountry && deliveryCountry) {
    const country = normalizeCountry(deliveryCountry);
    const byCountry = Object.hasOwn(settings.vatCountries, country)
      ? settings.vatCountries[country]
      : undefined;
    if (finiteRate(byCountry)) return byCountry;
  }
  const byLang = Object.hasOwn(product.langVat, lang) ? product.langVat[lang] : undefined;
  if (finiteRate(byLang)) return byLang;
  const price =
    product.price && Object.hasOwn(product.price, lang) ? product.price[lang] : undefined;
  if (finiteRate(price?.vat)) return price.vat;
  return 0;
}

/** Net price from a gross price at `vat` percent (4 decimals). */
export function nettoFromBrutto(brutto: number, vat: number): number {
  return round4((brutto * 100) / (100 + vat));
}

/** Gross price from a net price at `vat` percent (4 decimals). */
export function bruttoFromNetto(netto: number, vat: number): number {
  return round4((netto * (100 + vat)) / 100);
}

export interface VatPrice {
  brutto: number;
  netto: number;
  vat: number;
}

/** The same net price under another VAT rate; unchanged when the rate is the same. */
export function repriceForVat(price: VatPrice, newVat: number): VatPrice {
  if (newVat === price.vat) return { brutto: price.brutto, netto: price.netto, vat: price.vat };
  return { brutto: bruttoFromNetto(price.netto, newVat), netto: price.netto, vat: newVat };
}

/** A basket line's VAT percent and gross value, as far as sharing an amount needs them. */
export interface VatShareLine {
  vat: number;
  lineBrutto: number;
}

/**
 * The net value of a gross amount that belongs to the whole basket (delivery,
 * a promo discount), for showing it in a net display mode. Decided here (the
 * spec is silent): the amount is split over the basket's VAT rates in
 * proportion to the gross value of the lines at each rate, and each part is
 * taken out of its rate (4 decimals), then the sum is rounded to 2. A basket
 * of one rate gives simply amount × 100 / (100 + rate); a basket with no
 * gross value uses its highest line rate, or 0 when it has no lines.
 */
export function nettoOfShared(amount: number, lines: readonly VatShareLine[]): number {
  if (!Number.isFinite(amount) || amount === 0) return 0;
  const byRate = new Map<number, number>();
  let total = 0;
  for (const line of lines) {
    if (!finiteRate(line.vat) || !(line.lineBrutto > 0)) continue;
    byRate.set(line.vat, (byRate.get(line.vat) ?? 0) + line.lineBrutto);
    total += line.lineBrutto;
  }
  if (total === 0) {
    const rates = lines.map((l) => l.vat).filter(finiteRate);
    return round2(nettoFromBrutto(amount, rates.length ? Math.max(...rates) : 0));
  }
  let netto = 0;
  for (const [rate, gross] of byRate) netto += nettoFromBrutto((amount * gross) / total, rate);
  return round2(netto);
}
