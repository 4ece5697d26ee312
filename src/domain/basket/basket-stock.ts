/**
 * Stock over the whole basket (spec 1 §4 "Stock rule per basket item", §5
 * "Adding to the basket"): the stock limit applies to the SUM of all basket
 * lines that draw on the same stock — the same product and variant, whatever
 * their personalization or set components — and a set line draws on its own
 * stock and, for each component, on that component's stock (component
 * quantity × set quantity). The basket modal, the delivery step, the quote and
 * the server basket all check lines with `checkBasketStock` (through
 * `checkLines`), and the product page's "already in the basket" is
 * `stockUsedBy`, so every place counts the same.
 *
 * Decisions where the spec is silent:
 * - Earlier lines keep their quantity; a later line gets what is left, rounded
 *   down to its factor, and is dropped when nothing is left (unless its
 *   product allows preorder, as for a single line).
 * - Every maximum is a capacity shared by the lines of that stock: with
 *   preorder 99999 in all, with validation off 99999 (999 without variants).
 * - A line's reported `max` is what it could hold given all OTHER lines as
 *   they are, so the basket's + stops where the stock is used up and never
 *   takes from a later line.
 * - A component whose product is not loaded (or with quantity 0) is not
 *   checked: callers load component products with `lineProductIds`.
 */
import type { StoredLine } from "./basket-line";
import type { Product } from "../catalogue/catalogue.types";
import { normalizeBasketLine, stockCapacity } from "./stock";
import type { StockLineShape } from "./stock-used";

/** The identity of one stock: product and variant hash. */
export function stockKey(product: string, variantHash: string): string {
  return `${product}|${variantHash}`;
}

/** Every product id the lines need for the stock check: the lines' and their set components'. */
export function lineProductIds(lines: readonly StockLineShape[]): string[] {
  const ids = new Set<string>();
  for (const line of lines) {
    ids.add(line.product);
    for (const c of line.components ?? []) ids.add(c.product);
  }
  return [...ids];
}

interface StockUse {
  key: string;
  perUnit: number;
  capacity: number;
}

function usesOf(
  line: StockLineShape,
  products: ReadonlyMap<string, Product>,
  stockValidationDisabled: boolean,
): StockUse[] {
  const uses: StockUse[] = [];
  const add = (id: string, variantHash: string, perUnit: number) => {
    const product = products.get(id);
    if (!product || !(perUnit > 0)) return;
    const capacity = stockCapacity({
      product,
      variantHash: variantHash || undefined,
      stockValidationDisabled,
    });
    uses.push({ key: stockKey(id, variantHash), perUnit, capacity });
  };
  add(line.product, line.variantHash, 1);
  for (const c of line.components ?? []) add(c.product, c.variantHash, c.quantity);
  return uses;
}

/** What the uses leave for one more unit of the line: the tightest stock, in line units. */
function leftFor(uses: readonly StockUse[], used: ReadonlyMap<string, number>): number {
  let left = Number.POSITIVE_INFINITY;
  for (const u of uses) left = Math.min(left, (u.capacity - (used.get(u.key) ?? 0)) / u.perUnit);
  return left;
}

function take(used: Map<string, number>, uses: readonly StockUse[], quantity: number): void {
  for (const u of uses) used.set(u.key, (used.get(u.key) ?? 0) + quantity * u.perUnit);
}

/**
 * The lines checked against stock in order: each line alone by the single-line
 * rule (`normalizeBasketLine`: factor, maximum, removal), and all lines of one
 * stock together within its capacity. Lines that must go are left out; the
 * others come back in order with their quantity and `max`.
 */
export function checkBasketStock<L extends StoredLine>(
  lines: readonly L[],
  products: ReadonlyMap<string, Product>,
  stockValidationDisabled: boolean,
): (L & { max: number })[] {
  const used = new Map<string, number>();
  const kept: { line: L & { max: number }; uses: StockUse[] }[] = [];
  for (const line of lines) {
    const uses = usesOf(line, products, stockValidationDisabled);
    const checked = normalizeBasketLine(line, {
      product: products.get(line.product),
      stockValidationDisabled,
      left: leftFor(uses, used),
    });
    if (!checked) continue;
    take(used, uses, checked.quantity);
    kept.push({ line: checked, uses });
  }
  return kept.map(({ line, uses }) => {
    take(used, uses, -line.quantity);
    const checked = normalizeBasketLine(line, {
      product: products.get(line.product),
      stockValidationDisabled,
      left: leftFor(uses, used),
    });
    take(used, uses, line.quantity);
    return { ...line, max: Math.max(checked?.max ?? line.max, line.quantity) };
  });
}
