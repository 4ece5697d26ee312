import { describe, expect, it } from "vitest";
import { canSubmitOpinion, containsMarkup, opinionSummary } from "./opinions";

describe("opinionSummary", () => {
  it("gives the total, the average out of 5 and percentages with 1 decimal", () => {
    const s = opinionSummary({ "5": 2, "4": 0, "3": 1, "2": 0, "1": 0 });
    expect(s.total).toBe(3);
    expect(s.average).toBe(4.3);
    expect(s.distribution.map((d) => [d.stars, d.percent])).toEqual([
      [5, 66.7],
      [4, 0],
      [3, 33.3],
      [2, 0],
      [1, 0],
    ]);
  });
  it("with no opinions everything is zero", () => {
    const s = opinionSummary({});
    expect(s.total).toBe(0);
    expect(s.average).toBe(0);
    expect(s.distribution.every((d) => d.percent === 0)).toBe(true);
  });
});

describe("canSubmitOpinion", () => {
  it("needs a comment, a name and a rating", () => {
    expect(canSubmitOpinion({ name: "Ann", text: "Good", rating: 5 })).toBe(true);
    expect(canSubmitOpinion({ name: " ", text: "Good", rating: 5 })).toBe(false);
    expect(canSubmitOpinion({ name: "Ann", text: "", rating: 5 })).toBe(false);
    expect(canSubmitOpinion({ name: "Ann", text: "Good", rating: 0 })).toBe(false);
    expect(canSubmitOpinion({ name: "Ann", text: "Good", rating: 6 })).toBe(false);
  });
});

describe("containsMarkup", () => {
  it("finds script tags and other markup but not a lone less-than sign", () => {
    expect(containsMarkup("<script>alert(1)</script>")).toBe(true);
    expect(containsMarkup("nice < 5 stars")).toBe(false);
    expect(containsMarkup("a <b>bold</b> claim")).toBe(true);
  });
});
