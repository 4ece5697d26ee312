import { describe, expect, it } from "vitest";
import { pageJumpTarget } from "./page-jump";

describe("page jump", () => {
  it("accepts a whole page number between 1 and the last page", () => {
    expect(pageJumpTarget("2", 1, 5)).toBe(2);
    expect(pageJumpTarget(" 5 ", 1, 5)).toBe(5);
    expect(pageJumpTarget("1", 3, 5)).toBe(1);
  });

  it("ignores the current page, pages out of range and anything that is not a whole number", () => {
    for (const input of ["3", "0", "6", "-1", "2.5", "", "abc", "1e2"]) {
      expect(pageJumpTarget(input, 3, 5), input).toBeNull();
    }
  });
});
