import { describe, expect, it } from "vitest";
import { parseOwnerMessage, parseShopMessage, PREVIEW_SOURCE } from "./preview-protocol";

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
});
