import { describe, expect, it } from "vitest";
import type { ContentDraftsJson } from "../../../../contracts/content-drafts.types";
import { adminContentFieldMessages } from "../content-fields.messages";
import { adminContentMessages, type ContentKey } from "../content.messages";
import { adminContentProblemMessages } from "./content-problems.messages";
import { describeProblem, fieldProblem, type EditorProblem } from "./draft-problems";

const texts = (lang: "pl" | "en") =>
  ({
    ...adminContentMessages[lang],
    ...adminContentFieldMessages[lang],
    ...adminContentProblemMessages[lang],
  }) as Record<ContentKey, string>;

const drafts: ContentDraftsJson = {
  home: {
    sections: [
      { _id: "1", type: "html", lang: "en", active: true, data: {} },
      { _id: "2", type: "slider", lang: null, active: true, data: {} },
      { _id: "3", type: "products_group", lang: "pl", active: true, data: {} },
    ],
  },
  menu: {},
  footer: { columns: [], hideBottomBar: false, platformLink: "" },
};

const words = (p: EditorProblem, lang: "pl" | "en" = "pl") => {
  const w = describeProblem(p, drafts, texts(lang), lang, "pl");
  return `${w.where}: ${w.what}`;
};

describe("a refused field of a draft in words", () => {
  it("names a menu entry by its language and place, nested ones too", () => {
    expect(words({ kind: "menu", path: ["pl", 0, "text"], code: "required" })).toBe(
      "Menu (polski), pozycja 1: tekst jest wymagany",
    );
    expect(words({ kind: "menu", path: ["de", 1, "children", 0, "url"], code: "url" }, "en")).toBe(
      "Menu (German), entry 2.1: the address must start with “/” or “https://”",
    );
  });

  it("names a footer column's missing title with its language", () => {
    expect(words({ kind: "footer", path: ["columns", 2, "title", "en"], code: "required" })).toBe(
      "Stopka, kolumna 3: tytuł (angielski) jest wymagany",
    );
  });

  it("names a home section by its number in its language's list and what it lacks", () => {
    const slide = ["sections", 1, "data", "resources", 0, "url"];
    expect(words({ kind: "home", path: slide, code: "required" })).toBe(
      "Strona główna, sekcja 1 (Slider): slajd 1: adres obrazu lub filmu jest wymagany",
    );
    const group = ["sections", 2, "data", "products"];
    expect(words({ kind: "home", path: group, code: "noProducts" })).toBe(
      "Strona główna, sekcja 2 (Grupa produktów): wybierz grupę, producenta albo produkty",
    );
  });

  it("gives the field beside it a short error and the key it is found by", () => {
    const problems: EditorProblem[] = [{ kind: "menu", path: ["pl", 0, "text"], code: "required" }];
    expect(fieldProblem(texts("pl"), problems, "menu.pl.0.text")).toEqual({
      error: "To pole jest wymagane.",
      "data-problem": "menu.pl.0.text",
    });
    expect(fieldProblem(texts("pl"), problems, "menu.pl.0.url").error).toBeUndefined();
  });
});
