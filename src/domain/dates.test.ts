import { describe, it, expect } from "vitest";
import { formatDate, formatDateTime } from "./dates";

describe("formatDateTime", () => {
  it("formats as DD.MM.YYYY HH:MM in Warsaw time by default (winter, UTC+1)", () => {
    expect(formatDateTime(Date.UTC(2026, 0, 5, 8, 7))).toBe("05.01.2026 09:07");
  });

  it("follows Warsaw summer time (UTC+2)", () => {
    expect(formatDateTime(new Date(Date.UTC(2026, 6, 15, 22, 30)))).toBe("16.07.2026 00:30");
  });

  it("uses a 24-hour clock", () => {
    expect(formatDateTime("2026-03-10T22:45:00Z", "UTC")).toBe("10.03.2026 22:45");
  });

  it("accepts another time zone", () => {
    expect(formatDateTime(Date.UTC(2026, 0, 5, 8, 7), "America/New_York")).toBe("05.01.2026 03:07");
  });

  it("returns an empty string for an invalid date", () => {
    expect(formatDateTime("not a date")).toBe("");
    expect(formatDateTime(Number.NaN)).toBe("");
  });
});

describe("formatDate", () => {
  it("formats as DD.MM.YYYY, with the day taken in Warsaw time", () => {
    expect(formatDate(Date.UTC(2025, 11, 31, 23, 30))).toBe("01.01.2026");
    expect(formatDate(Date.UTC(2025, 11, 31, 23, 30), "UTC")).toBe("31.12.2025");
  });

  it("returns an empty string for an invalid date", () => {
    expect(formatDate(new Date("x"))).toBe("");
  });
});
