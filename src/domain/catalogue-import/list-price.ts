/**
 * A new list price for one language (issue 31, item 6: the owner's price edit and the
 * catalogue import). The owner gives the gross price before discounts; the stored row follows:
 * - the net price from it at the row's VAT rate (2 decimals);
 * - a percentage discount keeps its percentage: its gross and net are taken off the new ones;
 * - variants' own prices stay as they are (they are set per variant);
 * - the sort price is the lowest a shopper pays: the product's (discounted) price or a
 *   variant's (discounted) own price;
 * - the price history gets the price a shopper now pays (the lowest-price-in-30-days line).
 */
import type { VariantPriceOverride } from "../catalogue/catalogue.types";
import { round2 } from "../pricing/rounding";
import { nettoFromBrutto } from "../pricing/vat";

export interface StoredListPrice {
  vat: number;
  /** Percent, 0 when none. */
  discount: number;
  variants: Readonly<Record<string, VariantPriceOverride>> | null;
}

export interface NewListPrice {
  brutto: number;
  netto: number;
  discountBrutto: number | null;
  discountNetto: number | null;
  sortPrice: number;
  /** What a shopper pays now, for the price history. */
  paid: number;
}

export function newListPrice(stored: StoredListPrice, brutto: number): NewListPrice {
  const gross = round2(brutto);
  const netto = round2(nettoFromBrutto(gross, stored.vat));
  const discounted = stored.discount > 0;
  const discountBrutto = discounted ? round2(gross * (1 - stored.discount / 100)) : null;
  const discountNetto = discounted ? round2(netto * (1 - stored.discount / 100)) : null;
  const paid = discountBrutto ?? gross;
  const variantPrices = Object.values(stored.variants ?? {}).map(
    (v) => v.discountBrutto ?? v.brutto,
  );
  return {
    brutto: gross,
    netto,
    discountBrutto,
    discountNetto,
    sortPrice: Math.min(paid, ...variantPrices),
    paid,
  };
}
