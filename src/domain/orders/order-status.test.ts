import { describe, expect, it } from "vitest";
import { orderStatus } from "./order-status";

describe("an order's status badge", () => {
  it("keeps the spec's statuses and reads anything else as PENDING", () => {
    expect(orderStatus("CANCELED_LOCK")).toBe("CANCELED_LOCK");
    expect(orderStatus("pending")).toBe("PENDING");
    expect(orderStatus(undefined)).toBe("PENDING");
  });
});
