import { describe, expect, it } from "vitest";
import { giftCardCoverage, giftCardValue, shouldLookUpGiftCard, type GiftCard } from "./gift-card";

const NOW = Date.parse("2026-03-01T12:00:00Z");
const card: GiftCard = {
  code: "GIFT-100-ABCD",
  value: 100,
  usedValue: 0,
  currency: "pln",
  validUntil: "2027-01-01T00:00:00Z",
  active: true,
};

describe("gift cards", () => {
  it("are looked up (and can be 'not valid') only when longer than 6 characters", () => {
    expect(shouldLookUpGiftCard("GIFT-1")).toBe(false);
    expect(shouldLookUpGiftCard("GIFT-10")).toBe(true);
  });

  it("give their remaining value in the shopper's currency", () => {
    expect(giftCardValue(card, { now: NOW, currencyRate: 1, cardCurrencyRate: 1 })).toBe(100);
    expect(
      giftCardValue(
        { ...card, value: 250, usedValue: 100 },
        { now: NOW, currencyRate: 1, cardCurrencyRate: 1 },
      ),
    ).toBe(150);
    expect(
      giftCardValue(
        { ...card, currency: "eur", value: 50 },
        { now: NOW, currencyRate: 1, cardCurrencyRate: 0.23 },
      ),
    ).toBe(217.39);
  });

  it("are not usable when expired, used up or inactive", () => {
    const opts = { now: NOW, currencyRate: 1, cardCurrencyRate: 1 };
    expect(giftCardValue({ ...card, validUntil: "2026-02-01T00:00:00Z" }, opts)).toBeNull();
    expect(giftCardValue({ ...card, usedValue: 100 }, opts)).toBeNull();
    expect(giftCardValue({ ...card, active: false }, opts)).toBeNull();
    expect(giftCardValue(null, opts)).toBeNull();
  });

  it("pay at most the total", () => {
    expect(giftCardCoverage(100, 40)).toBe(40);
    expect(giftCardCoverage(100, 140.5)).toBe(100);
  });
});
