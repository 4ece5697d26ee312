/**
 * Amount texts of the basket, wishlist and delivery step in the shop's price
 * display mode (`src/domain/pricing/price-display.ts`): an amount known gross and net
 * shows the mode's lines, labelled in net modes; an amount that exists only
 * gross (the gross to pay, a gift card, a gross threshold) is labelled gross
 * in net modes.
 */
import { formatMoney } from "../../domain/pricing/money";
import { grossPriceText, modePriceLines, modePriceText } from "../../domain/pricing/price-display";
import type { PricingContext } from "../../domain/pricing/pricing-context";

/** The texts an island needs to write amounts in every mode: the suffixes and the net total's label. */
export const PRICE_TEXT_KEYS = [
  "basket.bruttoSuffix",
  "basket.nettoSuffix",
  "delivery.totalNetto",
] as const;
export type PriceTextMessages = Record<(typeof PRICE_TEXT_KEYS)[number], string>;

export interface PriceTexts {
  /** One amount known gross and net, e.g. "12,19 zł netto"; `sign` goes before every amount. */
  both: (brutto: number, netto: number, sign?: string) => string;
  /**
   * The same amount as the mode's labelled lines, to show stacked (`Amount`):
   * ["14,99 zł brutto", "12,19 zł netto"] in the gross + net mode.
   */
  lines: (brutto: number, netto: number, sign?: string) => string[];
  /** A gross-only amount: "76,14 zł" (gross mode) or "76,14 zł brutto" (net modes). */
  gross: (amount: number, sign?: string) => string;
  /** A net-only figure (the order's net value in net modes), always labelled: "61,91 zł netto". */
  net: (amount: number) => string;
}

export function priceTexts(
  pricing: Pick<PricingContext, "mode" | "currency" | "locale">,
  suffix: { brutto: string; netto: string },
): PriceTexts {
  const money = (n: number) => formatMoney(n, pricing.currency, pricing.locale);
  return {
    both: (brutto, netto, sign = "") =>
      modePriceText(pricing.mode, { brutto, netto }, money, suffix, sign),
    lines: (brutto, netto, sign = "") =>
      modePriceLines(pricing.mode, { brutto, netto }, money, suffix, sign),
    gross: (amount, sign = "") => grossPriceText(pricing.mode, amount, money, suffix, sign),
    net: (amount) => `${money(amount)} ${suffix.netto}`,
  };
}
