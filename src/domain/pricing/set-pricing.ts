/**
 * What a set line holds and costs (issue 9 item 1;
 * docs/decisions/0007-set-and-wholesale-pricing.md). The product page, the
 * basket modal, the delivery step and the server quote all call these, so a
 * set costs the same everywhere; the server runs them on the components the
 * basket line carries and never reads a price from the client.
 *
 * Contents (`setContents`), checked against the product's definition
 * (`product.components`): a line may only hold what the product page can
 * make, otherwise it is `invalid` and the basket drops it.
 * - A set creator (`set_creator`) holds the chosen items of its offer (the
 *   definition's entries, quantity 0): whole numbers, each offered item at
 *   most once, at least one item. A line without components holds nothing.
 * - A fixed set (`set`) without components holds its definition. With
 *   components, each must be one of the definition's entries (at most once,
 *   whole numbers); a defined entry left out counts 0. Without
 *   `customCountsForSet` the counts must be the definition's; with it each
 *   count is at least 1, or 0 with `allowZeroForSet`, and not all are 0.
 *
 * Price (`priceSet`) of one set, from the shopper's unit prices of the items
 * (`unitOf`: currency, wholesale, VAT for the delivery country, 2 decimals as
 * shown) and the set's own unit price:
 * - A set creator costs Σ unit × count. Its own price is never charged.
 * - A fixed set holding its definition costs its own price (`own`).
 * - A fixed set with changed counts keeps its own price for the defined items
 *   it still holds and pays each added item in full: an item left out takes
 *   off its share of the set price — unit × own ÷ (Σ defined unit × count) —
 *   so the set's discount stays spread over its definition and a set never
 *   costs less than what it still holds; an item added beyond the definition
 *   costs its own unit price (the set discount does not extend to extras).
 *   Amounts stay unrounded until the end, then round to 2 decimals.
 * - An item without a price for the shopper (no price in the language, or
 *   not loaded) makes the set `unpriced`.
 * Gross and net are computed alike, each from its own amounts.
 */
import type { SetComponent } from "../catalogue/catalogue.types";
import { round2 } from "./rounding";

export interface UnitPrice {
  brutto: number;
  netto: number;
}

/** A component as a basket line stores it: per one set. */
export interface ChosenComponent {
  product: string;
  variantHash: string;
  /** Quantity per one set. */
  quantity: number;
}

/** The parts of a product that decide its set contents. */
export interface SetDefinition {
  type: string;
  components?: readonly SetComponent[] | undefined;
  options: {
    view: { customCountsForSet?: boolean | undefined; allowZeroForSet?: boolean | undefined };
  };
}

/** One item of a set: its count in the definition and in the line (per set). */
export interface SetItem {
  product: string;
  variantHash: string;
  defined: number;
  chosen: number;
}

export type SetContents =
  /** Not a set, or a fixed set as defined: the product's own price applies. */
  | { kind: "own" }
  /** Something the product page cannot make: the line cannot be bought. */
  | { kind: "invalid" }
  /** A set creator's chosen items (count above 0). */
  | { kind: "creator"; items: SetItem[] }
  /** A fixed set with changed counts: every defined item with both counts. */
  | { kind: "changed"; items: SetItem[] };

export type SetPrice =
  { kind: "own" } | { kind: "invalid" } | { kind: "unpriced" } | { kind: "price"; unit: UnitPrice };

const keyOf = (product: string, variantHash: string | undefined) =>
  `${product}|${variantHash ?? ""}`;

function wholeCount(quantity: number): boolean {
  return Number.isSafeInteger(quantity) && quantity >= 0;
}

/** The line's counts by item key; null when a count is not a whole number or an item repeats. */
function chosenCounts(chosen: readonly ChosenComponent[]): Map<string, number> | null {
  const counts = new Map<string, number>();
  for (const c of chosen) {
    const key = keyOf(c.product, c.variantHash);
    if (!wholeCount(c.quantity) || counts.has(key)) return null;
    counts.set(key, c.quantity);
  }
  return counts;
}

/** What a set line holds, checked against the product's definition (see the module doc). */
export function setContents(
  product: SetDefinition,
  chosen: readonly ChosenComponent[] | undefined,
): SetContents {
  const creator = product.type === "set_creator";
  if (!creator && product.type !== "set") return { kind: "own" };
  if (!chosen) return creator ? { kind: "invalid" } : { kind: "own" };
  const counts = chosenCounts(chosen);
  if (!counts) return { kind: "invalid" };
  const defined = product.components ?? [];
  const definedKeys = new Set(defined.map((d) => keyOf(d.product, d.variant)));
  if ([...counts.keys()].some((key) => !definedKeys.has(key))) return { kind: "invalid" };
  const items: SetItem[] = defined.map((d) => ({
    product: d.product,
    variantHash: d.variant ?? "",
    defined: creator ? 0 : Math.max(0, d.quantity),
    chosen: counts.get(keyOf(d.product, d.variant)) ?? 0,
  }));
  if (!items.some((i) => i.chosen > 0)) return { kind: "invalid" };
  if (creator) return { kind: "creator", items: items.filter((i) => i.chosen > 0) };
  const view = product.options.view;
  const changed = items.some((i) => i.chosen !== i.defined);
  if (!changed) return { kind: "own" };
  if (view.customCountsForSet !== true) return { kind: "invalid" };
  const least = view.allowZeroForSet === true ? 0 : 1;
  if (items.some((i) => i.chosen < least)) return { kind: "invalid" };
  return { kind: "changed", items };
}

type Amount = keyof UnitPrice;

/** One set's amount (gross or net) of creator or changed contents, `units` by item. */
function contentsAmount(
  contents: { kind: "creator" | "changed"; items: readonly SetItem[] },
  own: number,
  units: readonly UnitPrice[],
  amount: Amount,
): number {
  let extra = 0;
  let definedSum = 0;
  let keptSum = 0;
  contents.items.forEach((item, i) => {
    const unit = units[i]?.[amount] ?? 0;
    extra += unit * Math.max(0, item.chosen - item.defined);
    definedSum += unit * item.defined;
    keptSum += unit * Math.min(item.chosen, item.defined);
  });
  if (contents.kind === "creator") return round2(extra);
  const kept = keptSum < definedSum && definedSum > 0 ? (own * keptSum) / definedSum : own;
  return round2(kept + extra);
}

/** The price of one set with the line's components (see the module doc). */
export function priceSet(input: {
  product: SetDefinition;
  chosen: readonly ChosenComponent[] | undefined;
  /** The set's own unit price as the shopper sees it (ignored for a set creator). */
  own: UnitPrice;
  unitOf: (product: string, variantHash: string) => UnitPrice | null;
}): SetPrice {
  const contents = setContents(input.product, input.chosen);
  if (contents.kind === "own" || contents.kind === "invalid") return contents;
  const units: UnitPrice[] = [];
  for (const item of contents.items) {
    const unit = input.unitOf(item.product, item.variantHash);
    if (!unit) return { kind: "unpriced" };
    units.push(unit);
  }
  return {
    kind: "price",
    unit: {
      brutto: contentsAmount(contents, input.own.brutto, units, "brutto"),
      netto: contentsAmount(contents, input.own.netto, units, "netto"),
    },
  };
}

/**
 * The cheapest set a set creator makes (decision 0007: its own price is never
 * charged): one piece of its cheapest offered item that has a price for the
 * shopper (`unitOf`, as the basket prices it), compared by gross amount;
 * null when no offered item has one. Boxes and offers show it as a "from"
 * price.
 */
export function cheapestCreatorSet<T extends UnitPrice>(
  product: Pick<SetDefinition, "type" | "components">,
  unitOf: (product: string, variantHash: string) => T | null,
): T | null {
  if (product.type !== "set_creator") return null;
  let cheapest: T | null = null;
  for (const item of product.components ?? []) {
    const unit = unitOf(item.product, item.variant ?? "");
    if (unit && (cheapest === null || unit.brutto < cheapest.brutto)) cheapest = unit;
  }
  return cheapest;
}
