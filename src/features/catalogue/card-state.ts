/**
 * What a product box offers (spec 1 §2 product box, §5 adding from a list):
 * prices or a 'click to log in' link, the variants with their list maximum,
 * and whether the add-to-basket button shows. Adding from a list uses quantity
 * 1 with max 99999 without variants, the variant's stock rule otherwise.
 */
import type { Product } from "../../domain/catalogue.types";
import { listAddMax } from "../../domain/stock";

export interface CardStateInput {
  product: Product;
  /** priceForLoggedUsers is on and nobody is logged in. */
  pricesHidden: boolean;
  addToBasketOnList: boolean;
  stockValidationDisabled: boolean;
}

export interface CardState {
  showLoginLink: boolean;
  variants: { hash: string; max: number }[];
  /** Max of a product without variants. */
  max: number;
  canAdd: boolean;
  soldOut: boolean;
}

export function cardState(input: CardStateInput): CardState {
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
  const available = variants.length > 0 ? variants.some((v) => v.max > 0) : max > 0;
  return {
    showLoginLink: input.pricesHidden,
    variants,
    max,
    canAdd: input.addToBasketOnList && !input.pricesHidden && !needsConfiguration && available,
    soldOut:
      product.variants.length > 0 &&
      product.variants.every((v) => v.count - v.locked <= 0) &&
      !product.preorder,
  };
}
