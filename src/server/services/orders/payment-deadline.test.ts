import { describe, expect, it } from "vitest";
import { payDeadline, paymentTimeoutMin } from "./payment-deadline";

describe("payment deadline", () => {
  it("counts the timeout from the order's placing when nobody tried to pay", () => {
    expect(payDeadline({ created_at: "2026-11-26T12:00:00.000Z" }, [], 60).toISOString()).toBe(
      "2026-11-26T13:00:00.000Z",
    );
  });

  it("counts it from the last try, so paying again gets the whole time", () => {
    const attempts = [
      { created_at: "2026-11-26T12:01:00.000Z" },
      { created_at: "2026-11-26T12:45:30.000Z" },
    ];
    expect(
      payDeadline({ created_at: "2026-11-26T12:00:00.000Z" }, attempts, 60).toISOString(),
    ).toBe("2026-11-26T13:45:30.000Z");
  });

  it("reads PAYMENT_TIMEOUT_MIN as whole minutes, 60 otherwise", () => {
    expect(paymentTimeoutMin({ PAYMENT_TIMEOUT_MIN: "15" })).toBe(15);
    expect(paymentTimeoutMin({ PAYMENT_TIMEOUT_MIN: "0" })).toBe(60);
    expect(paymentTimeoutMin({})).toBe(60);
  });
});
