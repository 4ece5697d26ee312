/** Test fixtures of the stock rules: variants, products and two sample products. */
import type {
  Product,
  ProductType,
  ProductViewOptions,
  Variant,
} from "../catalogue/catalogue.types";

export type StockProduct = Pick<Product, "variants" | "options" | "type">;

export function v(hash: string, count: number, locked = 0): Variant {
  const attributes = hash
    ? [{ id: hash.split(";")[0] ?? "", value: hash.split(";")[1] ?? "" }]
    : [];
  return { attributes, hash, count, locked };
}

export function product(
  variants: Variant[],
  view: ProductViewOptions = {},
  type: ProductType = "normal",
): StockProduct {
  return { variants, options: { view }, type };
}

export const sizes = product([v("s;m", 10, 3), v("s;l", 0), v("s;xl", 5, 7)]);
export const plain = product([v("", 8, 1)]);
