import { describe, expect, it } from "vitest";
import { escapeHtml, paragraphs } from "./mail-html";

describe("mail HTML", () => {
  it("escapes what a shopper typed", () => {
    expect(escapeHtml(`<b>"Jan" & 'Ala'</b>`)).toBe(
      "&#60;b&#62;&#34;Jan&#34; &#38; &#39;Ala&#39;&#60;/b&#62;",
    );
  });

  it("turns blank lines into paragraphs and line breaks into <br>", () => {
    expect(paragraphs("Dzień dobry\nJan\n\nDziękujemy")).toBe(
      "<p>Dzień dobry<br>Jan</p><p>Dziękujemy</p>",
    );
  });
});
