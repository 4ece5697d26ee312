import { describe, expect, it } from "vitest";
import { ORDER_NUMBER_PATTERN, orderNumber } from "./order-number";

describe("order numbers", () => {
  it("have the spec's form: date, three letters, a three-digit day sequence", () => {
    const no = orderNumber(new Date("2004-01-02T10:00:00Z"), 1, () => 0.99);
    expect(no).toBe("2004/01/02/ZZZ001");
    expect(no).toMatch(ORDER_NUMBER_PATTERN);
  });

  it("grow past 999 orders a day without losing the form", () => {
    expect(orderNumber(new Date("2026-11-25T23:59:59Z"), 1234, () => 0)).toBe("2026/11/25/AAA1234");
  });
});
