/**
 * Basket pricing shared by islands and the server: stock normalization (spec 1
 * §4 stock rule) followed by `basketTotals`. The islands call it with the
 * products from `product/many`; the server with the products it loads itself,
 * both with the same `PricingContext`, so both show the same cents.
 */
import type { StoredLine } from "./basket-line";
import { basketTotals, type BasketTotals } from "./basket-totals";
import type { Product } from "../catalogue/catalogue.types";
import type { PricingContext } from "../pricing/pricing-context";
import { checkBasketStock } from "./basket-stock";
import { setContents } from "../pricing/set-pricing";

export interface CheckedLine extends StoredLine {
  max: number;
}

/**
 * Whether a set line can be bought (docs/decisions/0007-set-and-wholesale-pricing.md):
 * its components are ones the product page can make (`setContents`) and every
 * item its price needs is a known product. Other lines, and lines whose own
 * product is not loaded, are left to the stock check.
 */
export function setLineBuyable(line: StoredLine, products: ReadonlyMap<string, Product>): boolean {
  const product = products.get(line.product);
  if (!product) return true;
  const contents = setContents(product, line.components);
  if (contents.kind === "invalid") return false;
  if (contents.kind === "own") return true;
  return contents.items.every((item) => products.has(item.product));
}

/**
 * Whether the line sells something archived (issue 44): its own product, or a
 * set component it holds. An archived product stays on its page but is never sold.
 */
export function sellsArchived(line: StoredLine, products: ReadonlyMap<string, Product>): boolean {
  if (products.get(line.product)?.archived === true) return true;
  return (line.components ?? []).some(
    (c) => c.quantity > 0 && products.get(c.product)?.archived === true,
  );
}

/**
 * Lines checked against stock (`checkBasketStock`): quantities on the factor,
 * lines of one stock (set components included) within its count together,
 * earlier lines first; lines of unknown products, zero quantity or zero max go
 * (unless preorder), and so do set lines that cannot be bought
 * (`setLineBuyable`) and lines that sell an archived product (`sellsArchived`).
 * `products` should hold the set components' products too.
 */
export function checkLines(
  lines: readonly StoredLine[],
  products: ReadonlyMap<string, Product>,
  stockValidationDisabled: boolean,
): CheckedLine[] {
  const buyable = lines.filter(
    (line) => setLineBuyable(line, products) && !sellsArchived(line, products),
  );
  return checkBasketStock(buyable, products, stockValidationDisabled);
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
