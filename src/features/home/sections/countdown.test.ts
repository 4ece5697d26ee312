import { describe, expect, it } from "vitest";
import { countdownParts, countdownView } from "./countdown";

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const H = 3_600_000;

describe("the countdown", () => {
  it("splits the time left into days, hours, minutes and seconds", () => {
    expect(countdownParts(NOW + 3 * 24 * H + 5 * H + 7 * 60_000 + 9_000, NOW)).toEqual({
      days: 3,
      hours: 5,
      minutes: 7,
      seconds: 9,
    });
  });

  it("shows days but no seconds while at least one day is left", () => {
    const view = countdownView(NOW + 24 * H + 61_000, NOW);
    expect(view.units).toEqual([
      { unit: "days", value: 1 },
      { unit: "hours", value: 0 },
      { unit: "minutes", value: 1 },
    ]);
  });

  it("shows seconds and no days in the last day", () => {
    const view = countdownView(NOW + 23 * H + 59 * 60_000 + 59_000, NOW);
    expect(view.units).toEqual([
      { unit: "hours", value: 23 },
      { unit: "minutes", value: 59 },
      { unit: "seconds", value: 59 },
    ]);
  });

  it("hides the section after the target", () => {
    expect(countdownView(NOW - 1, NOW).visible).toBe(false);
    expect(countdownView(NOW, NOW).visible).toBe(false);
    expect(countdownView(NOW + 1_000, NOW).visible).toBe(true);
  });

  it("shows zeros after the target in the owner's preview or with noHide", () => {
    for (const options of [{ preview: true }, { noHide: true }]) {
      const view = countdownView(NOW - 5_000, NOW, options);
      expect(view.visible).toBe(true);
      expect(view.units).toEqual([
        { unit: "hours", value: 0 },
        { unit: "minutes", value: 0 },
        { unit: "seconds", value: 0 },
      ]);
    }
  });
});
