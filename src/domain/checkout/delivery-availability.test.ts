import { describe, expect, it } from "vitest";
import {
  availableDays,
  availableInCountry,
  methodOffer,
  parseSlot,
  postCodeAllowed,
  slotProblem,
  slotsForDay,
  type TimeLogic,
} from "./delivery-availability";

const facts = { totalBase: 120, count: 2, weight: 1 };
const base = { country: "pl", postCode: "", facts, rate: 1 };

describe("method availability by country", () => {
  it("needs the country in the list, or 'eu' for an EU country, or 'all'", () => {
    expect(availableInCountry({ countries: ["pl"] }, "pl")).toBe(true);
    expect(availableInCountry({ countries: ["pl"] }, "de")).toBe(false);
    expect(availableInCountry({ countries: ["eu"] }, "de")).toBe(true);
    expect(availableInCountry({ countries: ["eu"] }, "gb")).toBe(false);
    expect(availableInCountry({ countries: ["all"] }, "us")).toBe(true);
  });

  it("is not available where it is disabled for that country", () => {
    expect(availableInCountry({ countries: ["eu"], disabled: { cz: true } }, "cz")).toBe(false);
    expect(availableInCountry({ countries: ["eu"], disabled: { cz: true } }, "sk")).toBe(true);
  });
});

describe("post codes and formulas", () => {
  it("enabledPostCodes limit the method to those prefixes", () => {
    expect(postCodeAllowed(["00-", "01-"], "00-950")).toBe(true);
    expect(postCodeAllowed(["00-", "01-"], "30-001")).toBe(false);
    expect(postCodeAllowed(["00-"], "")).toBe(false);
    expect(postCodeAllowed(undefined, "")).toBe(true);
  });

  it("an advanced hide rule shows the method only when it evaluates true", () => {
    const data = { countries: ["pl"], price: { pl: 10.99 }, advancedHide: "total > 50" };
    expect(methodOffer(data, base).available).toBe(true);
    expect(methodOffer(data, { ...base, facts: { ...facts, totalBase: 50 } }).available).toBe(
      false,
    );
  });

  it("a formula error hides the method", () => {
    const data = { countries: ["pl"], advancedHide: "total >" };
    expect(methodOffer(data, base).available).toBe(false);
    expect(methodOffer({ countries: ["pl"], advancedHide: "unknownVar > 1" }, base).available).toBe(
      false,
    );
  });

  it("customLogic can price the method, hide it, or on error keep the listed price", () => {
    expect(
      methodOffer({ countries: ["all"], price: { all: 79 }, customLogic: "weight * 10 + 50" }, base)
        .price,
    ).toBe(60);
    expect(
      methodOffer({ countries: ["all"], price: { all: 79 }, customLogic: "weight > 10" }, base)
        .available,
    ).toBe(false);
    expect(
      methodOffer(
        { countries: ["all"], price: { all: 79 }, customLogic: "weight > 10 ? 129 : 79" },
        base,
      ).price,
    ).toBe(79);
  });
});

describe("prices and the free-delivery hint", () => {
  it("uses the country's price, else 'all', converted to the currency", () => {
    const data = { countries: ["eu"], price: { all: 39, de: 29 } };
    expect(methodOffer(data, { ...base, country: "de" }).price).toBe(29);
    expect(methodOffer(data, { ...base, country: "fr" }).price).toBe(39);
    expect(methodOffer(data, { ...base, country: "fr", rate: 0.23 }).price).toBe(8.97);
  });

  it("is free from a basket value and otherwise says how much more is needed", () => {
    const data = { countries: ["pl"], price: { pl: 14.99 }, freeFrom: { value: 200 } };
    expect(methodOffer(data, base)).toEqual({
      available: true,
      price: 14.99,
      free: false,
      freeHint: { kind: "value", missing: 80 },
    });
    expect(methodOffer(data, { ...base, facts: { ...facts, totalBase: 200 } })).toMatchObject({
      price: 0,
      free: true,
      freeHint: null,
    });
    expect(methodOffer(data, { ...base, rate: 0.23 }).freeHint).toEqual({
      kind: "value",
      missing: 18.4,
    });
  });

  it("is free from a number of products and otherwise says how many more", () => {
    const data = { countries: ["eu"], price: { all: 39 }, freeFrom: { count: 10 } };
    expect(methodOffer(data, base).freeHint).toEqual({ kind: "count", missing: 8 });
    expect(methodOffer(data, { ...base, facts: { ...facts, count: 10 } }).free).toBe(true);
  });
});

describe("timed delivery slots", () => {
  // Monday 2 March 2026, 10:00 in Warsaw (UTC+1 in winter), the shop's zone.
  const now = Date.UTC(2026, 2, 2, 9, 0);
  const zone = "Europe/Warsaw";
  const logic: TimeLogic = {
    minFromNow: 48,
    maxFromNow: 8760,
    exclude: ["2026-03-06"],
    weekdays: {
      "0": { enabled: false, startHour: 0, startMinute: 0, endHour: 0, endMinute: 0 },
      "1": { enabled: true, startHour: 8, startMinute: 0, endHour: 20, endMinute: 30 },
      "2": { enabled: true, startHour: 8, startMinute: 0, endHour: 20, endMinute: 30 },
      "3": { enabled: true, startHour: 8, startMinute: 0, endHour: 20, endMinute: 30 },
      "4": { enabled: true, startHour: 8, startMinute: 0, endHour: 20, endMinute: 30 },
      "5": { enabled: true, startHour: 8, startMinute: 0, endHour: 18, endMinute: 30 },
      "6": { enabled: true, startHour: 10, startMinute: 0, endHour: 14, endMinute: 30 },
    },
  };
  const slot = (d: string, t: string) => {
    const s = parseSlot(d, t);
    if (!s) throw new Error("bad slot");
    return s;
  };

  it("uses 15-minute steps", () => {
    expect(slotProblem(slot("2026-03-05", "12:10"), logic, now, zone)).toBe("step");
    expect(slotProblem(slot("2026-03-05", "12:15"), logic, now, zone)).toBeNull();
  });

  it("needs the minimum lead (48 h by default) and at most the maximum (8760 h by default)", () => {
    expect(slotProblem(slot("2026-03-04", "09:45"), logic, now, zone)).toBe("tooSoon");
    expect(slotProblem(slot("2026-03-04", "10:00"), logic, now, zone)).toBeNull();
    expect(slotProblem(slot("2026-03-04", "09:45"), {}, now, zone)).toBe("tooSoon");
    expect(
      slotProblem(slot("2027-03-03", "10:00"), { ...logic, weekdays: undefined }, now, zone),
    ).toBe("tooLate");
    expect(slotProblem(slot("2026-03-05", "12:00"), { ...logic, minFromNow: 100 }, now, zone)).toBe(
      "tooSoon",
    );
  });

  it("skips excluded days", () => {
    expect(slotProblem(slot("2026-03-06", "12:00"), logic, now, zone)).toBe("excluded");
  });

  it("follows weekday hours and closed weekdays", () => {
    expect(slotProblem(slot("2026-03-08", "12:00"), logic, now, zone)).toBe("closed");
    expect(slotProblem(slot("2026-03-07", "09:45"), logic, now, zone)).toBe("closed");
    expect(slotProblem(slot("2026-03-07", "14:30"), logic, now, zone)).toBeNull();
    expect(slotProblem(slot("2026-03-07", "14:45"), logic, now, zone)).toBe("closed");
  });

  it("rejects impossible dates", () => {
    expect(slotProblem(slot("2026-02-30", "12:00"), logic, now, zone)).toBe("invalid");
    expect(parseSlot("2026-3-1", "12:00")).toBeNull();
  });

  it("lists a day's allowed times and the days that have some", () => {
    const saturday = slotsForDay({ year: 2026, month: 3, day: 7 }, logic, now, zone);
    expect(saturday[0]).toBe("10:00");
    expect(saturday.at(-1)).toBe("14:30");
    expect(saturday).toHaveLength(19);
    expect(slotsForDay({ year: 2026, month: 3, day: 4 }, logic, now, zone)[0]).toBe("10:00");
    expect(availableDays(logic, now, zone, 4)).toEqual([
      "2026-03-04",
      "2026-03-05",
      "2026-03-07",
      "2026-03-09",
    ]);
  });
});

describe("timed delivery on the shop's clock, whatever zone the runtime is in", () => {
  const open: TimeLogic = { minFromNow: 0 };

  it("starts the days at the shop's today: 23:30 UTC on 4 March is already 5 March in Warsaw", () => {
    const now = Date.parse("2026-03-04T23:30:00Z");
    expect(availableDays(open, now, "Europe/Warsaw", 2)).toEqual(["2026-03-05", "2026-03-06"]);
    expect(availableDays(open, now, "UTC", 2)).toEqual(["2026-03-04", "2026-03-05"]);
    expect(availableDays(open, now, "America/Los_Angeles", 1)).toEqual(["2026-03-04"]);
  });

  it("counts the lead from now to the slot's moment in the shop's zone", () => {
    // 10:00 in Warsaw on Monday 2 March is 09:00 UTC; 48 h later is Wednesday 10:00 in Warsaw.
    const now = Date.UTC(2026, 2, 2, 9, 0);
    const slot = (t: string) => parseSlot("2026-03-04", t) ?? fail();
    expect(slotProblem(slot("09:45"), {}, now, "Europe/Warsaw")).toBe("tooSoon");
    expect(slotProblem(slot("10:00"), {}, now, "Europe/Warsaw")).toBeNull();
    // A shop in Los Angeles (UTC-8): its 01:00 on Wednesday is 10:00 in Warsaw.
    expect(slotProblem(slot("00:45"), {}, now, "America/Los_Angeles")).toBe("tooSoon");
    expect(slotProblem(slot("01:00"), {}, now, "America/Los_Angeles")).toBeNull();
  });

  it("offers today's remaining slots from the shop's current time", () => {
    // 21:50 UTC is 22:50 in Warsaw: the last slots of the day are 23:00 to 23:45.
    const now = Date.UTC(2026, 2, 4, 21, 50);
    const today = { year: 2026, month: 3, day: 4 };
    expect(slotsForDay(today, open, now, "Europe/Warsaw")).toEqual([
      "23:00",
      "23:15",
      "23:30",
      "23:45",
    ]);
  });

  it("skips the hour the clocks go forward and counts the hour they go back once", () => {
    const spring = { year: 2026, month: 3, day: 29 };
    const autumn = { year: 2026, month: 10, day: 25 };
    const before = Date.UTC(2026, 0, 1);
    const springSlots = slotsForDay(spring, open, before, "Europe/Warsaw");
    expect(springSlots).toHaveLength(92);
    expect(springSlots).not.toContain("02:30");
    expect(springSlots).toContain("03:00");
    expect(slotProblem({ ...spring, hour: 2, minute: 30 }, open, before, "Europe/Warsaw")).toBe(
      "invalid",
    );
    expect(slotsForDay(autumn, open, before, "Europe/Warsaw")).toHaveLength(96);
  });
});

function fail(): never {
  throw new Error("bad slot");
}
