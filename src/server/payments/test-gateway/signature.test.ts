import { describe, expect, it } from "vitest";
import { signNotification, verifyNotification, type PaymentNotification } from "./signature";

const paid: PaymentNotification = {
  order: "abc123abc123abc123abc1",
  outcome: "paid",
  amount: "110.65",
  currency: "pln",
  transaction: "T-1",
};

describe("signed payment notifications", () => {
  it("accept the gateway's signature and refuse any changed field or another secret", () => {
    const signature = signNotification(paid, "s3cret");
    expect(verifyNotification(paid, signature, "s3cret")).toBe(true);
    expect(verifyNotification({ ...paid, amount: "0.01" }, signature, "s3cret")).toBe(false);
    expect(verifyNotification({ ...paid, outcome: "failed" }, signature, "s3cret")).toBe(false);
    expect(verifyNotification(paid, signature, "other")).toBe(false);
    expect(verifyNotification(paid, "nonsense", "s3cret")).toBe(false);
  });
});
