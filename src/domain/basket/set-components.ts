/**
 * Set components on a product page (spec 1 §5 "Set components": quantity
 * cannot exceed available stock minus locked minus already in the basket;
 * required component personalization must be filled; §4 zero for sets).
 *
 * Decisions: without `customCountsForSet` component quantities are fixed to
 * the set definition (per one set, multiplied by the set quantity); with it
 * the shopper picks each, from 0 (when `allowZeroForSet`) or 1 to the
 * component max. A set-creator bundle needs at least one item. What a set
 * costs is decided in ./set-pricing.
 */
import { componentMax } from "./stock";

export interface ComponentState {
  product: string;
  variantHash: string;
  /** Quantity per one set (what the shopper chose or the definition says). */
  quantity: number;
  /** Available (count − locked). */
  available: number;
  /** Already in the basket (this product variant, all lines). */
  inBasket: number;
  requiredPersonalization?: string[] | undefined;
  personalization?: Record<string, string> | undefined;
}

export function componentLimit(c: Pick<ComponentState, "available" | "inBasket">): number {
  return componentMax({ count: c.available, locked: 0 }, c.inBasket);
}

export type SetProblem = "none" | "empty" | "stock" | "personalization";

/** Checks components for `setQuantity` sets; the first problem wins. */
export function checkSet(
  components: readonly ComponentState[],
  options: { setQuantity: number; allowZero: boolean; creator: boolean },
): SetProblem {
  const total = components.reduce((s, c) => s + c.quantity, 0);
  if (total <= 0) return "empty";
  for (const c of components) {
    if (!options.allowZero && c.quantity <= 0) return "stock";
    if (c.quantity * options.setQuantity > componentLimit(c)) return "stock";
  }
  for (const c of components) {
    if (c.quantity <= 0) continue;
    for (const id of c.requiredPersonalization ?? [])
      if (!(c.personalization?.[id] ?? "").trim()) return "personalization";
  }
  return "none";
}

/** The largest quantity the shopper can pick for one component of one set. */
export function componentPickMax(
  c: Pick<ComponentState, "available" | "inBasket">,
  setQuantity: number,
): number {
  return Math.floor(componentLimit(c) / Math.max(1, setQuantity));
}
