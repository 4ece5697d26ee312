import { describe, expect, it } from "vitest";
import { returnRefusal, returnWindow } from "./order-returns";

/** Placed on 1 November, sent on 10 November at 10:00, 14 days to return. */
const sent = {
  status: "SENT",
  sentAt: "2026-11-10T10:00:00.000Z",
  returnTime: 14,
  canReturn: true,
};
const at = (iso: string) => Date.parse(iso);

describe("an order's return window", () => {
  it("lasts the return time in days from the day the order was sent: sent 10 November, 14 days, last day 24 November", () => {
    expect(returnWindow(sent, false, at("2026-11-24T09:59:00Z"))).toEqual({
      canReturn: true,
      maxReturnDate: "2026-11-24T10:00:00.000Z",
    });
    expect(returnWindow(sent, false, at("2026-11-24T10:01:00Z"))).toEqual({
      canReturn: false,
      maxReturnDate: "2026-11-24T10:00:00.000Z",
    });
  });

  it("counts from the sent date whatever the order's date: sent 28 December with 30 days ends 27 January", () => {
    const late = { ...sent, sentAt: "2026-12-28T08:30:00.000Z", returnTime: 30 };
    expect(returnWindow(late, false, at("2027-01-27T08:00:00Z"))).toEqual({
      canReturn: true,
      maxReturnDate: "2027-01-27T08:30:00.000Z",
    });
  });

  it("stays open for a delivered or partly returned order, from the same sent date", () => {
    for (const status of ["REALIZED", "RETURN"])
      expect(returnWindow({ ...sent, status }, false, at("2026-11-20T00:00:00Z"))).toEqual({
        canReturn: true,
        maxReturnDate: "2026-11-24T10:00:00.000Z",
      });
  });

  it("does not open before the order is sent: a pending or paid-but-waiting order has no last date", () => {
    for (const status of ["PENDING", "TMP_LOCK"])
      expect(
        returnWindow({ ...sent, status, sentAt: null }, false, at("2026-11-02T00:00:00Z")),
      ).toEqual({ canReturn: false, maxReturnDate: null });
    // A sent date on an order that is pending again (or a status without one) opens nothing.
    expect(returnWindow({ ...sent, status: "PENDING" }, false, at("2026-11-12T00:00:00Z"))).toEqual(
      { canReturn: false, maxReturnDate: null },
    );
    expect(returnWindow({ ...sent, sentAt: null }, false, at("2026-11-12T00:00:00Z"))).toEqual({
      canReturn: false,
      maxReturnDate: null,
    });
  });

  it("says nothing for a canceled order, without a return time or when the shop takes no returns", () => {
    expect(returnWindow({ ...sent, status: "CANCELED" }, false, 0)).toBeNull();
    expect(returnWindow({ ...sent, status: "CANCELED_LOCK", sentAt: null }, false, 0)).toBeNull();
    expect(returnWindow({ ...sent, returnTime: null }, false, 0)).toBeNull();
    expect(returnWindow(sent, true, 0)).toBeNull();
  });

  it("is closed for an order marked not returnable", () => {
    expect(
      returnWindow({ ...sent, canReturn: false }, false, at("2026-11-11T00:00:00Z"))?.canReturn,
    ).toBe(false);
  });
});

describe("why a return is refused", () => {
  it("names the reason: not sent yet, past the last day, or no returns for this order", () => {
    const inside = at("2026-11-20T12:00:00Z");
    expect(returnRefusal(sent, false, inside)).toBeNull();
    expect(returnRefusal({ ...sent, status: "PENDING", sentAt: null }, false, inside)).toBe(
      "orderNotSent",
    );
    expect(returnRefusal(sent, false, at("2026-11-25T00:00:00Z"))).toBe("returnTimeOver");
    expect(returnRefusal({ ...sent, canReturn: false }, false, inside)).toBe("returnNotAllowed");
    expect(returnRefusal({ ...sent, status: "CANCELED" }, false, inside)).toBe("returnNotAllowed");
    expect(returnRefusal(sent, true, inside)).toBe("returnNotAllowed");
  });
});
