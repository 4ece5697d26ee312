/**
 * Stock and quantity rules for basket, product page and wishlist (spec 1 §4
 * "Stock rule per basket item", §5 "Quantity" and "Adding to the basket",
 * §9 limits).
 *
 * Decisions where the spec is silent:
 * - A product "has variants" when at least one variant has attributes; a
 *   product whose only variant is the attribute-less default one has none.
 *   Its stock is that default variant (hash "" or the first variant).
 * - Available count never goes below 0.
 * - The quantity factor (`options.view.quantityFactor`, the line's
 *   multiplier) defaults to 1; a non-positive or non-finite factor means 1.
 *   Fractional factors (weight products) are supported; results keep 4
 *   decimals. The quantity rule itself (a positive multiple of the factor,
 *   which places reject and which normalize) lives in `quantity.ts`; the
 *   stock shared by several basket lines in `basket-stock.ts`.
 * - `preorderAllowed` defaults to the product's `options.view.allowPreorder`;
 *   stock validation is off when the caller says so (shop setting) or the
 *   product's `disableStockCountValidationOnUi` is set. Preorder is checked
 *   first, so a preorder product without variants still gets 99999.
 * - Increase is disabled when one more factor would pass max (with factor 1
 *   that is exactly "at max").
 * - Zero quantity is "allowed for sets when allowed": type `set` with
 *   `options.view.allowZeroForSet`.
 * - A basket line with a non-finite quantity or a missing product is removed.
 * - An archived product is never sold (issue 44): its capacity is 0 whatever its
 *   stock or preorder, its basket lines are removed and nothing adds it.
 */
import type { Product, Variant } from "../catalogue/catalogue.types";
import { round4 } from "../pricing/rounding";
import { floorToMultiple, normalizeFactor, normalizeQuantity } from "./quantity";

export const PREORDER_MAX = 99999;
export const NO_VALIDATION_MAX = 99999;
export const NO_VALIDATION_NO_VARIANTS_MAX = 999;
export const WISHLIST_MAX = 999999;
export const LIST_ADD_MAX = 99999;

/** `archived`: an archived product is still shown but never sold (its stock counts as none). */
type StockProduct = Pick<Product, "variants" | "options" | "type"> &
  Partial<Pick<Product, "archived">>;

/** Available count = variant count minus locked (0 for a missing variant, never negative). */
export function availableCount(variant: Pick<Variant, "count" | "locked"> | undefined): number {
  if (!variant) return 0;
  return Math.max(0, round4(variant.count - variant.locked));
}

/** Whether the product has shopper-selectable variants (any variant with attributes). */
export function hasVariants(product: Pick<Product, "variants">): boolean {
  return product.variants.some((v) => v.attributes.length > 0);
}

/** The variant with this hash; for a product without variants, its default variant. */
export function findVariant(
  product: Pick<Product, "variants">,
  variantHash: string | undefined,
): Variant | undefined {
  if (variantHash) return product.variants.find((v) => v.hash === variantHash);
  if (hasVariants(product)) return undefined;
  return product.variants.find((v) => v.hash === "") ?? product.variants[0];
}

export interface LineStockInput {
  product: StockProduct;
  variantHash?: string | undefined;
  preorderAllowed?: boolean | undefined;
  stockValidationDisabled?: boolean | undefined;
  quantityFactor?: number | undefined;
}

function preorderOf(input: LineStockInput): boolean {
  return input.preorderAllowed ?? input.product.options.view.allowPreorder === true;
}

/**
 * What one stock (a product variant) holds for the basket, before any factor:
 * 99999 with preorder; with stock validation off 99999, or 999 for a product
 * without variants; otherwise the available count (0 for a missing variant).
 */
export function stockCapacity(input: Omit<LineStockInput, "quantityFactor">): number {
  const { product } = input;
  if (product.archived === true) return 0;
  if (preorderOf(input)) return PREORDER_MAX;
  const validationOff =
    input.stockValidationDisabled === true ||
    product.options.view.disableStockCountValidationOnUi === true;
  if (validationOff)
    return hasVariants(product) ? NO_VALIDATION_MAX : NO_VALIDATION_NO_VARIANTS_MAX;
  return availableCount(findVariant(product, input.variantHash));
}

/** The maximum quantity of a basket line (spec 1 §4 Stock rule): the capacity rounded down to the factor. */
export function maxForLine(input: LineStockInput): number {
  const factor = normalizeFactor(input.quantityFactor ?? input.product.options.view.quantityFactor);
  return floorToMultiple(stockCapacity(input), factor);
}

export interface QuantityBounds {
  max: number;
  quantityFactor?: number | undefined;
  allowZero?: boolean | undefined;
}

/** The smallest quantity: 0 when zero is allowed, else one factor (the multiplier or 1). */
export function minQuantity(bounds: Omit<QuantityBounds, "max">): number {
  return bounds.allowZero ? 0 : normalizeFactor(bounds.quantityFactor);
}

/**
 * A typed quantity made valid: rounded down to a multiple of the factor, at
 * least the minimum, at most max (also rounded down). When max is below one
 * factor, max wins (possibly 0: the line cannot be bought). Non-numbers give
 * the minimum.
 */
export function clampQuantity(quantity: number, bounds: QuantityBounds): number {
  const factor = normalizeFactor(bounds.quantityFactor);
  const min = minQuantity(bounds);
  const upper = Math.max(0, floorToMultiple(bounds.max, factor));
  const wanted = Number.isFinite(quantity) ? floorToMultiple(quantity, factor) : min;
  return round4(Math.min(Math.max(wanted, min), upper));
}

export interface StockLine {
  quantity: number;
  variantHash?: string | undefined;
}

/**
 * A basket line checked against stock (spec 1 §4): negative quantity is
 * removed; a positive quantity is rounded down to a multiple of the factor
 * (minimum one factor, `normalizeQuantity`); quantity above max is lowered to
 * max; zero quantity or zero max is removed unless preorder is allowed.
 * `left` (optional) is what other basket lines of the same stock left for this
 * one (see `checkBasketStock`): the maximum is at most that, rounded down to
 * the factor. Returns null when the line must go.
 */
export function normalizeBasketLine<L extends StockLine>(
  line: L,
  context: Omit<LineStockInput, "variantHash" | "product"> & {
    product: StockProduct | undefined;
    left?: number | undefined;
  },
): (L & { max: number }) | null {
  const { product, left, ...rest } = context;
  if (!product || product.archived === true) return null;
  if (!Number.isFinite(line.quantity) || line.quantity < 0) return null;
  const input: LineStockInput = { ...rest, product, variantHash: line.variantHash };
  const factor = normalizeFactor(input.quantityFactor ?? product.options.view.quantityFactor);
  const own = maxForLine(input);
  const max = left === undefined ? own : Math.min(own, floorToMultiple(Math.max(0, left), factor));
  const wanted = line.quantity === 0 ? 0 : (normalizeQuantity(line.quantity, factor) ?? 0);
  const quantity = Math.min(wanted, max);
  if ((quantity === 0 || max === 0) && !preorderOf(input)) return null;
  return { ...line, quantity, max };
}

/**
 * Maximum on a product page: available count minus what is already in the
 * basket (all lines of that stock, set components included: `stockUsedBy`),
 * rounded down to the quantity factor when one is given.
 */
export function maxOnProductPage(
  available: number,
  alreadyInBasket: number,
  quantityFactor?: number,
): number {
  const left = Math.max(0, round4(available - alreadyInBasket));
  return quantityFactor === undefined ? left : floorToMultiple(left, quantityFactor);
}

/** Maximum for a set component: available (count minus locked) minus already in the basket. */
export function componentMax(
  variant: Pick<Variant, "count" | "locked"> | undefined,
  alreadyInBasket: number,
): number {
  return maxOnProductPage(availableCount(variant), alreadyInBasket);
}

/** Whether + is enabled: one more factor must not pass max. */
export function canIncrease(quantity: number, max: number, quantityFactor?: number): boolean {
  return round4(quantity + normalizeFactor(quantityFactor)) <= max;
}

/** Whether − is enabled: disabled at the minimum (multiplier or 1, or 0 when zero is allowed). */
export function canDecrease(quantity: number, bounds: Omit<QuantityBounds, "max"> = {}): boolean {
  return quantity > minQuantity(bounds);
}

/** Wishlist −: disabled below twice the multiplier. */
export function canDecreaseWishlist(quantity: number, multiplier?: number): boolean {
  return quantity >= 2 * normalizeFactor(multiplier);
}

/** Wishlist +: one more multiplier must not pass 999999. */
export function canIncreaseWishlist(quantity: number, multiplier?: number): boolean {
  return round4(quantity + normalizeFactor(multiplier)) <= WISHLIST_MAX;
}

/** A wishlist quantity made valid: a multiple of the multiplier between one multiplier and 999999. */
export function clampWishlistQuantity(quantity: number, multiplier?: number): number {
  return clampQuantity(quantity, { max: WISHLIST_MAX, quantityFactor: multiplier });
}

/** Wishlist add-to-basket is disabled when max is 0, the item is in the basket, or quantity exceeds max. */
export function canAddWishlistLineToBasket(input: {
  max: number;
  inBasket: boolean;
  quantity: number;
}): boolean {
  return input.max > 0 && !input.inBasket && input.quantity <= input.max;
}

/** Max of a line added from a product list: 99999 without variants, else the stock rule. */
export function listAddMax(input: LineStockInput): number {
  const max = maxForLine(input);
  // Spec 1 §5: 99999 without variants — but only for something that can be bought at all.
  return hasVariants(input.product) || max <= 0 ? max : LIST_ADD_MAX;
}

export type AddToBasketCheck = "ok" | "archived" | "chooseVariant" | "noStock";

/**
 * Whether something may be added to the basket (spec 1 §5 Adding), the one
 * rule of product boxes (`product-card-state`) and the product page (`use-buy-box`):
 * a variant must be chosen when variants exist, and the line maximum minus
 * what is already in the basket must be above 0. Nothing unavailable, and
 * nothing archived, is ever added.
 */
export function canAddToBasket(
  input: LineStockInput & { alreadyInBasket: number },
): AddToBasketCheck {
  if (input.product.archived === true) return "archived";
  if (hasVariants(input.product) && !findVariant(input.product, input.variantHash))
    return "chooseVariant";
  return maxOnProductPage(maxForLine(input), input.alreadyInBasket) > 0 ? "ok" : "noStock";
}
