import { describe, expect, it } from "vitest";
import { format } from "./format";

describe("format", () => {
  it("fills placeholders and leaves unknown ones visible", () => {
    expect(format("{a} and {b}", { a: 1 })).toBe("1 and {b}");
    expect(format("{count} {unit}", { count: 0, unit: "szt." })).toBe("0 szt.");
  });

  it("returns the template unchanged without parameters", () => {
    expect(format("{a} stays")).toBe("{a} stays");
  });

  it("never fills a placeholder from the object prototype", () => {
    expect(format("{toString} {constructor}", {})).toBe("{toString} {constructor}");
  });
});
