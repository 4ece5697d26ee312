import { describe, expect, it } from "vitest";
import { countLines, EMPTY_LIST, parseStoredList } from "./basket-line";

describe("stored basket parsing", () => {
  it("returns an empty list for corrupted or hostile storage", () => {
    for (const raw of [
      "{",
      "null",
      "42",
      '"x"',
      "[]",
      '{"list":"no"}',
      undefined,
      { list: null },
    ]) {
      expect(parseStoredList(raw)).toEqual(EMPTY_LIST);
    }
  });

  it("drops malformed lines but keeps the valid ones", () => {
    const parsed = parseStoredList({
      list: [
        { product: "1", variantHash: "", quantity: 2, type: "normal" },
        { product: "2", quantity: -1 },
        { product: "3", quantity: "5" },
        { product: "4", quantity: Number.NaN },
        { product: 5, quantity: 1 },
        { product: "6", quantity: 1e12, price: 0.01 },
      ],
      timestamp: 7,
    });
    expect(parsed.list.map((l) => l.product)).toEqual(["1", "6"]);
    expect(parsed.list[1]?.quantity).toBe(999_999);
    expect(parsed.list[1]).not.toHaveProperty("price");
    expect(parsed.timestamp).toBe(7);
  });

  it("keeps stored quantities at the 4-decimal step, at least 0.0001: 1e-300 is 0.0001, 1.23456 is 1.2345, 2.5 stays", () => {
    const { list } = parseStoredList({
      list: [
        { product: "1", quantity: 1e-300 },
        { product: "2", quantity: 1.23456 },
        { product: "3", quantity: 2.5, type: "weight" },
      ],
    });
    expect(list.map((l) => l.quantity)).toEqual([0.0001, 1.2345, 2.5]);
  });

  it("counts weight products as one item", () => {
    const { list } = parseStoredList({
      list: [
        { product: "a", quantity: 3, type: "normal" },
        { product: "b", quantity: 2.5, type: "weight" },
      ],
    });
    expect(countLines(list)).toBe(4);
  });
});

describe("countLines", () => {
  it("counts a weight product as 1 whatever its quantity", () => {
    expect(
      countLines([
        { quantity: 2, type: "normal" },
        { quantity: 2.75, type: "weight" },
        { quantity: 3 },
      ]),
    ).toBe(6);
  });

  it("is 0 for an empty basket", () => {
    expect(countLines([])).toBe(0);
  });
});
