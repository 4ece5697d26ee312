/**
 * What an order takes from stock: every tracked stock (a product variant)
 * with the quantity all lines need from it, set components included
 * (component quantity × set quantity). Preorder products and products or
 * shops with stock validation off are not tracked, so they are left out.
 * A product without variants takes from its default variant.
 */
import type { StoredLine } from "./basket-line";
import type { Product } from "../catalogue/catalogue.types";
import { findVariant } from "./stock";

export interface StockDemand {
  product: string;
  variantHash: string;
  quantity: number;
}

function tracked(product: Product, stockValidationDisabled: boolean): boolean {
  const view = product.options.view;
  return (
    !stockValidationDisabled &&
    view.allowPreorder !== true &&
    view.disableStockCountValidationOnUi !== true
  );
}

export function stockDemand(
  lines: readonly StoredLine[],
  products: ReadonlyMap<string, Product>,
  stockValidationDisabled: boolean,
): StockDemand[] {
  const demand = new Map<string, StockDemand>();
  const take = (id: string, variantHash: string, quantity: number) => {
    const product = products.get(id);
    if (!product || !(quantity > 0) || !tracked(product, stockValidationDisabled)) return;
    const hash = findVariant(product, variantHash || undefined)?.hash ?? variantHash;
    const key = `${id}\u0000${hash}`;
    const found = demand.get(key);
    if (found) found.quantity = Math.round((found.quantity + quantity) * 10_000) / 10_000;
    else demand.set(key, { product: id, variantHash: hash, quantity });
  };
  for (const line of lines) {
    take(line.product, line.variantHash, line.quantity);
    for (const c of line.components ?? [])
      take(c.product, c.variantHash, c.quantity * line.quantity);
  }
  return [...demand.values()];
}
