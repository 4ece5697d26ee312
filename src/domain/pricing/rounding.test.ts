import { describe, it, expect } from "vitest";
import { round2, round4, roundTo } from "./rounding";

describe("round2", () => {
  it("rounds 1.005 up to 1.01 although the double is slightly below 1.005", () => {
    expect(round2(1.005)).toBe(1.01);
  });

  it("rounds half away from zero for positive and negative halves", () => {
    expect(round2(2.675)).toBe(2.68);
    expect(round2(-2.675)).toBe(-2.68);
    expect(round2(0.125)).toBe(0.13);
    expect(round2(-0.125)).toBe(-0.13);
  });

  it("rounds values below the half down", () => {
    expect(round2(1.004999)).toBe(1);
    expect(round2(-1.004999)).toBe(-1);
  });

  it("removes float noise such as 0.1 + 0.2", () => {
    expect(round2(0.1 + 0.2)).toBe(0.3);
    expect(round2(1.1 * 3)).toBe(3.3);
  });

  it("returns 0 rather than -0 for tiny negative amounts", () => {
    expect(Object.is(round2(-0.001), 0)).toBe(true);
  });

  it("handles very small and very large magnitudes written with exponents", () => {
    expect(round2(1e-7)).toBe(0);
    expect(round2(1e21)).toBe(1e21);
    expect(round2(123456789.125)).toBe(123456789.13);
  });

  it("leaves NaN and infinities unchanged", () => {
    expect(round2(Number.NaN)).toBeNaN();
    expect(round2(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });

  it("makes the sum of many cent amounts exact to the cent (property)", () => {
    for (let cents = 0; cents < 2000; cents += 7) {
      let sum = 0;
      for (let i = 0; i < 10; i += 1) sum += cents / 100;
      expect(round2(sum)).toBe((cents * 10) / 100);
    }
  });

  it("is idempotent and never moves a value by more than half a cent (property)", () => {
    for (let i = -5000; i <= 5000; i += 13) {
      const n = i / 997;
      const r = round2(n);
      expect(round2(r)).toBe(r);
      expect(Math.abs(r - n)).toBeLessThanOrEqual(0.005 + 1e-12);
    }
  });
});

describe("round4", () => {
  it("rounds to four decimals half away from zero", () => {
    expect(round4(1.00005)).toBe(1.0001);
    expect(round4(-1.00005)).toBe(-1.0001);
    expect(round4(81.300813)).toBe(81.3008);
  });

  it("rounds to whole numbers with roundTo 0", () => {
    expect(roundTo(2.5, 0)).toBe(3);
    expect(roundTo(-2.5, 0)).toBe(-3);
  });
});
