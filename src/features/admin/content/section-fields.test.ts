import { describe, expect, it } from "vitest";
import type { DraftSection } from "../../../contracts/content-drafts.types";
import { newSectionData, sectionsForLang } from "./section-fields";

const section = (id: string, lang: string | null, active = true): DraftSection => ({
  _id: id,
  type: "html",
  lang,
  active,
  data: { code: { pl: id } },
});

describe("the content editor's section helpers", () => {
  it("sends the preview of a language only the active sections of that language or of all", () => {
    const list = [
      section("1", null),
      section("2", "pl"),
      section("3", "en"),
      section("4", "pl", false),
    ];
    expect(sectionsForLang(list, "pl").map((s) => s._id)).toEqual(["1", "2"]);
    expect(sectionsForLang(list, "en").map((s) => s._id)).toEqual(["1", "3"]);
  });

  it("starts a countdown a week ahead and a slider every five seconds", () => {
    expect(newSectionData("product_counting_down", 1_000)).toEqual({
      products: [],
      timestamp: 604_801_000,
    });
    expect(newSectionData("slider", 0)).toEqual({
      sliderTime: 5,
      resources: [],
      mobileResources: [],
    });
  });
});
