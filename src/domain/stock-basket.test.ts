import { describe, it, expect } from "vitest";
import { plain, sizes, v } from "./basket/stock.fixtures";
import {
  canAddToBasket,
  componentMax,
  listAddMax,
  maxForLine,
  maxOnProductPage,
  normalizeBasketLine,
} from "./basket/stock";

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

describe("adding to the basket (spec 1 §5)", () => {
  it("uses max 99999 from a list when there are no variants, and the stock rule otherwise", () => {
    expect(listAddMax({ product: plain })).toBe(99999);
    expect(listAddMax({ product: sizes, variantHash: "s;m" })).toBe(7);
  });

  it("offers nothing from a list for a product without variants that is sold out, unless preorder is on", () => {
    const soldOut = { ...plain, variants: [{ ...plain.variants[0]!, count: 3, locked: 3 }] };
    expect(listAddMax({ product: soldOut })).toBe(0);
    expect(listAddMax({ product: soldOut, preorderAllowed: true })).toBe(99999);
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

  it("never adds an archived product, whatever its stock or preorder (issue 44)", () => {
    const archived = { ...plain, archived: true };
    expect(canAddToBasket({ product: archived, alreadyInBasket: 0 })).toBe("archived");
    expect(canAddToBasket({ product: archived, preorderAllowed: true, alreadyInBasket: 0 })).toBe(
      "archived",
    );
    expect(listAddMax({ product: archived })).toBe(0);
    expect(maxForLine({ product: archived, stockValidationDisabled: true })).toBe(0);
  });
});
