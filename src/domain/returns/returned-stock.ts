/**
 * The stock a settled return puts back (issue 31): each received product (and the components
 * of a received set, component quantity × count), but only the stock its order really took
 * (`orders.stock_taken`, domain/basket/order-stock.ts): an untracked product (preorder, stock
 * validation off) took nothing and gets nothing back, and nothing comes back beyond what was
 * taken. A product without variants is matched by its id alone (the order took its default
 * variant). An order stored before stock was recorded (`null`) gives the lines back as they are.
 */
import type { StockDemand } from "../basket/order-stock";

export interface ReceivedLine {
  id: string;
  variantHash: string;
  count: number;
  components?:
    readonly { product: string; quantity: number; variant?: string | undefined }[] | undefined;
}

export function returnedStock(
  lines: readonly ReceivedLine[],
  taken: readonly StockDemand[] | null,
): StockDemand[] {
  const back = new Map<string, StockDemand>();
  const give = (product: string, variantHash: string, quantity: number) => {
    if (!(quantity > 0)) return;
    let to: StockDemand | undefined = { product, variantHash, quantity };
    if (taken) {
      const same = taken.filter((t) => t.product === product);
      to = same.find((t) => t.variantHash === variantHash);
      if (!to && variantHash === "" && same.length === 1) to = same[0];
      if (!to) return;
    }
    const key = `${to.product}\u0000${to.variantHash}`;
    const before = back.get(key)?.quantity ?? 0;
    const cap = taken ? to.quantity : Number.POSITIVE_INFINITY;
    const quantity2 = Math.min(cap, before + quantity);
    back.set(key, { product: to.product, variantHash: to.variantHash, quantity: quantity2 });
  };
  for (const line of lines) {
    give(line.id, line.variantHash, line.count);
    for (const c of line.components ?? [])
      give(c.product, c.variant ?? "", c.quantity * line.count);
  }
  return [...back.values()].filter((d) => d.quantity > 0);
}
