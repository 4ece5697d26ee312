import { describe, expect, it } from "vitest";
import { dbIds, isDbId, MAX_DB_ID, toDbId } from "./ids";

describe("database ids", () => {
  it("are the integers 1 to 2147483647, from digits or numbers", () => {
    expect(MAX_DB_ID).toBe(2147483647);
    expect(toDbId("1")).toBe(1);
    expect(toDbId(212)).toBe(212);
    expect(toDbId("2147483647")).toBe(2147483647);
    expect(toDbId("0000000007")).toBe(7);
  });

  it("name nothing outside PostgreSQL's integer or when not a whole number", () => {
    for (const value of [
      "2147483648",
      2147483648,
      "9007199254740993",
      2 ** 53,
      "-1",
      -1,
      "0",
      0,
      "1e30",
      1e30,
      1.5,
      "1.0",
      " 1",
      "",
      "abc' or 1=1",
      Number.NaN,
      Number.POSITIVE_INFINITY,
      null,
      undefined,
      {},
    ])
      expect(toDbId(value), String(value)).toBeNull();
    expect(isDbId(2147483648)).toBe(false);
    expect(isDbId("1")).toBe(false);
  });

  it("keeps only the ids of a list, in order", () => {
    expect(dbIds(["3", 2147483648, 1, "x", "2147483647", 0])).toEqual([3, 1, 2147483647]);
  });
});
