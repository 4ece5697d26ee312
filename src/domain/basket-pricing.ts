/**
 * Basket pricing shared by islands and the server: stock normalization (spec 1
 * §4 stock rule) followed by `basketTotals`. The islands call it with the
 * products from `product/many`; the server with the products it loads itself,
 * both with the same `PricingContext`, so both show the same cents.
 */
import type { StoredLine } from "./basket-line";
import { basketTotals, type BasketTotals } from "./basket-totals";
import type { Product } from "./catalogue.types";
import type { PricingContext } from "./pricing-context";
import { checkBasketStock } from "./basket-stock";

export interface CheckedLine extends StoredLine {
  max: number;
}

/**
 * Lines checked against stock (`checkBasketStock`): quantities on the factor,
 * lines of one stock (set components included) within its count together,
 * earlier lines first; lines of unknown products, zero quantity or zero max go
 * (unless preorder). `products` should hold the set components' products too.
 */
export function checkLines(
  lines: readonly StoredLine[],
  products: ReadonlyMap<string, Product>,
  stockValidationDisabled: boolean,
): CheckedLine[] {
  return checkBasketStock(lines, products, stockValidationDisabled);
}

export interface PricedBasket extends BasketTotals {
  checked: CheckedLine[];
}

/** Checks the lines against stock and prices them for the shopper (and delivery country's VAT). */
export function priceBasket(
  lines: readonly StoredLine[],
  products: ReadonlyMap<string, Product>,
  pricing: PricingContext,
  deliveryCountry?: string | null,
): PricedBasket {
  const checked = checkLines(lines, products, pricing.stockValidationDisabled);
  return { ...basketTotals(checked, products, { ...pricing, deliveryCountry }), checked };
}

export function productMap(products: readonly Product[]): Map<string, Product> {
  return new Map(products.map((p) => [p._id, p]));
}
