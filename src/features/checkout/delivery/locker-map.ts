/**
 * The locker map's rules, without Leaflet or React (the map itself is
 * `LockerMap.tsx`, loaded only when the picker opens): the map keeps the
 * spec's 1080 × 800 shape (spec 1 §9), scaled down to the room it has; it
 * opens on the bounds of the lockers found (padded, so a single locker is not
 * shown at street level); pins are labelled with the locker's code once the
 * map is zoomed in to a town, and the chosen locker's label always.
 */
/** From this zoom on (a town fills the map) every pin shows its label. */
export const LABEL_ZOOM = 12;
/** Half the side, in degrees, of the box shown around a single locker. */
const SINGLE_PAD = 0.01;

export interface LatLng {
  lat: number;
  lng: number;
}

/** South-west and north-east corners of the lockers' box ([[s, w], [n, e]]), null for none. */
export function lockerBounds(
  points: readonly LatLng[],
): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  let [s, n, w, e] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  if (n - s < SINGLE_PAD * 2) [s, n] = [(s + n) / 2 - SINGLE_PAD, (s + n) / 2 + SINGLE_PAD];
  if (e - w < SINGLE_PAD * 2) [w, e] = [(w + e) / 2 - SINGLE_PAD, (w + e) / 2 + SINGLE_PAD];
  return [
    [s, w],
    [n, e],
  ];
}

/** The pin's label: the locker's code when its name is just the carrier and the code. */
export const pinLabel = (l: { name: string; code: string }) =>
  l.name.includes(l.code) ? l.code : l.name;

/** Whether pins show their labels at this zoom (the chosen one always does). */
export const labelsShown = (zoom: number) => zoom >= LABEL_ZOOM;

/** The accessible name of a pin: the locker's name and full address. */
export const pinName = (l: { name: string; address: string; postCode: string; city: string }) =>
  `${l.name}, ${l.address}, ${l.postCode} ${l.city}`;
