import { describe, it, expect } from "vitest";
import { plain, product, sizes, v } from "./stock.fixtures";
import {
  LIST_ADD_MAX,
  NO_VALIDATION_MAX,
  NO_VALIDATION_NO_VARIANTS_MAX,
  PREORDER_MAX,
  WISHLIST_MAX,
  availableCount,
  findVariant,
  hasVariants,
  maxForLine,
} from "./stock";
import { floorToMultiple } from "./quantity";

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
