import { describe, expect, it } from "vitest";
import { itemsPerRow, showsArrows } from "./carousel";

describe("the product carousel", () => {
  it("shows 4 per row with the text on top, 2 beside it and 1 on phones", () => {
    expect(itemsPerRow("top", false)).toBe(4);
    expect(itemsPerRow("left", false)).toBe(2);
    expect(itemsPerRow("right", false)).toBe(2);
    expect(itemsPerRow("top", true)).toBe(1);
  });

  it("shows arrows with more than 4 products on top, more than 2 beside, more than 1 on phones", () => {
    expect(showsArrows(4, "top", false)).toBe(false);
    expect(showsArrows(5, "top", false)).toBe(true);
    expect(showsArrows(2, "left", false)).toBe(false);
    expect(showsArrows(3, "right", false)).toBe(true);
    expect(showsArrows(1, "top", true)).toBe(false);
    expect(showsArrows(2, "top", true)).toBe(true);
  });
});
