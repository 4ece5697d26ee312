/**
 * What a set line costs (issue 9 item 1; docs/decisions/0007-set-and-wholesale-pricing.md).
 *
 * - A set creator (`set_creator`) has no price of its own: one bundle costs
 *   the sum of its chosen components' unit prices × their quantities — the
 *   "Cena zestawu" the configurator shows. Component unit prices are the
 *   shopper's (currency, wholesale, VAT for the delivery country), each
 *   rounded to 2 decimals as the page shows them.
 * - A fixed set (`set`) costs its own price for the contents it defines.
 *   When the shopper changed the counts (`customCountsForSet`), every item
 *   added beyond the definition is charged at that item's own unit price and
 *   every item left out is refunded at it — the set's discount stays on the
 *   defined contents only — and a set never costs less than 0.
 * - Any other line, or a set line without components, costs the product's
 *   own price.
 * Pure: the caller resolves unit prices (`unitOf`).
 */
import type { SetComponent } from "./catalogue.types";
import { round2 } from "./money";

export interface UnitPrice {
  brutto: number;
  netto: number;
}

export interface ChosenComponent {
  product: string;
  variantHash: string;
  /** Quantity per one set. */
  quantity: number;
}

const key = (product: string, variantHash: string | undefined) => `${product}|${variantHash ?? ""}`;

function positive(quantity: number): number {
  return Number.isFinite(quantity) && quantity > 0 ? quantity : 0;
}

/** The unit price of one set with the chosen components; null when the product's own price applies. */
export function setUnitPrice(input: {
  type: string;
  /** The set's own unit price (ignored for a set creator). */
  own: UnitPrice;
  /** The set's definition (product.components). */
  defined: readonly SetComponent[] | undefined;
  chosen: readonly ChosenComponent[] | undefined;
  unitOf: (product: string, variantHash: string) => UnitPrice | null;
}): UnitPrice | null {
  const { chosen } = input;
  if (!chosen || (input.type !== "set_creator" && input.type !== "set")) return null;
  let brutto = input.type === "set_creator" ? 0 : input.own.brutto;
  let netto = input.type === "set_creator" ? 0 : input.own.netto;
  const delta = new Map<string, { product: string; variantHash: string; quantity: number }>();
  for (const c of chosen) {
    const k = key(c.product, c.variantHash);
    const d = delta.get(k) ?? { product: c.product, variantHash: c.variantHash, quantity: 0 };
    d.quantity += positive(c.quantity);
    delta.set(k, d);
  }
  if (input.type === "set") {
    for (const c of input.defined ?? []) {
      const k = key(c.product, c.variant);
      const d = delta.get(k) ?? { product: c.product, variantHash: c.variant ?? "", quantity: 0 };
      d.quantity -= positive(c.quantity);
      delta.set(k, d);
    }
  }
  let changed = false;
  for (const d of delta.values()) {
    if (d.quantity === 0) continue;
    const unit = input.unitOf(d.product, d.variantHash);
    if (!unit) continue;
    changed = true;
    brutto += unit.brutto * d.quantity;
    netto += unit.netto * d.quantity;
  }
  if (input.type === "set" && !changed) return null;
  return { brutto: Math.max(0, round2(brutto)), netto: Math.max(0, round2(netto)) };
}
