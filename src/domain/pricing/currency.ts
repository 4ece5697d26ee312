/**
 * Currency conversion and choice (spec 1 §3 Settings, §9).
 *
 * Prices stored per language are in the base currency (pln). A shown price is
 * base price × rate of the chosen currency; {@link convert} keeps 4 decimals
 * (internal rounding) and callers round to 2 only for display. A rate is
 * "units of the currency per one unit of the base currency" (see
 * `CurrencySetting.rate`), so the base currency always has rate 1.
 *
 * Decisions where the spec is silent:
 * - Rates must be finite and above 0; anything else throws a RangeError,
 *   because a silent wrong price is worse than a visible failure.
 * - Currency codes are compared in lower case.
 * - The base currency is always acceptable, even if it is missing from
 *   `settings.currencies` (its rate is 1 by definition).
 */
import type { CurrencyCode, Lang } from "../catalogue/catalogue.types";
import type { Settings } from "../shop/settings.types";
import { round4 } from "./rounding";

function assertRate(rate: number, name: string): void {
  if (!Number.isFinite(rate) || rate <= 0) {
    throw new RangeError(`${name} must be a finite number above 0, got ${String(rate)}`);
  }
}

/** Converts an amount in the base currency into a currency with `rate` (4 decimals). */
export function convert(amountInBase: number, rate: number): number {
  assertRate(rate, "rate");
  return round4(amountInBase * rate);
}

/** Converts an amount between two currencies through the base currency (4 decimals). */
export function convertBetween(amount: number, fromRate: number, toRate: number): number {
  assertRate(fromRate, "fromRate");
  assertRate(toRate, "toRate");
  return round4((amount * toRate) / fromRate);
}

type CurrencySettings = Pick<Settings, "baseCurrency" | "currencies" | "langCurrencyMap">;

function isOffered(code: string, settings: CurrencySettings): boolean {
  return (
    code === settings.baseCurrency.toLowerCase() ||
    settings.currencies.some((c) => c.code.toLowerCase() === code)
  );
}

/** The rate of a currency: 1 for the base currency, `undefined` when not offered. */
export function currencyRate(code: CurrencyCode, settings: CurrencySettings): number | undefined {
  const key = code.toLowerCase();
  const listed = settings.currencies.find((c) => c.code.toLowerCase() === key);
  if (listed) return listed.rate;
  return key === settings.baseCurrency.toLowerCase() ? 1 : undefined;
}

/**
 * The currency to show: the requested one (e.g. from the currency cookie) if
 * the shop offers it, else the language's default currency if offered, else
 * the base currency.
 */
export function resolveCurrency(input: {
  requested?: string | null | undefined;
  lang: Lang;
  settings: CurrencySettings;
}): CurrencyCode {
  const { requested, lang, settings } = input;
  const wanted = requested?.trim().toLowerCase();
  if (wanted && isOffered(wanted, settings)) return wanted;
  const byLang = Object.hasOwn(settings.langCurrencyMap, lang)
    ? settings.langCurrencyMap[lang]?.toLowerCase()
    : undefined;
  if (byLang && isOffered(byLang, settings)) return byLang;
  return settings.baseCurrency.toLowerCase();
}
