import { describe, expect, it } from "vitest";
import {
  applyPromo,
  nthPercent,
  totalAfterDiscounts,
  type PromoCode,
  type PromoLine,
} from "./promo";

const NOW = Date.parse("2026-03-01T12:00:00Z");
const FUTURE = "2027-03-01T00:00:00Z";
const ctx = { rate: 1, now: NOW, loyaltyPoints: null };

function code(partial: Partial<PromoCode> & Pick<PromoCode, "type" | "discount">): PromoCode {
  return { code: "X", allowedProducts: null, validUntil: FUTURE, active: true, ...partial };
}
const line = (
  product: string,
  unitBrutto: number,
  quantity = 1,
  extra: Partial<PromoLine> = {},
): PromoLine => ({
  product,
  type: "normal",
  unitBrutto,
  quantity,
  isDiscounted: false,
  ...extra,
});

describe("BASKET codes", () => {
  it("a percent code takes that percent of the eligible products", () => {
    const r = applyPromo(
      code({ type: "BASKET", discount: { type: "PERCENT", percentValue: 10 } }),
      [line("1", 99.99, 2)],
      ctx,
    );
    expect(r).toMatchObject({ ok: true, value: 20, limited: false, percent: 10 });
  });

  it("without a discount limit the cap is 999999, with one the discount stops there and says so", () => {
    const big = [line("1", 5_000_000, 1)];
    const r = applyPromo(
      code({ type: "BASKET", discount: { type: "PERCENT", percentValue: 50 } }),
      big,
      ctx,
    );
    expect(r).toMatchObject({ ok: true, value: 999999, limited: true });
    const limited = applyPromo(
      code({ type: "BASKET", discount: { type: "PERCENT", percentValue: 10, discountLimit: 100 } }),
      [line("1", 2000)],
      ctx,
    );
    expect(limited).toMatchObject({ ok: true, value: 100, limited: true });
  });

  it("the discount limit is converted to the current currency", () => {
    const r = applyPromo(
      code({ type: "BASKET", discount: { type: "PERCENT", percentValue: 10, discountLimit: 100 } }),
      [line("1", 2000)],
      { ...ctx, rate: 0.23 },
    );
    expect(r).toMatchObject({ ok: true, value: 23, limited: true });
  });

  it("below the minimum basket value the code says the converted amount", () => {
    const c = code({ type: "BASKET", discount: { type: "VALUE", value: 20, valueThreshold: 100 } });
    expect(applyPromo(c, [line("1", 99.99)], ctx)).toEqual({
      ok: false,
      error: "minimumBasketValue",
      amount: 100,
    });
    expect(applyPromo(c, [line("1", 20)], { ...ctx, rate: 0.23 })).toEqual({
      ok: false,
      error: "minimumBasketValue",
      amount: 23,
    });
    expect(applyPromo(c, [line("1", 100)], ctx)).toMatchObject({ ok: true, value: 20 });
    expect(applyPromo(c, [line("1", 30)], { ...ctx, rate: 0.23 })).toMatchObject({
      ok: true,
      value: 4.6,
    });
  });

  it("a value code never discounts more than the eligible products", () => {
    const c = code({ type: "BASKET", discount: { type: "VALUE", value: 500 } });
    expect(applyPromo(c, [line("1", 12.5, 2)], ctx)).toMatchObject({ ok: true, value: 25 });
  });

  it("gift cards are excluded and already-discounted items are left out with filterOutDiscount", () => {
    const c = code({
      type: "BASKET",
      discount: { type: "PERCENT", percentValue: 10, filterOutDiscount: true },
    });
    const r = applyPromo(
      c,
      [
        line("1", 100),
        line("2", 200, 1, { isDiscounted: true }),
        line("3", 300, 1, { type: "gift_card" }),
      ],
      ctx,
    );
    expect(r).toMatchObject({ ok: true, value: 10 });
  });

  it("a code restricted to allowed products discounts only those and is not valid without them", () => {
    const c = code({
      type: "BASKET",
      discount: { type: "PERCENT", percentValue: 20 },
      allowedProducts: ["7"],
    });
    expect(applyPromo(c, [line("7", 50), line("8", 50)], ctx)).toMatchObject({
      ok: true,
      value: 10,
    });
    expect(applyPromo(c, [line("8", 50)], ctx)).toEqual({ ok: false, error: "notValid" });
  });

  it("a code is accepted only if validUntil is after now and it is active", () => {
    const d = { type: "PERCENT" as const, percentValue: 10 };
    expect(
      applyPromo(
        code({ type: "BASKET", discount: d, validUntil: "2026-03-01T12:00:00Z" }),
        [line("1", 10)],
        ctx,
      ),
    ).toEqual({
      ok: false,
      error: "notValid",
    });
    expect(
      applyPromo(code({ type: "BASKET", discount: d, active: false }), [line("1", 10)], ctx),
    ).toEqual({
      ok: false,
      error: "notValid",
    });
    expect(
      applyPromo(
        code({ type: "BASKET", discount: d, validUntil: "garbage" }),
        [line("1", 10)],
        ctx,
      ),
    ).toEqual({
      ok: false,
      error: "notValid",
    });
  });

  it("hostile quantities and prices never give a negative or NaN discount", () => {
    const c = code({ type: "BASKET", discount: { type: "PERCENT", percentValue: 150 } });
    const r = applyPromo(c, [line("1", Number.NaN, 2), line("2", 10, -3), line("3", 10, 1)], ctx);
    expect(r).toMatchObject({ ok: true, value: 10 });
  });
});

describe("NTH_PRODUCT codes", () => {
  it("the table has steps 1 to 5 and step 6 applies to the 6th and later items", () => {
    const table = [0, 10, 20, 30, 40, 50];
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => nthPercent(table, n))).toEqual([
      0, 10, 20, 30, 40, 50, 50, 50,
    ]);
  });

  it("the most expensive items come first", () => {
    const c = code({
      type: "NTH_PRODUCT",
      discount: { type: "PERCENT", table: [0, 0, 50, 0, 0, 50], minimum: 3 },
    });
    // units sorted: 100, 80, 60, 40, 20, 10, 10 -> 3rd (60) and 6th+ (10, 10) at 50 %
    const r = applyPromo(
      c,
      [
        line("a", 10, 2),
        line("b", 100),
        line("c", 40),
        line("d", 60),
        line("e", 80),
        line("f", 20),
      ],
      ctx,
    );
    expect(r).toMatchObject({ ok: true, value: 40 });
  });

  it("needs the minimum number of items", () => {
    const c = code({
      type: "NTH_PRODUCT",
      discount: { type: "PERCENT", table: [0, 0, 50, 0, 0, 50], minimum: 3 },
    });
    expect(applyPromo(c, [line("a", 10, 2)], ctx)).toEqual({
      ok: false,
      error: "minimumProducts",
      count: 3,
    });
  });
});

describe("LOYALTY code", () => {
  const loyalty = code({
    code: "LOYALTY",
    type: "LOYALTY",
    discount: { type: "VALUE", pointsValue: 0.01, treeshold: 500 },
  });

  it("needs points that reach the minimum, else says 'minimal points' with it", () => {
    expect(applyPromo(loyalty, [line("1", 100)], { ...ctx, loyaltyPoints: 499 })).toEqual({
      ok: false,
      error: "minimalPoints",
      points: 500,
    });
  });

  it("asks a guest of a shop with loyalty points to log in, and is not valid when points are off", () => {
    expect(applyPromo(loyalty, [line("1", 100)], { ...ctx, loyaltyLogin: true })).toEqual({
      ok: false,
      error: "loginRequired",
    });
    expect(applyPromo(loyalty, [line("1", 100)], ctx)).toEqual({ ok: false, error: "notValid" });
  });

  it("each point is worth pointsValue and no more points are used than the basket needs", () => {
    expect(applyPromo(loyalty, [line("1", 100)], { ...ctx, loyaltyPoints: 1500 })).toMatchObject({
      ok: true,
      value: 15,
      usedPoints: 1500,
    });
    expect(applyPromo(loyalty, [line("1", 9.99)], { ...ctx, loyaltyPoints: 1500 })).toMatchObject({
      ok: true,
      value: 9.99,
      usedPoints: 999,
    });
  });
});

describe("total after discounts", () => {
  it("never goes below zero and ignores NaN", () => {
    expect(totalAfterDiscounts({ products: 100, delivery: 14.99, discount: 20 })).toBe(94.99);
    expect(totalAfterDiscounts({ products: 10, delivery: 0, discount: 50, giftCard: 100 })).toBe(0);
    expect(totalAfterDiscounts({ products: Number.NaN, delivery: 5, discount: Number.NaN })).toBe(
      5,
    );
  });
});
