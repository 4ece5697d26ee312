import { describe, expect, it } from "vitest";
import { moveItem, parseOwnerMessage, parseShopMessage, PREVIEW_SOURCE } from "./preview-protocol";

describe("the preview protocol", () => {
  it("accepts the owner's five kinds of change", () => {
    expect(parseOwnerMessage({ type: "setLanguage", lang: "en" })).toEqual({
      type: "setLanguage",
      lang: "en",
    });
    expect(parseOwnerMessage({ type: "setHomepage", sections: [] })?.type).toBe("setHomepage");
    expect(parseOwnerMessage({ type: "setMenu", menu: [] })?.type).toBe("setMenu");
    expect(parseOwnerMessage({ type: "setFooter", footer: { columns: [] } })?.type).toBe(
      "setFooter",
    );
    expect(parseOwnerMessage({ type: "setSettings", settings: {} })?.type).toBe("setSettings");
  });

  it("ignores anything else, such as other scripts' messages", () => {
    for (const data of [
      null,
      "setHomepage",
      [],
      { type: "setHomepage", sections: "all" },
      { type: "setLanguage", lang: "../../evil" },
      { type: "eval", code: "alert(1)" },
      { type: "setFooter", footer: [] },
    ])
      expect(parseOwnerMessage(data)).toBeNull();
  });

  it("reads the shop's toolbox messages and drops unknown actions", () => {
    expect(
      parseShopMessage({
        source: PREVIEW_SOURCE,
        type: "toolbox",
        action: "remove",
        target: "section",
        id: "7",
      }),
    ).toEqual({
      source: PREVIEW_SOURCE,
      type: "toolbox",
      action: "remove",
      target: "section",
      id: "7",
    });
    expect(
      parseShopMessage({
        source: PREVIEW_SOURCE,
        type: "toolbox",
        action: "drop",
        target: "section",
      }),
    ).toBeNull();
    expect(parseShopMessage({ type: "toolbox", action: "edit", target: "menu" })).toBeNull();
  });

  it("moves a section one place and leaves the ends as they are", () => {
    const list = [{ _id: "a" }, { _id: "b" }, { _id: "c" }];
    expect(moveItem(list, "b", -1).map((s) => s._id)).toEqual(["b", "a", "c"]);
    expect(moveItem(list, "b", 1).map((s) => s._id)).toEqual(["a", "c", "b"]);
    expect(moveItem(list, "a", -1).map((s) => s._id)).toEqual(["a", "b", "c"]);
    expect(moveItem(list, "c", 1).map((s) => s._id)).toEqual(["a", "b", "c"]);
    expect(moveItem(list, "x", 1).map((s) => s._id)).toEqual(["a", "b", "c"]);
  });
});
