import { describe, expect, it } from "vitest";
import { buttonClass, cx } from "./class-names";

describe("class names", () => {
  it("joins the names that are set and skips the others", () => {
    expect(cx("a", false, null, undefined, "", "b")).toBe("a b");
  });

  it("gives a primary button the plain button class", () => {
    expect(buttonClass({})).toBe("btn");
  });

  it("adds the variant, the size, the full width and extra classes", () => {
    expect(buttonClass({ variant: "secondary", size: "sm", block: true, className: "x" })).toBe(
      "btn btn--secondary btn--sm btn--block x",
    );
  });

  it("makes a square button of any variant", () => {
    expect(buttonClass({ variant: "secondary", square: true })).toBe(
      "btn btn--secondary btn--square",
    );
  });
});
