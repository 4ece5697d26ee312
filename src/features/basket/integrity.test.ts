import { describe, expect, it } from "vitest";
import type { StoredLine } from "../../domain/basket/basket-line";
import { dropMissing, integrityPlan } from "./integrity";

const line = (product: string, variantHash = ""): StoredLine => ({
  product,
  variantHash,
  quantity: 1,
  type: "normal",
});

describe("integrity refresh", () => {
  it("dropMissing removes every line of a missing product and keeps the others in order", () => {
    const lines = [line("1"), line("2", "1;1"), line("3"), line("2", "1;2")];
    expect(dropMissing(lines, ["2"])).toEqual([line("1"), line("3")]);
  });

  it("dropMissing keeps everything when nothing is missing and returns an empty list for an empty basket", () => {
    const lines = [line("1"), line("3")];
    expect(dropMissing(lines, [])).toEqual(lines);
    expect(dropMissing([], ["1"])).toEqual([]);
  });

  it("does nothing when the catalogue timestamp is the stored one", () => {
    expect(integrityPlan([line("1")], [line("2")], { timestamp: 5, missing: ["1"] }, 5)).toBeNull();
  });

  it("drops missing products from basket and wishlist when the timestamp changed", () => {
    const plan = integrityPlan(
      [line("1"), line("2")],
      [line("2"), line("4")],
      { timestamp: 9, missing: ["2"] },
      5,
    );
    expect(plan).toEqual({ basket: [line("1")], wishlist: [line("4")], timestamp: 9 });
  });

  it("stores the new timestamp without touching lists that lost nothing", () => {
    expect(integrityPlan([line("1")], [], { timestamp: 9, missing: [] }, 5)).toEqual({
      basket: null,
      wishlist: null,
      timestamp: 9,
    });
  });

  it("drops lines with malformed product ids even when the timestamp did not change", () => {
    const plan = integrityPlan(
      [line("1"), line("../x")],
      [line("abc")],
      { timestamp: 5, missing: [] },
      5,
    );
    expect(plan).toEqual({ basket: [line("1")], wishlist: [], timestamp: 5 });
  });

  it("drops archived products from the basket and keeps them in the wishlist (issue 44)", () => {
    const plan = integrityPlan(
      [line("1"), line("138")],
      [line("138")],
      { timestamp: 9, missing: [], archived: ["138"] },
      5,
    );
    expect(plan).toEqual({ basket: [line("1")], wishlist: null, timestamp: 9 });
  });
});
