import { describe, expect, it } from "vitest";
import { idList, idTexts, publicId } from "./api-schemas";

describe("the API's id schemas", () => {
  it("parse an id that cannot name a row to null instead of passing it on", () => {
    expect(publicId.parse("212")).toBe(212);
    expect(publicId.parse(212)).toBe(212);
    for (const bad of ["2147483648", "9007199254740993", "-1", "0", "1e30", 1e30, -1, 0.5, "x"])
      expect(publicId.parse(bad), String(bad)).toBeNull();
    expect(publicId.safeParse({}).success).toBe(false);
  });

  it("drop such ids from lists, or keep them as text where each id gets an answer", () => {
    expect(idList.parse(["3", 2147483648, 1, "-1", "2147483647"])).toEqual([3, 1, 2147483647]);
    expect(idTexts.parse(["3", 1, 1e30])).toEqual(["3", "1", "1e+30"]);
    expect(idList.safeParse("1,2").success).toBe(false);
  });
});
