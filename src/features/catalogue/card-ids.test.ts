import { describe, expect, it } from "vitest";
import { chooserId } from "./card-ids";

describe("chooser ids", () => {
  it("count per request, so a page's ids are unique and the same on every render", () => {
    const first = {};
    expect([chooserId(first, "83"), chooserId(first, "83"), chooserId(first, "12")]).toEqual([
      "qa-83-1",
      "qa-83-2",
      "qa-12-3",
    ]);
    const again = {};
    expect(chooserId(again, "83")).toBe("qa-83-1");
  });
});
