import { describe, expect, it } from "vitest";
import { fixedMenuHeights, shownStripes, stripeHeight, templateNumber } from "./menu-height";

const NONE = { mobile: 0, desktop: 0 };
const STRIPE = { fixed: true, enabled: true, html: "Promo", enabled2: false, html2: "" };

describe("fixed menu heights", () => {
  it("reads the template number from public/tmpl1..4 and falls back to template 1", () => {
    expect(templateNumber("public/tmpl1")).toBe(1);
    expect(templateNumber("public/tmpl4")).toBe(4);
    expect(templateNumber("public/tmpl9")).toBe(1);
  });

  it("uses the spec's heights per template without stripes", () => {
    expect(fixedMenuHeights(1, 0, NONE)).toEqual({ mobile: 190, desktop: 116 });
    expect(fixedMenuHeights(2, 0, NONE)).toEqual({ mobile: 142, desktop: 188 });
    expect(fixedMenuHeights(3, 0, NONE)).toEqual({ mobile: 161, desktop: 116 });
    expect(fixedMenuHeights(4, 0, NONE)).toEqual({ mobile: 184, desktop: 94 });
  });

  it("adds 39 px per shown stripe, 49 px in template 2", () => {
    expect(fixedMenuHeights(1, 1, NONE)).toEqual({ mobile: 229, desktop: 155 });
    expect(fixedMenuHeights(1, 2, NONE)).toEqual({ mobile: 268, desktop: 194 });
    expect(fixedMenuHeights(2, 2, NONE)).toEqual({ mobile: 240, desktop: 286 });
    expect(stripeHeight(2)).toBe(49);
    expect(stripeHeight(4)).toBe(39);
  });

  it("adds the configured correction for each screen size", () => {
    expect(fixedMenuHeights(3, 1, { mobile: -10, desktop: 6 })).toEqual({
      mobile: 190,
      desktop: 161,
    });
  });

  it("counts a stripe only when it is enabled and has text", () => {
    expect(shownStripes(undefined)).toBe(0);
    expect(shownStripes(STRIPE)).toBe(1);
    expect(shownStripes({ ...STRIPE, enabled2: true, html2: "Second" })).toBe(2);
    expect(shownStripes({ ...STRIPE, enabled2: true, html2: "  " })).toBe(1);
    expect(shownStripes({ ...STRIPE, enabled: false })).toBe(0);
  });

  it("gives the header its template's desktop height", () => {
    expect([1, 2, 3, 4].map((t) => fixedMenuHeights(t as 1 | 2 | 3 | 4, 0, NONE).desktop)).toEqual([
      116, 188, 116, 94,
    ]);
  });
});
