/**
 * The locker map's tile source from the environment (README "Locker map
 * tiles"): `MAP_TILES_URL` (a `{z}/{x}/{y}` template, absolute or a path on
 * the shop) and `MAP_TILES_ATTRIBUTION` (HTML), else OpenStreetMap's standard
 * tiles with their required attribution. Read per request, so a deployment
 * changes it without a build; the test server points it at `/dev/tiles/`.
 */
import type { MapTiles } from "../../contracts/map-tiles.types";

export const OSM_TILES: MapTiles = {
  url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  attribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

export function mapTiles(env: Record<string, string | undefined> = process.env): MapTiles {
  const url = env["MAP_TILES_URL"]?.trim();
  if (!url) return OSM_TILES;
  return { url, attribution: env["MAP_TILES_ATTRIBUTION"]?.trim() ?? "" };
}
