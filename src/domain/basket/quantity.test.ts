import { describe, expect, it } from "vitest";
import {
  floorToMultiple,
  isValidQuantity,
  normalizeQuantity,
  QUANTITY_STEP,
  quantityFactorOf,
} from "./quantity";

describe("normalizeQuantity (spec 1 §5 Quantity)", () => {
  it("rounds a piece quantity down to whole pieces, at least one: 0.0001 and 1e-300 become 1, 2.5 becomes 2", () => {
    expect(normalizeQuantity(0.0001, 1)).toBe(1);
    expect(normalizeQuantity(1e-300, 1)).toBe(1);
    expect(normalizeQuantity(2.5)).toBe(2);
    expect(normalizeQuantity(36, 1)).toBe(36);
  });

  it("steps a weight product by its own factor: 0.5 kg stays, 0.7 kg becomes 0.5, 0.2 kg becomes 0.5", () => {
    expect(normalizeQuantity(0.5, 0.5)).toBe(0.5);
    expect(normalizeQuantity(1.5, 0.5)).toBe(1.5);
    expect(normalizeQuantity(0.7, 0.5)).toBe(0.5);
    expect(normalizeQuantity(0.2, 0.5)).toBe(0.5);
  });

  it("keeps exact multiples of a decimal factor despite float error: 0.3 with factor 0.1 is 0.3", () => {
    expect(normalizeQuantity(0.3, 0.1)).toBe(0.3);
    expect(normalizeQuantity(0.7, 0.1)).toBe(0.7);
  });

  it("caps at 999999, rounded down to the factor: 5000000 with factor 2 is 999998", () => {
    expect(normalizeQuantity(5_000_000)).toBe(999_999);
    expect(normalizeQuantity(5_000_000, 2)).toBe(999_998);
  });

  it("has no reading for zero, negative, infinite or non-number quantities", () => {
    for (const q of [0, -1, -0.5, Number.NaN, Number.POSITIVE_INFINITY, "2", null, undefined])
      expect(normalizeQuantity(q, 1)).toBeNull();
  });

  it("treats a missing, zero or negative factor as 1", () => {
    expect(normalizeQuantity(2.5, 0)).toBe(2);
    expect(normalizeQuantity(2.5, -0.5)).toBe(2);
    expect(quantityFactorOf({ options: { view: {} } })).toBe(1);
    expect(quantityFactorOf({ options: { view: { quantityFactor: 0.5 } } })).toBe(0.5);
  });

  it("at the finest step keeps 4 decimals: 1e-300 becomes 0.0001, 1.23456 becomes 1.2345", () => {
    expect(normalizeQuantity(1e-300, QUANTITY_STEP)).toBe(0.0001);
    expect(normalizeQuantity(1.23456, QUANTITY_STEP)).toBe(1.2345);
    expect(normalizeQuantity(2.5, QUANTITY_STEP)).toBe(2.5);
  });
});

describe("isValidQuantity", () => {
  it("rejects 0.0001, 1e-300 and 2.5 pieces of a product sold by the piece", () => {
    expect(isValidQuantity(0.0001, 1)).toBe(false);
    expect(isValidQuantity(1e-300, 1)).toBe(false);
    expect(isValidQuantity(2.5, 1)).toBe(false);
  });

  it("accepts whole pieces and 0.5 kg steps of a weight product with factor 0.5", () => {
    expect(isValidQuantity(1, 1)).toBe(true);
    expect(isValidQuantity(36, 1)).toBe(true);
    expect(isValidQuantity(0.5, 0.5)).toBe(true);
    expect(isValidQuantity(2.5, 0.5)).toBe(true);
  });

  it("rejects a weight quantity off its step, over 999999, zero and non-numbers", () => {
    expect(isValidQuantity(0.7, 0.5)).toBe(false);
    expect(isValidQuantity(1_000_000, 1)).toBe(false);
    expect(isValidQuantity(0, 1)).toBe(false);
    expect(isValidQuantity("1", 1)).toBe(false);
  });
});

describe("isValidQuantity on every step (property)", () => {
  it("accepts whole multiples of 1, 0.5, 0.25, 0.1, 0.0001 and 3, written as decimals, up to 999999", () => {
    for (const [factor, decimals] of [
      [1, 0],
      [0.5, 1],
      [0.25, 2],
      [0.1, 1],
      [0.0001, 4],
      [3, 0],
    ] as const) {
      for (const k of [1, 2, 3, 7, 10, 33, 999, 12_345, Math.floor(999_999 / factor)]) {
        const q = Number((k * factor).toFixed(decimals));
        expect(isValidQuantity(q, factor), `${k} × ${factor}`).toBe(true);
      }
    }
  });
});

describe("floorToMultiple", () => {
  it("rounds down to the factor: 7 with factor 3 is 6, 1.99999 with factor 1 is 1", () => {
    expect(floorToMultiple(7, 3)).toBe(6);
    expect(floorToMultiple(1.99999, 1)).toBe(1);
    expect(floorToMultiple(22, 0.5)).toBe(22);
  });
});
