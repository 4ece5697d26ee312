/**
 * How much of one stock (a product variant) basket lines already take — the
 * sum rule of `basket-stock.ts`, on its own without imports because the
 * basket store, and so every page's first scripts, use it for the product
 * page's "already in the basket".
 */
import type { StoredLine } from "./basket-line";

export type StockLineShape = Pick<
  StoredLine,
  "product" | "variantHash" | "quantity" | "components"
>;

/**
 * How much of a product variant's stock the lines already take: lines of that
 * product and variant by quantity, plus set lines whose components are that
 * product and variant (component quantity × set quantity).
 */
export function stockUsedBy(
  lines: readonly StockLineShape[],
  product: string,
  variantHash: string,
): number {
  let used = 0;
  for (const line of lines) {
    const q = Number.isFinite(line.quantity) && line.quantity > 0 ? line.quantity : 0;
    if (line.product === product && line.variantHash === variantHash) used += q;
    for (const c of line.components ?? [])
      if (c.product === product && c.variantHash === variantHash) used += c.quantity * q;
  }
  return Math.round(used * 10_000) / 10_000;
}
