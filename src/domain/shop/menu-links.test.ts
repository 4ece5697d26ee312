import { describe, expect, it } from "vitest";
import { menuNodes } from "./menu-links";

describe("the header's menu of the owner's entries", () => {
  it("shows the header only visible link entries, children included", () => {
    expect(
      menuNodes([
        {
          text: "A",
          url: "/c/a",
          children: [
            { text: "A1", url: "/c/a1" },
            { text: "H", url: "/h", menuHidden: true },
          ],
        },
        { text: "B", url: "/b", menuHidden: true },
        { text: "Promo", url: "#", type: "html", html: "<b>x</b>" },
      ]),
    ).toEqual([
      {
        id: "m0",
        name: "A",
        url: "/c/a",
        children: [{ id: "m0-0", name: "A1", url: "/c/a1", children: [] }],
      },
    ]);
  });
});
