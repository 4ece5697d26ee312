import { describe, it, expect } from "vitest";
import {
  addDays,
  formatDate,
  formatDateTime,
  formatDayMonthTime,
  instantOf,
  instantsOfDay,
  isTimeZone,
  shopDates,
  wallClockAt,
  wallClockOf,
  weekdayName,
  weekdayOf,
} from "./dates";

const WARSAW = "Europe/Warsaw";

describe("formatDateTime", () => {
  it("formats as DD.MM.YYYY HH:MM in the shop's zone (Warsaw winter, UTC+1)", () => {
    expect(formatDateTime(Date.UTC(2026, 0, 5, 8, 7), WARSAW)).toBe("05.01.2026 09:07");
  });

  it("shows an order placed at 23:30 UTC on the next day in Warsaw, whatever the runtime's zone", () => {
    expect(formatDateTime("2026-03-10T23:30:00Z", WARSAW)).toBe("11.03.2026 00:30");
  });

  it("follows Warsaw summer time (UTC+2)", () => {
    expect(formatDateTime(new Date(Date.UTC(2026, 6, 15, 22, 30)), WARSAW)).toBe(
      "16.07.2026 00:30",
    );
  });

  it("uses a 24-hour clock", () => {
    expect(formatDateTime("2026-03-10T22:45:00Z", "UTC")).toBe("10.03.2026 22:45");
  });

  it("accepts another time zone", () => {
    expect(formatDateTime(Date.UTC(2026, 0, 5, 8, 7), "America/New_York")).toBe("05.01.2026 03:07");
    expect(formatDateTime(Date.UTC(2026, 0, 5, 12, 0), "Pacific/Kiritimati")).toBe(
      "06.01.2026 02:00",
    );
  });

  it("returns an empty string for an invalid date", () => {
    expect(formatDateTime("not a date", WARSAW)).toBe("");
    expect(formatDateTime(Number.NaN, WARSAW)).toBe("");
  });
});

describe("formatDate", () => {
  it("formats as DD.MM.YYYY, with the day taken in the shop's zone", () => {
    expect(formatDate(Date.UTC(2025, 11, 31, 23, 30), WARSAW)).toBe("01.01.2026");
    expect(formatDate(Date.UTC(2025, 11, 31, 23, 30), "UTC")).toBe("31.12.2025");
    expect(formatDate(Date.UTC(2026, 0, 1, 7, 0), "America/Los_Angeles")).toBe("31.12.2025");
  });

  it("returns an empty string for an invalid date", () => {
    expect(formatDate(new Date("x"), WARSAW)).toBe("");
  });
});

describe("wall clocks and instants", () => {
  it("reads the wall clock of an instant in a zone", () => {
    expect(wallClockAt(Date.parse("2026-03-10T23:30:00Z"), WARSAW)).toEqual({
      year: 2026,
      month: 3,
      day: 11,
      hour: 0,
      minute: 30,
    });
    expect(wallClockAt(Number.NaN, WARSAW)).toBeNull();
  });

  it("keeps a clock once read, frozen, apart for each zone", () => {
    const instant = Date.parse("2026-12-31T23:30:00Z");
    const warsaw = wallClockAt(instant, WARSAW);
    expect(wallClockAt(instant, WARSAW)).toBe(warsaw);
    expect(Object.isFrozen(warsaw)).toBe(true);
    expect(warsaw).toEqual({ year: 2027, month: 1, day: 1, hour: 0, minute: 30 });
    expect(wallClockAt(instant, "UTC")).toEqual({
      year: 2026,
      month: 12,
      day: 31,
      hour: 23,
      minute: 30,
    });
  });

  it("finds the instant of a wall-clock time in a zone, in winter and in summer", () => {
    const wall = { year: 2026, month: 3, day: 11, hour: 0, minute: 30 };
    expect(instantOf(wall, WARSAW)).toBe(Date.parse("2026-03-10T23:30:00Z"));
    expect(instantOf({ ...wall, month: 7 }, WARSAW)).toBe(Date.parse("2026-07-10T22:30:00Z"));
    expect(instantOf(wall, "UTC")).toBe(Date.parse("2026-03-11T00:30:00Z"));
  });

  it("has no instant for a time skipped when the clocks go forward, nor for an impossible date", () => {
    expect(instantOf({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 }, WARSAW)).toBeNull();
    expect(instantOf({ year: 2026, month: 3, day: 29, hour: 3, minute: 0 }, WARSAW)).toBe(
      Date.parse("2026-03-29T01:00:00Z"),
    );
    expect(instantOf({ year: 2026, month: 2, day: 30, hour: 12, minute: 0 }, WARSAW)).toBeNull();
    expect(instantOf({ year: 2026, month: 2, day: 3, hour: 24, minute: 0 }, WARSAW)).toBeNull();
  });

  it("takes the later of a time shown twice when the clocks go back", () => {
    expect(instantOf({ year: 2026, month: 10, day: 25, hour: 2, minute: 30 }, WARSAW)).toBe(
      Date.parse("2026-10-25T01:30:00Z"),
    );
  });

  it("maps the times of a day to instants, ordinary or with a clock change", () => {
    const ordinary = instantsOfDay({ year: 2026, month: 3, day: 11 }, WARSAW);
    expect(ordinary?.(0, 30)).toBe(Date.parse("2026-03-10T23:30:00Z"));
    expect(ordinary?.(23, 45)).toBe(Date.parse("2026-03-11T22:45:00Z"));
    expect(ordinary?.(24, 0)).toBeNull();
    const spring = instantsOfDay({ year: 2026, month: 3, day: 29 }, WARSAW);
    expect(spring?.(1, 45)).toBe(Date.parse("2026-03-29T00:45:00Z"));
    expect(spring?.(2, 15)).toBeNull();
    expect(spring?.(3, 0)).toBe(Date.parse("2026-03-29T01:00:00Z"));
    expect(instantsOfDay({ year: 2026, month: 2, day: 29 }, WARSAW)).toBeNull();
  });

  it("counts calendar days and weekdays without any zone", () => {
    expect(addDays({ year: 2026, month: 2, day: 28 }, 1)).toEqual({ year: 2026, month: 3, day: 1 });
    expect(addDays({ year: 2026, month: 1, day: 1 }, -1)).toEqual({
      year: 2025,
      month: 12,
      day: 31,
    });
    expect(weekdayOf({ year: 2026, month: 3, day: 8 })).toBe(0);
    expect(weekdayOf({ year: 2026, month: 3, day: 7 })).toBe(6);
  });

  it("reads a stored shop time: without a zone it is the shop's wall clock, with one an instant", () => {
    expect(wallClockOf("2026-03-12T10:30", WARSAW)).toEqual({
      year: 2026,
      month: 3,
      day: 12,
      hour: 10,
      minute: 30,
    });
    expect(wallClockOf("2026-03-12T10:30:00.000Z", WARSAW)).toEqual({
      year: 2026,
      month: 3,
      day: 12,
      hour: 11,
      minute: 30,
    });
    expect(wallClockOf("soon", WARSAW)).toBeNull();
  });

  it("knows the zone names of the runtime", () => {
    expect(isTimeZone(WARSAW)).toBe(true);
    expect(isTimeZone("Pacific/Kiritimati")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });
});

describe("dates in words", () => {
  it("names the day and month in the shopper's language, with the time", () => {
    const wall = { year: 2026, month: 3, day: 12, hour: 0, minute: 5 };
    expect(formatDayMonthTime(wall, "pl-PL")).toBe("12 marca 00:05");
    expect(formatDayMonthTime(wall, "en-GB")).toBe("12 March 00:05");
    expect(formatDayMonthTime(wall, "de-DE")).toBe("12. März 00:05");
  });

  it("names the weekday of a calendar day", () => {
    expect(weekdayName({ year: 2026, month: 3, day: 12 }, "pl-PL")).toBe("czw.");
    expect(weekdayName({ year: 2026, month: 3, day: 12 }, "en-GB")).toBe("Thu");
  });
});

describe("the shop's dates of a request", () => {
  const dates = shopDates(WARSAW, "pl-PL");

  it("formats every date in the shop's zone without being told the zone again", () => {
    const lateEvening = "2026-03-10T23:30:00Z";
    expect(dates.date(lateEvening)).toBe("11.03.2026");
    expect(dates.dateTime(lateEvening)).toBe("11.03.2026 00:30");
    expect(dates.date("not a date")).toBe("");
  });

  it("shows a stored delivery slot as chosen, in the shopper's language", () => {
    expect(dates.slot("2026-03-12T10:30")).toBe("12 marca 10:30");
    expect(shopDates(WARSAW, "en-GB").slot("2026-03-12T10:30")).toBe("12 March 10:30");
    expect(dates.slot("12.03.2026")).toBeNull();
  });

  it("knows the shop's current year", () => {
    expect(dates.year()).toBe(wallClockAt(Date.now(), WARSAW)?.year);
  });
});
