import { describe, expect, it } from "vitest";
import { metaDescription } from "./meta-description";

describe("metaDescription", () => {
  it("drops tags and collapses white space", () => {
    expect(metaDescription("<p>Odkryj kategorię <b>Kubki</b>\n – starannie   wybrane.</p>")).toBe(
      "Odkryj kategorię Kubki – starannie wybrane.",
    );
  });

  it("is empty for a description without text", () => {
    expect(metaDescription("<p> </p>")).toBe("");
  });

  it("cuts a long text at a word boundary with an ellipsis", () => {
    expect(metaDescription("alpha beta gamma, delta epsilon", 20)).toBe("alpha beta gamma…");
  });

  it("cuts inside a word only when no space is near", () => {
    expect(metaDescription("abcdefghijklmnopqrstuvwxyz", 10)).toBe("abcdefghi…");
  });
});
