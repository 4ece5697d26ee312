import { describe, expect, it } from "vitest";
import { utf8Page } from "./utf8-page";

const encoder = new TextEncoder();
const bytesOf = (text: string) => Array.from(utf8Page(text));

describe("a page's HTML as UTF-8", () => {
  it("gives TextEncoder's bytes for ASCII, Polish text and characters past the BMP", () => {
    for (const text of ["<p>Koszyk</p>", "Zażółć gęślą jaźń", "€ 12,30 zł 🛒", ""]) {
      expect(bytesOf(text)).toEqual(Array.from(encoder.encode(text)));
    }
    expect(bytesOf("zł")).toEqual([0x7a, 0xc5, 0x82]);
  });

  it("writes a lone surrogate as U+FFFD, like TextEncoder", () => {
    expect(bytesOf("a\ud800b")).toEqual([0x61, 0xef, 0xbf, 0xbd, 0x62]);
  });

  it("reads a string built from many pieces whole", () => {
    let page = "";
    for (let i = 0; i < 3000; i++) page += i % 7 === 0 ? `<li>ł${i}</li>` : `<li>${i}</li>`;
    expect(Buffer.from(utf8Page(page)).toString("utf8")).toBe(page);
  });
});
