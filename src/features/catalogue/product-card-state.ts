/**
 * What a product box offers (spec 1 §2 product box, §4 add-button states, §5
 * adding from a list): prices or a 'click to log in' link, the variants with
 * their list maximum, and which button shows. Adding from a list uses quantity
 * 1 with max 99999 without variants, the variant's stock rule otherwise, and
 * never adds anything unavailable (`canAddToBasket`, the product page's rule):
 * - `add`: something can be bought;
 * - `preorder`: out of stock, preorder allowed — the button says so;
 * - `notify`: out of stock, notify enabled for a normal product — a link to
 *   the product page, where the shopper picks the variant and leaves an
 *   e-mail (decided: the notify overlay needs the variant choice of the page);
 * - `none`: nothing to offer (archived, sets, required personalization, prices
 *   hidden, list adding off, or sold out with neither preorder nor notify).
 */
import type { Product } from "../../domain/catalogue/catalogue.types";
import { availableCount, canAddToBasket, listAddMax } from "../../domain/basket/stock";

export interface ProductCardStateInput {
  product: Product;
  /** priceForLoggedUsers is on and nobody is logged in. */
  pricesHidden: boolean;
  addToBasketOnList: boolean;
  stockValidationDisabled: boolean;
  notifyEnabled?: boolean | undefined;
}

export type ProductCardOffer = "add" | "preorder" | "notify" | "none";

export interface ProductCardState {
  showLoginLink: boolean;
  variants: { hash: string; max: number }[];
  /** Max of a product without variants. */
  max: number;
  canAdd: boolean;
  offer: ProductCardOffer;
  soldOut: boolean;
}

export function productCardState(input: ProductCardStateInput): ProductCardState {
  const { product } = input;
  const stock = { stockValidationDisabled: input.stockValidationDisabled };
  const variants = product.variants
    .filter((v) => v.hash !== "")
    .map((v) => ({ hash: v.hash, max: listAddMax({ product, variantHash: v.hash, ...stock }) }));
  const max = listAddMax({ product, variantHash: "", ...stock });
  const needsConfiguration =
    product.type === "set" ||
    product.type === "set_creator" ||
    (product.personalization ?? []).some((p) => p.required);
  const hashes = variants.length > 0 ? variants.map((v) => v.hash) : [""];
  const available = hashes.some(
    (variantHash) =>
      canAddToBasket({ product, variantHash, alreadyInBasket: 0, ...stock }) === "ok",
  );
  const inStock = product.variants.some((v) => availableCount(v) > 0);
  const listed =
    input.addToBasketOnList && !input.pricesHidden && !needsConfiguration && !product.archived;
  const offer: ProductCardOffer = !listed
    ? "none"
    : available
      ? inStock || input.stockValidationDisabled
        ? "add"
        : "preorder"
      : input.notifyEnabled && product.type === "normal"
        ? "notify"
        : "none";
  return {
    showLoginLink: input.pricesHidden,
    variants,
    max,
    canAdd: offer === "add" || offer === "preorder",
    offer,
    soldOut:
      product.variants.length > 0 &&
      product.variants.every((v) => v.count - v.locked <= 0) &&
      !product.preorder,
  };
}
