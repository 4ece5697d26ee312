/**
 * The locker map on Leaflet (issue 32, item 6), loaded only when the picker
 * opens (LockerPicker's dynamic import: neither Leaflet nor its CSS is in the
 * delivery page's first JavaScript). Tiles come from the configured source
 * (`MapTiles`: OpenStreetMap by default, with its attribution), the map keeps
 * the spec's 1080 × 800 shape (spec 1 §9) scaled to its room and opens on the
 * lockers found. Every locker is a Leaflet marker that is a real button (its
 * name and address are its accessible name; Enter or a tap picks it), labelled
 * with its code once a town fills the map; the chosen one is highlighted
 * (aria-pressed) and always labelled. Zoom with the +/− buttons, the wheel, a
 * pinch or the keyboard (+, −, arrows pan). Rules: `locker-map.ts`.
 */
import { control, divIcon, map as leafletMap, marker, tileLayer } from "leaflet";
import type { Map as LeafletMap, Marker } from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useRef, useState } from "react";
import { cx } from "../../../components/ui/class-names";
import type { MapTiles } from "../../../contracts/map-tiles.types";
import type { DeliveryStepMessages } from "./delivery-step.keys";
import { labelsShown, lockerBounds, pinLabel, pinName } from "./locker-map";
import "./locker-map.css";
import type { LockerItem } from "./LockerPicker";

interface Props {
  lockers: LockerItem[];
  chosen: string | null;
  onPick: (l: LockerItem) => void;
  tiles: MapTiles;
  m: DeliveryStepMessages;
}

/** A pin's icon: a dot and the label, built as elements (a locker's name is never parsed as HTML). */
function pinIcon(l: LockerItem) {
  const html = document.createElement("span");
  html.className = "locker-pin__body";
  const dot = document.createElement("span");
  dot.className = "locker-pin__dot";
  const label = document.createElement("span");
  label.className = "locker-pin__label";
  label.textContent = pinLabel(l);
  html.append(dot, label);
  return divIcon({ html, className: "locker-pin", iconSize: [24, 24], iconAnchor: [12, 12] });
}

export function LockerMap({ lockers, chosen, onPick, tiles, m }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const pins = useRef(new Map<string, Marker>());
  const pick = useRef(onPick);
  pick.current = onPick;
  const [zoom, setZoom] = useState(0);

  // The map, once: tiles, zoom buttons with the shop's words, attribution; resized with its box.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const map = leafletMap(el, { zoomControl: false, keyboard: true, maxZoom: 18 });
    // Leaflet focuses the map on every mouse press; scrolling the sheet to it then would move
    // the pin from under the pointer before the button is released, and the click be lost.
    const focus = el.focus.bind(el);
    el.focus = (options) => focus({ ...options, preventScroll: true });
    control
      .zoom({ zoomInTitle: m["checkout.zoomIn"], zoomOutTitle: m["checkout.zoomOut"] })
      .setPosition("topright")
      .addTo(map);
    map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 18 }).addTo(map);
    map.on("zoomend", () => setZoom(map.getZoom()));
    const resized = new ResizeObserver(() => map.invalidateSize());
    resized.observe(el);
    mapRef.current = map;
    const shown = pins.current;
    return () => {
      resized.disconnect();
      map.remove();
      mapRef.current = null;
      shown.clear();
    };
  }, [tiles.url, tiles.attribution, m]);

  // The lockers found: one marker each, the map fitted around them.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    for (const pin of pins.current.values()) pin.remove();
    pins.current.clear();
    for (const l of lockers) {
      const pin = marker([l.lat, l.lng], { icon: pinIcon(l), keyboard: true, title: pinName(l) });
      pin.on("click", () => pick.current(l));
      pin.addTo(map);
      const el = pin.getElement();
      el?.setAttribute("aria-label", pinName(l));
      // A focused pin is a button: Enter or Space picks it (Leaflet only opens popups on Enter).
      el?.addEventListener("keydown", (e) => {
        if (e.key !== "Enter" && e.key !== " ") return;
        e.preventDefault();
        pick.current(l);
      });
      pins.current.set(l.code, pin);
    }
    const bounds = lockerBounds(lockers);
    if (bounds) map.fitBounds(bounds, { padding: [36, 36], maxZoom: 15, animate: false });
    setZoom(map.getZoom());
  }, [lockers]);

  // The chosen locker: highlighted, pressed and on top.
  useEffect(() => {
    for (const [code, pin] of pins.current) {
      const on = code === chosen;
      const el = pin.getElement();
      el?.classList.toggle("locker-pin--chosen", on);
      el?.setAttribute("aria-pressed", String(on));
      pin.setZIndexOffset(on ? 1000 : 0);
    }
  }, [chosen, lockers]);

  return (
    <div className="locker-map">
      <div
        className={cx("locker-map__frame", labelsShown(zoom) && "locker-map--labels")}
        role="group"
        aria-label={m["checkout.mapLabel"]}
        aria-describedby="locker-map-hint"
        data-zoom={zoom}
      >
        <div ref={box} className="locker-map__surface" />
      </div>
      <p id="locker-map-hint" className="locker-map__hint">
        {m["checkout.mapHint"]}
      </p>
    </div>
  );
}
