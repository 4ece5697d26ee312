import { describe, it, expect } from "vitest";
import { DAY_MS, PRICE_HISTORY_DAYS, lowestPriceInLastDays } from "./price-history";

const now = Date.UTC(2026, 5, 30, 12, 0, 0);
const daysAgo = (d: number) => now - d * DAY_MS;

describe("lowestPriceInLastDays", () => {
  it("uses a 30-day window by default", () => {
    expect(PRICE_HISTORY_DAYS).toBe(30);
  });

  it("returns null without history", () => {
    expect(lowestPriceInLastDays([], now)).toBeNull();
  });

  it("returns null when the price never changed", () => {
    expect(lowestPriceInLastDays([{ stamp: daysAgo(60), val: 100 }], now)).toBeNull();
    expect(
      lowestPriceInLastDays(
        [
          { stamp: daysAgo(10), val: 100 },
          { stamp: daysAgo(5), val: 100 },
        ],
        now,
      ),
    ).toBeNull();
  });

  it("counts the price in force when the window starts: 100 for 60 days, then 80 yesterday gives 100", () => {
    const history = [
      { stamp: daysAgo(60), val: 100 },
      { stamp: daysAgo(1), val: 80 },
    ];
    expect(lowestPriceInLastDays(history, now)).toBe(100);
  });

  it("takes the lowest of the prices applied in the 30 days before the change", () => {
    const history = [
      { stamp: daysAgo(20), val: 90 },
      { stamp: daysAgo(10), val: 100 },
      { stamp: daysAgo(1), val: 80 },
    ];
    expect(lowestPriceInLastDays(history, now)).toBe(90);
  });

  it("ignores prices superseded before the window started", () => {
    const history = [
      { stamp: daysAgo(45), val: 70 },
      { stamp: daysAgo(40), val: 100 },
      { stamp: daysAgo(1), val: 80 },
    ];
    expect(lowestPriceInLastDays(history, now)).toBe(100);
  });

  it("measures the window back from the current price change, not from now", () => {
    const history = [
      { stamp: daysAgo(50), val: 60 },
      { stamp: daysAgo(35), val: 100 },
      { stamp: daysAgo(5), val: 80 },
    ];
    // window is [35 days ago, 5 days ago): 100 applied all along; 60 ended before it
    expect(lowestPriceInLastDays(history, now)).toBe(100);
    const oneMsEarlier = [
      { stamp: daysAgo(50), val: 60 },
      { stamp: daysAgo(35) - 1, val: 100 },
      { stamp: daysAgo(35) + 1, val: 95 },
      { stamp: daysAgo(5), val: 80 },
    ];
    expect(lowestPriceInLastDays(oneMsEarlier, now)).toBe(95);
  });

  it("treats a trailing run of equal prices as one change", () => {
    const history = [
      { stamp: daysAgo(20), val: 100 },
      { stamp: daysAgo(10), val: 80 },
      { stamp: daysAgo(5), val: 80 },
    ];
    expect(lowestPriceInLastDays(history, now)).toBe(100);
  });

  it("uses now as the change when the current price is not yet in the history", () => {
    const history = [
      { stamp: daysAgo(10), val: 100 },
      { stamp: daysAgo(5), val: 90 },
    ];
    expect(lowestPriceInLastDays(history, now, 30, 80)).toBe(90);
  });

  it("ignores points stamped after now and sorts unsorted input", () => {
    const history = [
      { stamp: now + DAY_MS, val: 10 },
      { stamp: daysAgo(1), val: 80 },
      { stamp: daysAgo(15), val: 120 },
    ];
    expect(lowestPriceInLastDays(history, now)).toBe(120);
  });

  it("honours a shorter window", () => {
    const history = [
      { stamp: daysAgo(20), val: 70 },
      { stamp: daysAgo(3), val: 90 },
      { stamp: daysAgo(1), val: 80 },
    ];
    expect(lowestPriceInLastDays(history, now, 1)).toBe(90);
    expect(lowestPriceInLastDays(history, now, 30)).toBe(70);
  });

  it("rounds the answer to 2 decimals", () => {
    const history = [
      { stamp: daysAgo(10), val: 99.995 },
      { stamp: daysAgo(1), val: 80 },
    ];
    expect(lowestPriceInLastDays(history, now)).toBe(100);
  });
});
