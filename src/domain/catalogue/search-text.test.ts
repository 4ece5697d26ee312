import { describe, expect, it } from "vitest";
import { normaliseSearchText } from "./search-text";

describe("normaliseSearchText", () => {
  it("turns a NUL inside the text into a space", () => {
    expect(normaliseSearchText("abc\u0000def")).toBe("abc def");
  });
  it("drops a trailing NUL", () => {
    expect(normaliseSearchText("abc\u0000")).toBe("abc");
  });
  it("turns tabs, new lines, DEL and C1 control characters into single spaces", () => {
    expect(normaliseSearchText("\tgarnek\r\n\u007fnordic\u0085 h760\u001b")).toBe(
      "garnek nordic h760",
    );
  });
  it("keeps letters with diacritics, quotes and digits as typed", () => {
    expect(normaliseSearchText('  Łódź "żółw" 42  ')).toBe('Łódź "żółw" 42');
  });
  it("text made only of control characters becomes empty", () => {
    expect(normaliseSearchText("\u0000\u0001\u0002")).toBe("");
  });
  it("cuts the text to 200 characters without splitting an emoji", () => {
    expect(normaliseSearchText("a".repeat(250))).toHaveLength(200);
    const emoji = normaliseSearchText(`${"a".repeat(199)}😀😀`);
    expect(emoji).toBe(`${"a".repeat(199)}😀`);
  });
});
