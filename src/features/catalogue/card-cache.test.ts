import { describe, expect, it } from "vitest";
import { boxKey, cachedBox, chooserId, CHOOSER_ID, withChooserId } from "./card-cache";

describe("chooser ids", () => {
  it("count per request, so a page's ids are unique and the same on every render", () => {
    const first = {};
    expect([chooserId(first, "83"), chooserId(first, "83"), chooserId(first, "12")]).toEqual([
      "qa-83-1",
      "qa-83-2",
      "qa-12-3",
    ]);
    const again = {};
    expect(chooserId(again, "83")).toBe("qa-83-1");
  });
});

describe("cached boxes", () => {
  it("have no key on a page without a shared scope (personal or previewed)", () => {
    expect(boxKey(null, ["83", true])).toBeNull();
    expect(boxKey(undefined, ["83", true])).toBeNull();
    expect(boxKey("v1|pl|pln", ["83", true])).toBe("v1|pl|pln|83|true");
  });

  it("are rendered once per key, and every time without one", async () => {
    let renders = 0;
    const render = async () => `<form id="${CHOOSER_ID}">${++renders}</form>`;
    const key = `test-${Math.random()}`;
    expect(await cachedBox(key, render)).toBe(`<form id="${CHOOSER_ID}">1</form>`);
    expect(await cachedBox(key, render)).toBe(`<form id="${CHOOSER_ID}">1</form>`);
    expect(await cachedBox(null, render)).toBe(`<form id="${CHOOSER_ID}">2</form>`);
    expect(await cachedBox(null, render)).toBe(`<form id="${CHOOSER_ID}">3</form>`);
  });

  it("get this page's chooser id wherever the box names it", () => {
    const html = `<button form="${CHOOSER_ID}"></button><form id="${CHOOSER_ID}"></form>`;
    expect(withChooserId(html, "qa-83-2")).toBe(
      '<button form="qa-83-2"></button><form id="qa-83-2"></form>',
    );
  });
});
