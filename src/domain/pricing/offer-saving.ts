/**
 * What a shopper saves on a discounted price (issue 32 item 4: the home
 * countdown shows the saving beside the old and the new price): the amount,
 * rounded to the grosz, and the whole percent of the regular price. Nothing
 * when the price is not below the regular one. `priceViewSaving` takes the
 * figures of the price block's primary line (gross, or net in a net display
 * mode) in the shopper's currency.
 */
import type { PriceView } from "./price-view";
import { round2 } from "./rounding";

export interface OfferSaving {
  amount: number;
  /** Whole percent of the regular price. */
  percent: number;
}

export function offerSaving(regular: number, price: number): OfferSaving | null {
  if (!Number.isFinite(regular) || !Number.isFinite(price) || price < 0) return null;
  const amount = round2(regular - price);
  if (amount <= 0) return null;
  return { amount, percent: Math.round((amount / regular) * 100) };
}

export function priceViewSaving(view: PriceView | null): OfferSaving | null {
  if (!view || !view.resolved.isDiscounted) return null;
  const { resolved } = view;
  return view.lines[0]?.kind === "netto"
    ? offerSaving(resolved.regularNetto, resolved.netto)
    : offerSaving(resolved.regularBrutto, resolved.brutto);
}
