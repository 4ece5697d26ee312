/**
 * What a basket line shows about its unit (spec 1 §3 Basket line `unit`,
 * `pricedUnit`; §2 "unit with a priced-unit quantity"; §9 default unit
 * 'szt.').
 *
 * Rules (decided here, the spec names the fields only):
 * - The unit is `options.view.unit`, else the product's `unit`, else 'szt.'
 *   (the same order as the price resolver's `unitLabel`).
 * - The quantity is written with its unit ("1,5 kg": the locale's decimal
 *   separator, at most 3 decimals) for weight products and for products
 *   whose unit is not 'szt.'; a plain piece count needs no unit.
 * - The price per priced unit: a product with a priced unit (label
 *   `pricedUnit` and quantity `options.view.pricedUnit`, e.g. 10 × "100 g")
 *   shows the unit price divided by that quantity, rounded to 2 decimals,
 *   per that label, as the product page does; otherwise a weight product,
 *   which is priced per its unit, shows its unit price per unit ("59,13 zł
 *   za kg"). Other lines have none.
 */
import type { Product } from "../catalogue/catalogue.types";
import { round2 } from "../pricing/rounding";
import { DEFAULT_UNIT_LABEL } from "../pricing/price-resolution";

export interface LineUnit {
  unit: string;
  /** "1,5 kg", or null for a plain piece count. */
  quantityText: string | null;
  /**
   * Price per priced unit, gross and net, with the unit it is per; `ownUnit`
   * when it is the unit price itself (a weight product priced per its unit).
   * Null when none.
   */
  perUnit: { brutto: number; netto: number; unit: string; ownUnit: boolean } | null;
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** A quantity in the locale's notation with at most 3 decimals: 1.5 → "1,5" (pl-PL). */
export function formatQuantity(quantity: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(quantity);
}

export function lineUnit(
  product: Pick<Product, "type" | "unit" | "pricedUnit" | "options">,
  line: { quantity: number; unitBrutto: number; unitNetto: number },
  locale: string,
): LineUnit {
  const view = product.options.view;
  const unit = nonEmpty(view.unit) ?? nonEmpty(product.unit) ?? DEFAULT_UNIT_LABEL;
  const weight = product.type === "weight";
  const quantityText =
    weight || unit !== DEFAULT_UNIT_LABEL
      ? `${formatQuantity(line.quantity, locale)}\u00a0${unit}`
      : null;
  const pricedLabel = nonEmpty(product.pricedUnit);
  const pricedQuantity = view.pricedUnit;
  let perUnit: LineUnit["perUnit"] = null;
  if (pricedLabel && pricedQuantity !== undefined && pricedQuantity > 0) {
    perUnit = {
      brutto: round2(line.unitBrutto / pricedQuantity),
      netto: round2(line.unitNetto / pricedQuantity),
      unit: pricedLabel,
      ownUnit: false,
    };
  } else if (weight) {
    perUnit = { brutto: line.unitBrutto, netto: line.unitNetto, unit, ownUnit: true };
  }
  return { unit, quantityText, perUnit };
}
