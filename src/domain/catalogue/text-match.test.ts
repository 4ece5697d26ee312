import { describe, expect, it } from "vitest";
import { foldText, stemOf, textMatches } from "./text-match";

describe("tolerant name matching", () => {
  it("folds case and Polish and German accents", () => {
    expect(foldText("Łóżka i Śpiwory")).toBe("lozka i spiwory");
    expect(foldText("Über uns – Straße")).toBe("uber uns strasse");
  });

  it("keeps at least three letters of a word as its stem", () => {
    expect(stemOf("kubek")).toBe("kub");
    expect(stemOf("herbatka")).toBe("herba");
    expect(stemOf("ab")).toBe("ab");
  });

  it("matches a name containing the query whatever its case and accents", () => {
    expect(textMatches("Łóżka", "lozka")).toBe(true);
    expect(textMatches("Dom i kuchnia", "KUCH")).toBe(true);
    expect(textMatches("Über uns", "uber")).toBe(true);
  });

  it("matches an inflected or misspelt word by its stem", () => {
    expect(textMatches("Kubki", "kubek")).toBe(true);
    expect(textMatches("Herbata", "herbatka")).toBe(true);
    expect(textMatches("Regulamin sklepu", "regulaminy sklep")).toBe(true);
  });

  it("does not match unrelated names or queries shorter than three letters", () => {
    expect(textMatches("Obuwie", "kubek")).toBe(false);
    expect(textMatches("Kubki", "ku")).toBe(false);
    expect(textMatches("Regulamin", "regulamin zwrotów")).toBe(false);
  });
});
