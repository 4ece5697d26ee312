import { describe, expect, it } from "vitest";
import { mapTiles, OSM_TILES } from "./map-tiles";

describe("the locker map's tile source", () => {
  it("is OpenStreetMap's standard tiles with their attribution by default", () => {
    expect(mapTiles({})).toEqual(OSM_TILES);
    expect(OSM_TILES.attribution).toContain("OpenStreetMap");
  });

  it("is the configured template and attribution when MAP_TILES_URL is set", () => {
    expect(
      mapTiles({ MAP_TILES_URL: " /dev/tiles/{z}/{x}/{y}.png ", MAP_TILES_ATTRIBUTION: "Test" }),
    ).toEqual({ url: "/dev/tiles/{z}/{x}/{y}.png", attribution: "Test" });
  });
});
