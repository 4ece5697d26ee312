import { describe, expect, it } from "vitest";
import { clampView, FULL_VIEW, placeLabels, project, toScreen, zoomAt } from "./locker-map";

describe("locker map geometry", () => {
  it("fits the lockers into the 1080 × 800 map with a 60-unit margin, north up", () => {
    // Two points on the equator 2° apart and one 1° north: the span is 2 × 1 (cos 0.5° ≈ 1),
    // so the width limits the scale: 960 / 2 = 480 units per degree, centred vertically.
    const [a, b, c] = project([
      { lat: 0, lng: 0 },
      { lat: 0, lng: 2 },
      { lat: 1, lng: 1 },
    ]);
    expect(a?.x).toBeCloseTo(60, 0);
    expect(b?.x).toBeCloseTo(1020, 0);
    expect(c?.y).toBeLessThan(a?.y ?? 0);
    expect((a?.y ?? 0) - (c?.y ?? 0)).toBeCloseTo(480, 0);
  });

  it("keeps the zoomed window inside the map and the zoom between 1 and 16", () => {
    expect(clampView({ zoom: 0.5, cx: 0, cy: 0 })).toEqual(FULL_VIEW);
    expect(clampView({ zoom: 2, cx: 0, cy: 0 })).toEqual({ zoom: 2, cx: 270, cy: 200 });
    expect(zoomAt(FULL_VIEW, 100).zoom).toBe(16);
  });

  it("zooms around the point under the pointer, which stays where it was on screen", () => {
    const at = { x: 270, y: 200 };
    const before = toScreen(at, FULL_VIEW);
    const after = toScreen(at, zoomAt(FULL_VIEW, 2, at));
    expect(after.x).toBeCloseTo(before.x, 6);
    expect(after.y).toBeCloseTo(before.y, 6);
  });

  it("gives the first pin in the order its label and drops an overlapping one", () => {
    // Two pins 10 px apart at the left edge: the right labels would overlap, the left leaves the map.
    const sides = placeLabels(
      [
        { x: 20, y: 100 },
        { x: 20, y: 110 },
      ],
      [80, 80],
      { width: 400, height: 300 },
      [1, 0],
    );
    expect(sides[1]).toBe("right");
    expect(sides[0]).toBeNull();
  });

  it("puts a label on the left when the right side leaves the map or is blocked", () => {
    const box = { width: 400, height: 300 };
    expect(placeLabels([{ x: 380, y: 100 }], [80], box, [0])).toEqual(["left"]);
    const blocked = [{ l: 100, t: 0, r: 400, b: 300 }];
    expect(placeLabels([{ x: 200, y: 100 }], [60], box, [0], undefined, blocked)).toEqual([null]);
  });
});
