/**
 * Money display (spec 1 §9: "Prices show with 2 decimals." and the currency
 * symbol list); the rounding of amounts is `rounding.ts`.
 *
 * Display rule (the spec is silent, decided here): the amount is rounded with
 * {@link round2}, formatted by `Intl.NumberFormat(locale)` with exactly two
 * fraction digits and `useGrouping: "always"` (so Polish shows "1 234,50" and
 * not ICU's "1234,50"), followed by a non-breaking space and the currency
 * symbol ("1 234,50 zł"). The only exception: usd, gbp and eur in an English
 * locale (`en`, `en-GB`, `en-US`, ...) put the symbol first with no space
 * ("$12.34", "-£5.00"). Unknown currencies show their upper-case code.
 */
import { round2 } from "./rounding";

/** Currency symbols from spec 1 §9, keyed by lower-case currency code. */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = Object.freeze({
  pln: "zł",
  usd: "$",
  eur: "€",
  gbp: "£",
  czk: "Kč",
  ron: "Lei",
  uah: "грн",
});

/** Currencies whose symbol is written before the amount in English locales. */
const PREFIX_SYMBOL_IN_EN: ReadonlySet<string> = new Set(["usd", "gbp", "eur"]);

const NBSP = "\u00a0";

/** The symbol for a currency code; an unknown code shows in upper case. */
export function currencySymbol(code: string): string {
  const key = code.toLowerCase();
  return Object.hasOwn(CURRENCY_SYMBOLS, key) ? (CURRENCY_SYMBOLS[key] ?? key) : code.toUpperCase();
}

function isEnglishLocale(locale: string): boolean {
  return locale.toLowerCase().split(/[-_]/)[0] === "en";
}

const formats = new Map<string, Intl.NumberFormat>();

/** One formatter per locale: building an `Intl.NumberFormat` costs far more than using it. */
function numberFormat(locale: string): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: "always",
    });
    formats.set(locale, format);
  }
  return format;
}

/** Formats an amount for display, e.g. "1 234,50 zł" (pl-PL, pln) or "$12.34" (en, usd). */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const value = round2(amount);
  const symbol = currencySymbol(currency);
  const format = numberFormat(locale);
  if (PREFIX_SYMBOL_IN_EN.has(currency.toLowerCase()) && isEnglishLocale(locale)) {
    const sign = value < 0 ? "-" : "";
    return `${sign}${symbol}${format.format(Math.abs(value))}`;
  }
  return `${format.format(value)}${NBSP}${symbol}`;
}
