import { describe, expect, it } from "vitest";
import { detailLines, subjectHref } from "./audit-entry";

describe("an audit entry as a person reads it", () => {
  it("links an order, a return and a product to their back-office pages", () => {
    expect(subjectHref("order:2026/11/22/ABC001")).toBe("/admin/orders/2026/11/22/ABC001");
    expect(subjectHref("return:2026/11/23/R01")).toBe("/admin/returns/2026/11/23/R01");
    expect(subjectHref("product:212")).toBe("/admin/catalogue/212");
  });

  it("links nothing else", () => {
    expect(subjectHref("settings")).toBeNull();
    expect(subjectHref("owner:1")).toBeNull();
    expect(subjectHref("popup:3")).toBeNull();
  });

  it("writes the detail as key: value lines, lists joined with commas", () => {
    expect(detailLines('{"changed":["template","cms.newsletterVisible"],"refunded":null}')).toEqual(
      ["changed: template, cms.newsletterVisible", "refunded: —"],
    );
    expect(detailLines("{}")).toEqual([]);
    expect(detailLines("not json")).toEqual(["not json"]);
  });
});
