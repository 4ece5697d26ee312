import { describe, expect, it } from "vitest";
import { moveActive, optionIds } from "./search-options";

describe("walking the predictive search's options", () => {
  it("moves down from the field to the first option and wraps after the last", () => {
    expect(moveActive(-1, 3, "ArrowDown")).toBe(0);
    expect(moveActive(0, 3, "ArrowDown")).toBe(1);
    expect(moveActive(2, 3, "ArrowDown")).toBe(0);
  });

  it("moves up from the field or the first option to the last", () => {
    expect(moveActive(-1, 3, "ArrowUp")).toBe(2);
    expect(moveActive(0, 3, "ArrowUp")).toBe(2);
    expect(moveActive(2, 3, "ArrowUp")).toBe(1);
  });

  it("jumps to the ends with Home and End", () => {
    expect(moveActive(1, 4, "Home")).toBe(0);
    expect(moveActive(1, 4, "End")).toBe(3);
  });

  it("has no active option when there are none", () => {
    expect(moveActive(-1, 0, "ArrowDown")).toBe(-1);
    expect(moveActive(2, 0, "End")).toBe(-1);
  });

  it("numbers the options by group and walks products, categories, pages, then show all", () => {
    const { ids, order } = optionIds("l", { products: [1, 2], categories: [], pages: [1] });
    expect(ids.products).toEqual(["l-o0", "l-o1"]);
    expect(order).toEqual(["l-o0", "l-o1", "l-s0", "l-all"]);
    expect(optionIds("l", null).order).toEqual(["l-all"]);
  });
});
