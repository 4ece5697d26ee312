import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formNumber, formText, parseInput } from "./form-input";
import { formOf } from "./form.fixtures";

describe("reading a form post", () => {
  it("reads a text field, and nothing for a missing field or a file", () => {
    const data = formOf({ name: "Anna" });
    data.append("upload", new File(["x"], "a.txt"));
    expect(formText(data, "name")).toBe("Anna");
    expect(formText(data, "missing")).toBeUndefined();
    expect(formText(data, "upload")).toBeUndefined();
  });

  it("reads a typed number, the blank value for an empty field and NaN for anything else", () => {
    const data = formOf({ a: " 2 ", b: "-1", c: "1.5", d: "", e: "abc", f: "1e9", g: "0x10" });
    expect(formNumber(data, "a", 0)).toBe(2);
    expect(formNumber(data, "b", 0)).toBe(-1);
    expect(formNumber(data, "c", 0)).toBe(1.5);
    expect(formNumber(data, "d", 0)).toBe(0);
    expect(formNumber(data, "missing", 7)).toBe(7);
    for (const name of ["e", "f", "g"]) expect(formNumber(data, name, 0), name).toBeNaN();
  });

  it("names the refused fields by their path, as the JSON endpoints do", () => {
    const schema = z.object({ lines: z.array(z.object({ count: z.number().min(0) })) });
    expect(parseInput(schema, { lines: [{ count: 1 }, { count: -1 }] })).toEqual({
      ok: false,
      fields: ["lines.1.count"],
    });
    expect(parseInput(schema, { lines: [{ count: 1 }] })).toEqual({
      ok: true,
      data: { lines: [{ count: 1 }] },
    });
  });
});
