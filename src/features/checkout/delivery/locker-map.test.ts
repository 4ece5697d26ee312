import { describe, expect, it } from "vitest";
import { labelsShown, lockerBounds, pinLabel, pinName } from "./locker-map";

describe("locker map rules", () => {
  it("opens on the box around the lockers found", () => {
    expect(
      lockerBounds([
        { lat: 50.06, lng: 19.94 },
        { lat: 50.02, lng: 19.9 },
        { lat: 50.1, lng: 20.01 },
      ]),
    ).toEqual([
      [50.02, 19.9],
      [50.1, 20.01],
    ]);
  });

  it("pads a single locker so the map does not open at street level", () => {
    const box = lockerBounds([{ lat: 52.23, lng: 21.01 }]);
    expect(box?.[0][0]).toBeCloseTo(52.22, 5);
    expect(box?.[1][1]).toBeCloseTo(21.02, 5);
  });

  it("has no box without lockers", () => {
    expect(lockerBounds([])).toBeNull();
  });

  it("labels a pin by its code when the name is the carrier and the code", () => {
    expect(pinLabel({ name: "Paczkomat KRA08M", code: "KRA08M" })).toBe("KRA08M");
    expect(pinLabel({ name: "DPD Pickup Kraków 2", code: "PL10074" })).toBe("DPD Pickup Kraków 2");
  });

  it("names a pin by the locker's name and full address", () => {
    expect(
      pinName({
        name: "Paczkomat KRA08M",
        address: "ul. Długa 5",
        postCode: "30-001",
        city: "Kraków",
      }),
    ).toBe("Paczkomat KRA08M, ul. Długa 5, 30-001 Kraków");
  });

  it("shows every label once a town fills the map", () => {
    expect(labelsShown(6)).toBe(false);
    expect(labelsShown(12)).toBe(true);
  });
});
