/**
 * The buy box's pure parts: the product as the stock and variant rules read
 * it, the set check and the basket line that "add to basket" stores.
 */
import type { StoredLine } from "../../domain/basket/basket-line";
import { checkSet, type SetProblem } from "../../domain/basket/set-components";
import type { ComponentView, ProductTopProps } from "./product-view.types";

type StockFields =
  | "type"
  | "archived"
  | "variants"
  | "quantityFactor"
  | "preorder"
  | "stockValidationOff"
  | "overrideVariantsOrder";

/** The product shape `domain/basket/stock` and `domain/catalogue/variant-picker` expect. */
export function stockProductOf(p: Pick<ProductTopProps, StockFields>) {
  return {
    type: p.type,
    archived: p.archived,
    variants: p.variants,
    options: {
      view: {
        quantityFactor: p.quantityFactor,
        allowPreorder: p.preorder,
        disableStockCountValidationOnUi: p.stockValidationOff,
        overrideVariantsOrder: p.overrideVariantsOrder,
      },
    },
  };
}

/** The set's components as the shopper configured them. */
export interface SetChoice {
  components: readonly ComponentView[];
  /** Quantity per one set, by component index. */
  quantities: readonly number[];
  /** Component personalization values keyed `${product}:${fieldId}`. */
  personalization: Readonly<Record<string, string>>;
}

/** The first problem of a set (stock, emptiness, missing personalization) or "none". */
export function setProblemOf(
  set: SetChoice,
  inBasket: readonly number[],
  options: { setQuantity: number; allowZero: boolean; creator: boolean },
): SetProblem {
  return checkSet(
    set.components.map((c, i) => ({
      product: c.product,
      variantHash: c.variantHash,
      quantity: set.quantities[i] ?? 0,
      available: c.available,
      inBasket: inBasket[i] ?? 0,
      requiredPersonalization: c.personalization.filter((p) => p.required).map((p) => p.id),
      personalization: Object.fromEntries(
        c.personalization.map((p) => [p.id, set.personalization[`${c.product}:${p.id}`] ?? ""]),
      ),
    })),
    options,
  );
}

/**
 * The basket line for the shown choice: a set creator's components with a
 * quantity above zero, every component of a fixed set (a component left out
 * stays with quantity 0, so the basket loads its product and refunds it, see
 * domain/pricing/set-pricing), and only the personalization values that are not blank.
 */
export function buildBasketLine(input: {
  productId: string;
  type: ProductTopProps["type"];
  variantHash: string;
  quantity: number;
  set: SetChoice | null;
  personalization: Readonly<Record<string, string>>;
}): StoredLine {
  const { set } = input;
  const line: StoredLine = {
    product: input.productId,
    variantHash: input.variantHash,
    quantity: input.quantity,
    type: input.type,
  };
  if (set)
    line.components = set.components
      .map((c, i) => ({
        product: c.product,
        variantHash: c.variantHash,
        quantity: set.quantities[i] ?? 0,
      }))
      .filter((c) => c.quantity > 0 || input.type === "set");
  const values = Object.entries({ ...input.personalization, ...set?.personalization }).filter(
    ([, v]) => v.trim() !== "",
  );
  if (values.length > 0) line.personalization = Object.fromEntries(values);
  return line;
}
