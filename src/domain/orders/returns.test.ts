import { describe, expect, it } from "vitest";
import { awaitsGoods, checkReturnRequest, countFits, remainingToReturn } from "./returns";

const ordered = [
  { id: "1", variantHash: "", quantity: 3 },
  { id: "2", variantHash: "s;m", quantity: 1 },
];

describe("what is left to return", () => {
  it("is the ordered count minus what non-canceled returns declared", () => {
    const left = remainingToReturn(ordered, [
      { status: "NEW", products: [{ id: "1", variantHash: "", declaredCount: 1 }] },
      { status: "CANCELED", products: [{ id: "1", variantHash: "", declaredCount: 2 }] },
      { status: "ACCEPTED", products: [{ id: "2", variantHash: "s;m", declaredCount: 1 }] },
    ]);
    expect([...left.values()]).toEqual([2, 0]);
  });
});

describe("a return request", () => {
  const left = remainingToReturn(ordered, []);
  it("needs at least one ticked product", () => {
    expect(
      checkReturnRequest([{ id: "1", variantHash: "", count: 0, reason: "none" }], left),
    ).toEqual({
      ok: false,
      error: "nothingSelected",
      fields: [],
    });
  });

  it("refuses a count above what remains, or not whole, and an unknown reason", () => {
    expect(
      checkReturnRequest([{ id: "1", variantHash: "", count: 4, reason: "none" }], left),
    ).toMatchObject({ error: "countInvalid", fields: ["1"] });
    expect(
      checkReturnRequest([{ id: "9", variantHash: "", count: 1, reason: "none" }], left),
    ).toMatchObject({ error: "countInvalid", fields: ["9"] });
    expect(
      checkReturnRequest([{ id: "2", variantHash: "s;m", count: 1, reason: "boring" }], left),
    ).toMatchObject({ error: "reasonInvalid", fields: ["2"] });
  });

  it("keeps the ticked lines of a valid request", () => {
    const check = checkReturnRequest(
      [
        { id: "1", variantHash: "", count: 3, reason: "defectiveProduct" },
        { id: "2", variantHash: "s;m", count: 0, reason: "none" },
      ],
      left,
    );
    expect(check).toEqual({
      ok: true,
      lines: [{ id: "1", variantHash: "", count: 3, reason: "defectiveProduct" }],
    });
  });
});

describe("a count typed in the return form", () => {
  it("fits when it is a whole number from 1 to what remains: 1 and 2 of 2", () => {
    expect(countFits("1", 2)).toBe(true);
    expect(countFits(" 2 ", 2)).toBe(true);
  });

  it("does not fit above what remains, at 0, blank or not a whole number: 3 of 2, 0, '', 1.5, -1, 1e1, abc", () => {
    for (const typed of ["3", "0", "", "1.5", "-1", "1e1", "abc"])
      expect(countFits(typed, 2), typed).toBe(false);
    expect(countFits("1", 0)).toBe(false);
  });

  it("waits for the goods of a new, pending or accepted return only", () => {
    for (const status of ["NEW", "PENDING", "ACCEPTED"]) expect(awaitsGoods(status)).toBe(true);
    for (const status of ["REJECTED", "CANCELED", "SETTLED"])
      expect(awaitsGoods(status)).toBe(false);
  });
});
