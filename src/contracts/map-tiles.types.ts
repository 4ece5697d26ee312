/**
 * The locker map's tile source (README "Locker map tiles"): a URL template
 * with `{z}`, `{x}`, `{y}` (and optionally `{s}`) and the attribution HTML
 * the tile provider requires. Set by the operator (`MAP_TILES_URL`,
 * `MAP_TILES_ATTRIBUTION`); OpenStreetMap's standard tiles by default.
 */
export interface MapTiles {
  url: string;
  attribution: string;
}
