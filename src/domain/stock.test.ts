import { describe, it, expect } from "vitest";
import type { Product, ProductType, ProductViewOptions, Variant } from "./catalogue.types";
import {
  LIST_ADD_MAX,
  NO_VALIDATION_MAX,
  NO_VALIDATION_NO_VARIANTS_MAX,
  PREORDER_MAX,
  WISHLIST_MAX,
  availableCount,
  basketCount,
  canAddToBasket,
  canAddWishlistLineToBasket,
  canDecrease,
  canDecreaseWishlist,
  canIncrease,
  canIncreaseWishlist,
  clampQuantity,
  clampWishlistQuantity,
  componentMax,
  findVariant,
  floorToMultiple,
  hasVariants,
  listAddMax,
  maxForLine,
  maxOnProductPage,
  normalizeBasketLine,
  zeroAllowed,
} from "./stock";

type StockProduct = Pick<Product, "variants" | "options" | "type">;

function v(hash: string, count: number, locked = 0): Variant {
  const attributes = hash
    ? [{ id: hash.split(";")[0] ?? "", value: hash.split(";")[1] ?? "" }]
    : [];
  return { attributes, hash, count, locked };
}

function product(
  variants: Variant[],
  view: ProductViewOptions = {},
  type: ProductType = "normal",
): StockProduct {
  return { variants, options: { view }, type };
}

const sizes = product([v("s;m", 10, 3), v("s;l", 0), v("s;xl", 5, 7)]);
const plain = product([v("", 8, 1)]);

describe("constants (spec 1 §4, §5, §9)", () => {
  it("match the spec's limits", () => {
    expect([
      PREORDER_MAX,
      NO_VALIDATION_MAX,
      NO_VALIDATION_NO_VARIANTS_MAX,
      WISHLIST_MAX,
      LIST_ADD_MAX,
    ]).toEqual([99999, 99999, 999, 999999, 99999]);
  });
});

describe("availableCount", () => {
  it("is the variant count minus locked: 10 − 3 = 7", () => {
    expect(availableCount(v("a;b", 10, 3))).toBe(7);
  });

  it("never goes below 0 and is 0 for a missing variant", () => {
    expect(availableCount(v("a;b", 5, 7))).toBe(0);
    expect(availableCount(undefined)).toBe(0);
  });
});

describe("variants", () => {
  it("treats a product whose only variant has no attributes as having no variants", () => {
    expect(hasVariants(plain)).toBe(false);
    expect(hasVariants(sizes)).toBe(true);
    expect(findVariant(plain, undefined)?.count).toBe(8);
    expect(findVariant(sizes, undefined)).toBeUndefined();
    expect(findVariant(sizes, "s;l")?.hash).toBe("s;l");
  });
});

describe("maxForLine", () => {
  it("is the available count: 7 for count 10 with 3 locked", () => {
    expect(maxForLine({ product: sizes, variantHash: "s;m" })).toBe(7);
  });

  it("rounds the count down to a multiple of the quantity factor: 7 with factor 3 gives 6", () => {
    expect(maxForLine({ product: sizes, variantHash: "s;m", quantityFactor: 3 })).toBe(6);
    expect(
      maxForLine({ product: product(sizes.variants, { quantityFactor: 2 }), variantHash: "s;m" }),
    ).toBe(6);
  });

  it("handles fractional factors without float error: 0.7 with factor 0.1 is 0.7", () => {
    expect(floorToMultiple(0.7, 0.1)).toBe(0.7);
    expect(floorToMultiple(0.3, 0.1)).toBe(0.3);
    expect(floorToMultiple(7, 0.25)).toBe(7);
    expect(floorToMultiple(1.99999, 1)).toBe(1);
  });

  it("is 99999 when preorder is allowed, even for a missing variant", () => {
    expect(maxForLine({ product: sizes, variantHash: "nope", preorderAllowed: true })).toBe(99999);
    expect(
      maxForLine({ product: product(sizes.variants, { allowPreorder: true }), variantHash: "s;l" }),
    ).toBe(99999);
  });

  it("lets an explicit preorderAllowed false override the product option", () => {
    const p = product(sizes.variants, { allowPreorder: true });
    expect(maxForLine({ product: p, variantHash: "s;l", preorderAllowed: false })).toBe(0);
  });

  it("is 0 for a variant that is not found", () => {
    expect(maxForLine({ product: sizes, variantHash: "s;xxl" })).toBe(0);
    expect(maxForLine({ product: sizes })).toBe(0);
  });

  it("is 99999 with stock validation off, and 999 for a product without variants", () => {
    expect(maxForLine({ product: sizes, variantHash: "s;l", stockValidationDisabled: true })).toBe(
      99999,
    );
    expect(maxForLine({ product: plain, stockValidationDisabled: true })).toBe(999);
    expect(maxForLine({ product: product([], { disableStockCountValidationOnUi: true }) })).toBe(
      999,
    );
  });

  it("gives preorder precedence over validation off for a product without variants", () => {
    expect(
      maxForLine({ product: plain, stockValidationDisabled: true, preorderAllowed: true }),
    ).toBe(99999);
  });
});

describe("normalizeBasketLine", () => {
  it("lowers a quantity above the maximum to it: 9 becomes 7", () => {
    expect(
      normalizeBasketLine({ quantity: 9, variantHash: "s;m", id: "x" }, { product: sizes }),
    ).toEqual({
      quantity: 7,
      variantHash: "s;m",
      id: "x",
      max: 7,
    });
  });

  it("keeps a quantity within the maximum and records the maximum", () => {
    expect(normalizeBasketLine({ quantity: 2, variantHash: "s;m" }, { product: sizes })).toEqual({
      quantity: 2,
      variantHash: "s;m",
      max: 7,
    });
  });

  it("removes items with negative quantity, even with preorder", () => {
    expect(
      normalizeBasketLine({ quantity: -1, variantHash: "s;m" }, { product: sizes }),
    ).toBeNull();
    expect(
      normalizeBasketLine(
        { quantity: -1, variantHash: "s;m" },
        { product: sizes, preorderAllowed: true },
      ),
    ).toBeNull();
  });

  it("removes items with zero quantity unless preorder is allowed", () => {
    expect(normalizeBasketLine({ quantity: 0, variantHash: "s;m" }, { product: sizes })).toBeNull();
    expect(
      normalizeBasketLine(
        { quantity: 0, variantHash: "s;m" },
        { product: sizes, preorderAllowed: true },
      ),
    ).toEqual({
      quantity: 0,
      variantHash: "s;m",
      max: 99999,
    });
  });

  it("removes items with zero maximum unless preorder is allowed", () => {
    expect(normalizeBasketLine({ quantity: 2, variantHash: "s;l" }, { product: sizes })).toBeNull();
    expect(
      normalizeBasketLine({ quantity: 2, variantHash: "s;gone" }, { product: sizes }),
    ).toBeNull();
    expect(
      normalizeBasketLine(
        { quantity: 2, variantHash: "s;l" },
        { product: sizes, preorderAllowed: true },
      )?.quantity,
    ).toBe(2);
  });

  it("removes items whose product no longer exists or whose quantity is not a number", () => {
    expect(normalizeBasketLine({ quantity: 1 }, { product: undefined })).toBeNull();
    expect(normalizeBasketLine({ quantity: Number.NaN }, { product: plain })).toBeNull();
  });

  it("caps a product without variants at 999 when stock validation is off", () => {
    expect(
      normalizeBasketLine({ quantity: 5000 }, { product: plain, stockValidationDisabled: true })
        ?.quantity,
    ).toBe(999);
  });
});

describe("maxOnProductPage and componentMax", () => {
  it("is the available count minus the amount already in the basket: 7 − 5 = 2", () => {
    expect(maxOnProductPage(7, 5)).toBe(2);
  });

  it("never goes below 0", () => {
    expect(maxOnProductPage(3, 5)).toBe(0);
  });

  it("limits a set component to count minus locked minus already in basket: 10 − 3 − 4 = 3", () => {
    expect(componentMax(v("a;b", 10, 3), 4)).toBe(3);
    expect(componentMax(undefined, 0)).toBe(0);
  });
});

describe("basketCount", () => {
  it("counts a weight product as 1 whatever its quantity", () => {
    expect(
      basketCount([
        { quantity: 2, type: "normal" },
        { quantity: 2.75, type: "weight" },
        { quantity: 3 },
      ]),
    ).toBe(6);
  });

  it("is 0 for an empty basket", () => {
    expect(basketCount([])).toBe(0);
  });
});

describe("clampQuantity (spec 1 §5 Quantity)", () => {
  it("rounds down to a multiple of the quantity factor: 7 with factor 3 gives 6", () => {
    expect(clampQuantity(7, { max: 100, quantityFactor: 3 })).toBe(6);
  });

  it("raises a quantity below one factor to one factor", () => {
    expect(clampQuantity(0, { max: 100, quantityFactor: 3 })).toBe(3);
    expect(clampQuantity(2, { max: 100, quantityFactor: 3 })).toBe(3);
    expect(clampQuantity(-5, { max: 100 })).toBe(1);
    expect(clampQuantity(Number.NaN, { max: 100, quantityFactor: 2 })).toBe(2);
  });

  it("lowers a quantity above max to max rounded down to the factor", () => {
    expect(clampQuantity(50, { max: 10 })).toBe(10);
    expect(clampQuantity(50, { max: 10, quantityFactor: 4 })).toBe(8);
  });

  it("lets max win when it is below one factor", () => {
    expect(clampQuantity(5, { max: 0 })).toBe(0);
  });

  it("allows zero only when allowed", () => {
    expect(clampQuantity(0, { max: 10, allowZero: true })).toBe(0);
    expect(clampQuantity(0, { max: 10, allowZero: false })).toBe(1);
  });

  it("allows zero only for sets with allowZeroForSet", () => {
    expect(zeroAllowed(product([], { allowZeroForSet: true }, "set"))).toBe(true);
    expect(zeroAllowed(product([], { allowZeroForSet: false }, "set"))).toBe(false);
    expect(zeroAllowed(product([], { allowZeroForSet: true }, "normal"))).toBe(false);
  });

  it("always stays within [min, max] and on a multiple of the factor (property)", () => {
    for (const factor of [1, 2, 3, 0.5]) {
      for (let q = -3; q <= 30; q += 0.75) {
        const r = clampQuantity(q, { max: 20, quantityFactor: factor });
        expect(r).toBeGreaterThanOrEqual(factor);
        expect(r).toBeLessThanOrEqual(20);
        expect(Number.isInteger(Math.round((r / factor) * 1e6) / 1e6)).toBe(true);
      }
    }
  });
});

describe("increase and decrease", () => {
  it("disables increase at max", () => {
    expect(canIncrease(6, 7)).toBe(true);
    expect(canIncrease(7, 7)).toBe(false);
  });

  it("disables increase when one more factor would pass max", () => {
    expect(canIncrease(4, 6, 2)).toBe(true);
    expect(canIncrease(6, 7, 2)).toBe(false);
  });

  it("disables decrease at the minimum: the multiplier, or 1, or 0 when zero is allowed", () => {
    expect(canDecrease(1)).toBe(false);
    expect(canDecrease(2)).toBe(true);
    expect(canDecrease(3, { quantityFactor: 3 })).toBe(false);
    expect(canDecrease(6, { quantityFactor: 3 })).toBe(true);
    expect(canDecrease(1, { allowZero: true })).toBe(true);
    expect(canDecrease(0, { allowZero: true })).toBe(false);
  });
});

describe("wishlist bounds", () => {
  it("disables the minus below twice the multiplier", () => {
    expect(canDecreaseWishlist(1)).toBe(false);
    expect(canDecreaseWishlist(2)).toBe(true);
    expect(canDecreaseWishlist(5, 3)).toBe(false);
    expect(canDecreaseWishlist(6, 3)).toBe(true);
  });

  it("caps the quantity at 999999", () => {
    expect(canIncreaseWishlist(999998)).toBe(true);
    expect(canIncreaseWishlist(999999)).toBe(false);
    expect(clampWishlistQuantity(5_000_000)).toBe(999999);
    expect(clampWishlistQuantity(5_000_000, 2)).toBe(999998);
    expect(clampWishlistQuantity(0, 2)).toBe(2);
  });

  it("disables add-to-basket when max is 0, the item is in the basket, or quantity exceeds max", () => {
    expect(canAddWishlistLineToBasket({ max: 5, inBasket: false, quantity: 5 })).toBe(true);
    expect(canAddWishlistLineToBasket({ max: 0, inBasket: false, quantity: 1 })).toBe(false);
    expect(canAddWishlistLineToBasket({ max: 5, inBasket: true, quantity: 1 })).toBe(false);
    expect(canAddWishlistLineToBasket({ max: 5, inBasket: false, quantity: 6 })).toBe(false);
  });
});

describe("adding to the basket (spec 1 §5)", () => {
  it("uses max 99999 from a list when there are no variants, and the stock rule otherwise", () => {
    expect(listAddMax({ product: plain })).toBe(99999);
    expect(listAddMax({ product: sizes, variantHash: "s;m" })).toBe(7);
  });

  it("needs a chosen variant if variants exist", () => {
    expect(canAddToBasket({ product: sizes, alreadyInBasket: 0 })).toBe("chooseVariant");
    expect(canAddToBasket({ product: sizes, variantHash: "s;bad", alreadyInBasket: 0 })).toBe(
      "chooseVariant",
    );
  });

  it("needs available stock minus already in basket above 0", () => {
    expect(canAddToBasket({ product: sizes, variantHash: "s;m", alreadyInBasket: 6 })).toBe("ok");
    expect(canAddToBasket({ product: sizes, variantHash: "s;m", alreadyInBasket: 7 })).toBe(
      "noStock",
    );
    expect(canAddToBasket({ product: sizes, variantHash: "s;l", alreadyInBasket: 0 })).toBe(
      "noStock",
    );
    expect(canAddToBasket({ product: plain, alreadyInBasket: 0 })).toBe("ok");
  });
});
