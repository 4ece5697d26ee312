/**
 * Basket pricing shared by islands and the server: stock normalization (spec 1
 * §4 stock rule) followed by `basketTotals`. The islands call it with the
 * products from `product/many`; the server with the products it loads itself,
 * so both show the same cents.
 */
import { basketTotals, type BasketTotals, type TotalsContext } from "../../domain/basket-totals";
import type { Product } from "../../domain/catalogue.types";
import { normalizeBasketLine } from "../../domain/stock";
import type { StoredLine } from "./basket-line";

export interface CheckedLine extends StoredLine {
  max: number;
}

/** Lines checked against stock; lines of unknown products, zero quantity or zero max go (unless preorder). */
export function checkLines(
  lines: readonly StoredLine[],
  products: ReadonlyMap<string, Product>,
  stockValidationDisabled: boolean,
): CheckedLine[] {
  const out: CheckedLine[] = [];
  for (const line of lines) {
    const checked = normalizeBasketLine(line, {
      product: products.get(line.product),
      stockValidationDisabled,
    });
    if (checked) out.push(checked);
  }
  return out;
}

export interface PricedBasket extends BasketTotals {
  checked: CheckedLine[];
}

export function priceBasket(
  lines: readonly StoredLine[],
  products: ReadonlyMap<string, Product>,
  context: TotalsContext & { stockValidationDisabled: boolean },
): PricedBasket {
  const checked = checkLines(lines, products, context.stockValidationDisabled);
  return { ...basketTotals(checked, products, context), checked };
}

export function productMap(products: readonly Product[]): Map<string, Product> {
  return new Map(products.map((p) => [p._id, p]));
}
