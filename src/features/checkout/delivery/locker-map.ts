/**
 * The locker map's geometry, without React: lockers are projected onto the
 * spec's 1080 × 800 map (spec 1 §9; equirectangular, longitudes shortened by
 * the cosine of the middle latitude so distances look right in Poland),
 * fitted with a margin; a view (zoom and centre) decides the visible window;
 * labels are placed greedily so none overlaps another (the chosen locker's
 * first), and the others show their pin only until the shopper zooms in.
 */
export const MAP_W = 1080;
export const MAP_H = 800;
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 16;
const MARGIN = 60;

export interface MapPoint {
  x: number;
  y: number;
}

export interface MapView {
  zoom: number;
  /** Centre of the window in map units. */
  cx: number;
  cy: number;
}

export const FULL_VIEW: MapView = { zoom: 1, cx: MAP_W / 2, cy: MAP_H / 2 };

/** Map units (0..1080, 0..800) of each coordinate, fitted into the map with a margin. */
export function project(points: readonly { lat: number; lng: number }[]): MapPoint[] {
  if (points.length === 0) return [];
  const lats = points.map((p) => p.lat);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const k = Math.cos((midLat * Math.PI) / 180);
  const raw = points.map((p) => ({ x: p.lng * k, y: -p.lat }));
  const xs = raw.map((p) => p.x);
  const ys = raw.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const spanX = maxX - minX || 1e-6;
  const spanY = maxY - minY || 1e-6;
  const scale = Math.min((MAP_W - 2 * MARGIN) / spanX, (MAP_H - 2 * MARGIN) / spanY);
  const offX = (MAP_W - spanX * scale) / 2;
  const offY = (MAP_H - spanY * scale) / 2;
  return raw.map((p) => ({ x: offX + (p.x - minX) * scale, y: offY + (p.y - minY) * scale }));
}

/** The view clamped so its window stays inside the map and its zoom within bounds. */
export function clampView(v: MapView): MapView {
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, v.zoom));
  const halfW = MAP_W / zoom / 2;
  const halfH = MAP_H / zoom / 2;
  return {
    zoom,
    cx: Math.min(MAP_W - halfW, Math.max(halfW, v.cx)),
    cy: Math.min(MAP_H - halfH, Math.max(halfH, v.cy)),
  };
}

/** Zooms by `factor` keeping the map point under `at` (map units of the full map) in place. */
export function zoomAt(v: MapView, factor: number, at: MapPoint = { x: v.cx, y: v.cy }): MapView {
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, v.zoom * factor));
  const ratio = v.zoom / zoom;
  return clampView({ zoom, cx: at.x + (v.cx - at.x) * ratio, cy: at.y + (v.cy - at.y) * ratio });
}

/** Where a map point shows in the view, as fractions (0..1) of the map's box; outside when not in 0..1. */
export function toScreen(p: MapPoint, v: MapView): MapPoint {
  const w = MAP_W / v.zoom;
  const h = MAP_H / v.zoom;
  return { x: (p.x - (v.cx - w / 2)) / w, y: (p.y - (v.cy - h / 2)) / h };
}

/** The map point under a fraction (0..1) of the map's box. */
export function fromScreen(f: MapPoint, v: MapView): MapPoint {
  const w = MAP_W / v.zoom;
  const h = MAP_H / v.zoom;
  return { x: v.cx - w / 2 + f.x * w, y: v.cy - h / 2 + f.y * h };
}

export type LabelSide = "right" | "left" | null;

export interface Box {
  l: number;
  t: number;
  r: number;
  b: number;
}
const overlaps = (a: Box, b: Box) => a.l < b.r && b.l < a.r && a.t < b.b && b.t < a.b;

/**
 * Which side each pin's label goes (null: no room, pin only). Positions and
 * sizes are in pixels of the shown map; `order` lists indexes by priority
 * (the chosen locker first). A label never overlaps another label, a pin or
 * a blocked area, and never leaves the map.
 */
export function placeLabels(
  pins: readonly MapPoint[],
  widths: readonly number[],
  box: { width: number; height: number },
  order: readonly number[],
  size = { pin: 10, height: 22, gap: 4 },
  /** Areas no label may cover (the map's controls). */
  blocked: readonly Box[] = [],
): LabelSide[] {
  const sides: LabelSide[] = pins.map(() => null);
  const taken: Box[] = pins.map((p) => ({
    l: p.x - size.pin,
    t: p.y - size.pin,
    r: p.x + size.pin,
    b: p.y + size.pin,
  }));
  for (const i of order) {
    const p = pins[i];
    const w = widths[i] ?? 0;
    if (!p || p.x < 0 || p.y < 0 || p.x > box.width || p.y > box.height) continue;
    const t = p.y - size.height / 2;
    const b = p.y + size.height / 2;
    const candidates: [LabelSide, Box][] = [
      ["right", { l: p.x + size.pin + size.gap, t, r: p.x + size.pin + size.gap + w, b }],
      ["left", { l: p.x - size.pin - size.gap - w, t, r: p.x - size.pin - size.gap, b }],
    ];
    for (const [side, rect] of candidates) {
      const inside = rect.l >= 0 && rect.r <= box.width && rect.t >= 0 && rect.b <= box.height;
      const free =
        taken.every((o, j) => j === i || !overlaps(rect, o)) &&
        blocked.every((o) => !overlaps(rect, o));
      if (inside && free) {
        sides[i] = side;
        taken.push(rect);
        break;
      }
    }
  }
  return sides;
}
