import { describe, expect, it } from "vitest";
import { orderBlockReason, type OrderButtonState } from "./order-button";

const ready: OrderButtonState = {
  total: 120,
  productCount: 2,
  deliveryChosen: true,
  codeLoading: false,
  promoTyped: "",
  promoValid: false,
  lockerRequired: false,
  lockerChosen: false,
  timedRequired: false,
  dayChosen: false,
};

describe("order button", () => {
  it("is enabled when nothing blocks it", () => {
    expect(orderBlockReason(ready)).toBeNull();
  });

  it("is disabled when the total is below zero (or not a number)", () => {
    expect(orderBlockReason({ ...ready, total: -0.01 })).toBe("negativeTotal");
    expect(orderBlockReason({ ...ready, total: Number.NaN })).toBe("negativeTotal");
    expect(orderBlockReason({ ...ready, total: 0 })).toBeNull();
  });

  it("is disabled when there are no products", () => {
    expect(orderBlockReason({ ...ready, productCount: 0 })).toBe("noProducts");
  });

  it("is disabled when there is no delivery option", () => {
    expect(orderBlockReason({ ...ready, deliveryChosen: false })).toBe("noDelivery");
  });

  it("is disabled while a code is loading", () => {
    expect(orderBlockReason({ ...ready, codeLoading: true })).toBe("codeLoading");
  });

  it("is disabled when a promo code is typed but not valid", () => {
    expect(orderBlockReason({ ...ready, promoTyped: "ZLY" })).toBe("invalidCode");
    expect(orderBlockReason({ ...ready, promoTyped: "RABAT10", promoValid: true })).toBeNull();
    expect(orderBlockReason({ ...ready, promoTyped: "   " })).toBeNull();
  });

  it("is disabled when a locker delivery has no chosen locker", () => {
    expect(orderBlockReason({ ...ready, lockerRequired: true })).toBe("noLocker");
    expect(orderBlockReason({ ...ready, lockerRequired: true, lockerChosen: true })).toBeNull();
  });

  it("is disabled when a timed delivery has no chosen day", () => {
    expect(orderBlockReason({ ...ready, timedRequired: true })).toBe("noDay");
    expect(orderBlockReason({ ...ready, timedRequired: true, dayChosen: true })).toBeNull();
  });
});
