/**
 * Amount texts of the basket, wishlist and delivery step in the shop's price
 * display mode (`src/domain/price-display.ts`): an amount known gross and net
 * shows the mode's lines, labelled in net modes; an amount that exists only
 * gross (the gross to pay, a gift card, a gross threshold) is labelled gross
 * in net modes.
 */
import { formatMoney } from "../../domain/money";
import { grossPriceText, modePriceText } from "../../domain/price-display";
import type { PricingContext } from "../../domain/pricing-context";

export interface PriceTexts {
  /** One amount known gross and net, e.g. "12,19 zł netto"; `sign` goes before every amount. */
  both: (brutto: number, netto: number, sign?: string) => string;
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
    gross: (amount, sign = "") => grossPriceText(pricing.mode, amount, money, suffix, sign),
    net: (amount) => `${money(amount)} ${suffix.netto}`,
  };
}
