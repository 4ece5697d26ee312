import { describe, it, expect } from "vitest";
import {
  DAY_MS,
  PRICE_HISTORY_DAYS,
  lowerEarlierPrice,
  lowestPriceInLastDays,
} from "./price-history";

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

describe("lowerEarlierPrice", () => {
  const base = { history: [], now, discounted: false };

  it("shows a stored lower earlier price of an undiscounted product as a recent line", () => {
    // The seed's product 8: 23.35 zł now, 21.48 zł (17.46 net) earlier
    const price = { vat: 23, historicalBrutto: 21.48, historicalNetto: 17.46 };
    expect(lowerEarlierPrice({ ...base, price, currentBrutto: 23.35 })).toEqual({
      kind: "recent",
      brutto: 21.48,
      netto: 17.46,
    });
  });

  it("shows no line for an undiscounted product whose earlier price is not lower", () => {
    const price = { vat: 23, historicalBrutto: 23.35, historicalNetto: 18.98 };
    expect(lowerEarlierPrice({ ...base, price, currentBrutto: 23.35 })).toBeNull();
    expect(lowerEarlierPrice({ ...base, price: { vat: 23 }, currentBrutto: 23.35 })).toBeNull();
  });

  it("derives a missing stored amount with the price's VAT", () => {
    // 17.46 × 1.23 = 21.4758 → 21.48
    const price = { vat: 23, historicalNetto: 17.46 };
    expect(lowerEarlierPrice({ ...base, price, currentBrutto: 23.35 })).toEqual({
      kind: "recent",
      brutto: 21.48,
      netto: 17.46,
    });
  });

  it("always shows a discounted product's stored reference as the before-discount line", () => {
    const price = { vat: 23, historicalBrutto: 1028.95, historicalNetto: 836.54 };
    expect(lowerEarlierPrice({ ...base, price, discounted: true, currentBrutto: 1130.71 })).toEqual(
      { kind: "beforeDiscount", brutto: 1028.95, netto: 836.54 },
    );
  });

  it("falls back to the price history for a discounted product without a stored reference", () => {
    // 27.08 in force at the window's start, 20.95 and 25.55 inside it, 17.88 the discount:
    // lowest 20.95; net 20.95 / 1.23 = 17.0325… → 17.03
    const history = [
      { stamp: daysAgo(40), val: 27.08 },
      { stamp: daysAgo(25), val: 20.95 },
      { stamp: daysAgo(5), val: 25.55 },
      { stamp: now - 3_600_000, val: 17.88 },
    ];
    expect(
      lowerEarlierPrice({
        price: { vat: 23 },
        history,
        now,
        discounted: true,
        currentBrutto: 25.55,
      }),
    ).toEqual({ kind: "beforeDiscount", brutto: 20.95, netto: 17.03 });
  });
});
