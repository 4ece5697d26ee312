import { describe, expect, it } from "vitest";
import { orderNumber } from "./order-number";

const ORDER_NUMBER_PATTERN = /^\d{4}\/\d{2}\/\d{2}\/[A-Z]{3}\d{3,}$/;

describe("order numbers", () => {
  it("have the spec's form: date, three letters, a three-digit day sequence", () => {
    const no = orderNumber(new Date("2004-01-02T10:00:00Z"), "UTC", 1, () => 0.99);
    expect(no).toBe("2004/01/02/ZZZ001");
    expect(no).toMatch(ORDER_NUMBER_PATTERN);
  });

  it("grow past 999 orders a day without losing the form", () => {
    expect(orderNumber(new Date("2026-11-25T23:59:59Z"), "UTC", 1234, () => 0)).toBe(
      "2026/11/25/AAA1234",
    );
  });

  it("carry the shop's date, not the host's: 23:30 UTC on 10 March is 11 March in Warsaw", () => {
    const lateEvening = new Date("2026-03-10T23:30:00Z");
    expect(orderNumber(lateEvening, "Europe/Warsaw", 1, () => 0)).toBe("2026/03/11/AAA001");
    expect(orderNumber(lateEvening, "America/Los_Angeles", 1, () => 0)).toBe("2026/03/10/AAA001");
  });
});
