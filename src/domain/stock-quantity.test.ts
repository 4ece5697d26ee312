import { describe, it, expect } from "vitest";
import {
  canAddWishlistLineToBasket,
  canDecrease,
  canDecreaseWishlist,
  canIncrease,
  canIncreaseWishlist,
  clampQuantity,
  clampWishlistQuantity,
} from "./basket/stock";

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
