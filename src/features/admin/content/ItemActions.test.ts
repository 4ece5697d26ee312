import { describe, expect, it } from "vitest";
import { moveAt } from "./ItemActions";

describe("moving an item of the editor's lists", () => {
  it("moves an item one place up or down and leaves the ends and unknown places as they are", () => {
    const list = ["a", "b", "c"];
    expect(moveAt(list, 1, -1)).toEqual(["b", "a", "c"]);
    expect(moveAt(list, 1, 1)).toEqual(["a", "c", "b"]);
    expect(moveAt(list, 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveAt(list, 2, 1)).toEqual(["a", "b", "c"]);
    expect(moveAt(list, 5, 1)).toEqual(["a", "b", "c"]);
  });
});
