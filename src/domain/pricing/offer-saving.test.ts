import { describe, expect, it } from "vitest";
import { offerSaving } from "./offer-saving";

describe("offer saving", () => {
  it("saves 43.48 and 30 % when 144.92 is marked down to 101.44 (worked by hand)", () => {
    // 144.92 − 101.44 = 43.48; 43.48 / 144.92 = 0.30003 → 30 %.
    expect(offerSaving(144.92, 101.44)).toEqual({ amount: 43.48, percent: 30 });
  });

  it("rounds the percent to the nearest whole: 6.48 of 43.23 is 14.99 %, shown as 15 %", () => {
    expect(offerSaving(43.23, 36.75)).toEqual({ amount: 6.48, percent: 15 });
  });

  it("has no saving when the price is not below the regular price", () => {
    expect(offerSaving(20, 20)).toBeNull();
    expect(offerSaving(20, 25)).toBeNull();
  });

  it("has no saving for a price that is not a number", () => {
    expect(offerSaving(Number.NaN, 10)).toBeNull();
    expect(offerSaving(10, Number.POSITIVE_INFINITY)).toBeNull();
  });
});
