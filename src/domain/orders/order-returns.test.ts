import { describe, expect, it } from "vitest";
import { returnWindow } from "./order-returns";

const order = { createdAt: "2026-11-01T10:00:00.000Z", returnTime: 14, canReturn: true };

describe("an order's return window", () => {
  it("lasts the return time in days from the order", () => {
    expect(returnWindow(order, false, Date.parse("2026-11-15T09:59:00Z"))).toEqual({
      canReturn: true,
      maxReturnDate: "2026-11-15T10:00:00.000Z",
    });
    expect(returnWindow(order, false, Date.parse("2026-11-15T10:01:00Z"))?.canReturn).toBe(false);
  });

  it("says nothing without a return time or when the shop takes no returns", () => {
    expect(returnWindow({ ...order, returnTime: null }, false, 0)).toBeNull();
    expect(returnWindow(order, true, 0)).toBeNull();
  });

  it("is closed for an order marked not returnable", () => {
    expect(
      returnWindow({ ...order, canReturn: false }, false, Date.parse(order.createdAt))?.canReturn,
    ).toBe(false);
  });
});
