/** Test fixtures of the price resolution: variants, a product with its price options, three colours. */
import type { LangPrice, Product, ProductViewOptions, Variant } from "../catalogue/catalogue.types";

export function variant(hash: string, count = 5): Variant {
  const [id = "", value = ""] = hash.split(";");
  return { attributes: [{ id, value }], hash, count, locked: 0 };
}

export function makeProduct(
  price: Partial<LangPrice> = {},
  view: ProductViewOptions = {},
  extra: Partial<Product> = {},
): Product {
  return {
    _id: "p1",
    type: "normal",
    name: { pl: "Kubek" },
    url: { pl: "kubek" },
    description: { pl: [] },
    code: "K1",
    price: { pl: { brutto: 123, netto: 100, vat: 23, discount: 0, ...price } },
    langVat: { pl: 23 },
    variants: [],
    attributes: [],
    categories: [],
    badges: [],
    images: [],
    archived: false,
    preorder: false,
    createdAt: "2026-01-01T00:00:00.000Z",
    idx: 1,
    options: { view },
    ...extra,
  };
}

export const colours = [variant("c;red"), variant("c;blue"), variant("c;green")];
