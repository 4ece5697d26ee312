import { describe, expect, it } from "vitest";
import { orderStatus, wasSent } from "./order-status";

describe("an order's status badge", () => {
  it("keeps the spec's statuses and reads anything else as PENDING", () => {
    expect(orderStatus("CANCELED_LOCK")).toBe("CANCELED_LOCK");
    expect(orderStatus("pending")).toBe("PENDING");
    expect(orderStatus(undefined)).toBe("PENDING");
  });
});

describe("whether an order was sent", () => {
  it("is true for SENT, REALIZED and RETURN only", () => {
    expect(["SENT", "REALIZED", "RETURN"].map(wasSent)).toEqual([true, true, true]);
    expect(["PENDING", "TMP_LOCK", "CANCELED", "CANCELED_LOCK", "sent"].map(wasSent)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
