import { describe, expect, it } from "vitest";
import { dayIn, paymentInput, readPaymentRecord } from "./payment-record";

const DAYS = { placed: "2026-11-28", today: "2026-12-01" };

describe("an offline payment the owner records", () => {
  it("takes an amount with a comma or a dot and a day from the order's to today", () => {
    expect(paymentInput({ amount: "60,65", paidOn: "2026-11-30" }, DAYS)).toEqual({
      ok: true,
      amount: 60.65,
      paidOn: "2026-11-30",
    });
    expect(paymentInput({ amount: " 110.65 ", paidOn: "2026-12-01" }, DAYS)).toMatchObject({
      ok: true,
      amount: 110.65,
    });
  });

  it("names the amount when it is missing, zero, negative or has more than two decimals", () => {
    for (const amount of ["", "0", "-5", "1.005", "abc", undefined, "10000000"])
      expect(paymentInput({ amount, paidOn: "2026-11-30" }, DAYS)).toEqual({
        ok: false,
        field: "amount",
      });
  });

  it("names the day when it is before the order, after today or not a day", () => {
    for (const paidOn of ["2026-11-27", "2026-12-02", "30.11.2026", null])
      expect(paymentInput({ amount: "60.65", paidOn }, DAYS)).toEqual({
        ok: false,
        field: "paidOn",
      });
  });

  it("reads the shop's day of an instant and a stored record", () => {
    // 23:30 UTC on 30 November is 1 December in Warsaw.
    expect(dayIn(Date.parse("2026-11-30T23:30:00Z"), "Europe/Warsaw")).toBe("2026-12-01");
    const stored = { amount: 60.65, paidOn: "2026-11-30", recordedAt: "2026-12-01T09:00:00Z" };
    expect(readPaymentRecord(JSON.stringify(stored))).toEqual(stored);
    expect(readPaymentRecord(JSON.stringify({ ...stored, amount: 0 }))).toBeNull();
    expect(readPaymentRecord(null)).toBeNull();
  });
});
