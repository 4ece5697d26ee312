/**
 * The locker map (spec 1 §9: 1080 × 800): an SVG drawing of the area the
 * lockers cover, no outside tile server, scaled to the modal's width (down
 * to the screen's width on phones). Every locker is a real button (its name
 * and address are its accessible name) pinned over the drawing, with its name
 * next to the pin wherever there is room; zoom with + and −, the wheel or the
 * keyboard (+, −, arrows), pan by dragging. The chosen locker is highlighted
 * (aria-pressed) and its label always shown. Geometry: `locker-map.ts`.
 */
import { useEffect, useMemo, useRef, useState, type PointerEvent } from "react";
import { Button } from "../../../components/ui/Button";
import { cx } from "../../../components/ui/class-names";
import type { DeliveryStepMessages } from "./delivery-step.keys";
import {
  clampView,
  fromScreen,
  FULL_VIEW,
  MAP_H,
  MAP_W,
  placeLabels,
  project,
  toScreen,
  zoomAt,
  type MapView,
} from "./locker-map";
import type { LockerItem } from "./LockerPicker";

const STEP = 1.6;
/** The pin's label: the locker's code when its name is just the carrier and the code. */
export const pinLabel = (l: Pick<LockerItem, "name" | "code">) =>
  l.name.includes(l.code) ? l.code : l.name;
/** Approximate width of a 12 px label in pixels. */
const labelWidth = (text: string) => text.length * 7 + 14;

function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** The grid of the drawing: lines every 90 map units, drawn in the current view. */
function Drawing({ view }: { view: MapView }) {
  const w = MAP_W / view.zoom;
  const h = MAP_H / view.zoom;
  const lines = [];
  for (let x = 0; x <= MAP_W; x += 90)
    lines.push(<line key={`x${x}`} x1={x} y1={0} x2={x} y2={MAP_H} />);
  for (let y = 0; y <= MAP_H; y += 90)
    lines.push(<line key={`y${y}`} x1={0} y1={y} x2={MAP_W} y2={y} />);
  return (
    <svg
      className="locker-map__drawing"
      viewBox={`${view.cx - w / 2} ${view.cy - h / 2} ${w} ${h}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <rect x={0} y={0} width={MAP_W} height={MAP_H} className="locker-map__land" />
      <g className="locker-map__grid">{lines}</g>
    </svg>
  );
}

export function LockerMap({
  lockers,
  chosen,
  onPick,
  m,
}: {
  lockers: LockerItem[];
  chosen: string | null;
  onPick: (l: LockerItem) => void;
  m: DeliveryStepMessages;
}) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const [view, setView] = useState<MapView>(FULL_VIEW);
  const drag = useRef<{ x: number; y: number; view: MapView; moved: boolean } | null>(null);
  const suppressClick = useRef(false);
  const points = useMemo(() => project(lockers), [lockers]);
  useEffect(() => setView(FULL_VIEW), [lockers]);

  const height = (width * MAP_H) / MAP_W;
  const screen = points.map((p) => toScreen(p, view));
  const labels = lockers.map(pinLabel);
  const order = lockers
    .map((_, i) => i)
    .sort((a, b) => Number(lockers[b]?.code === chosen) - Number(lockers[a]?.code === chosen));
  const sides = placeLabels(
    screen.map((s) => ({ x: s.x * width, y: s.y * height })),
    labels.map(labelWidth),
    { width, height },
    order,
    undefined,
    // The zoom buttons' corner.
    [{ l: width - 60, t: 0, r: width, b: 160 }],
  );

  // The wheel zooms around the pointer (a non-passive listener, so the sheet does not scroll).
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const r = el.getBoundingClientRect();
      const f = { x: (e.clientX - r.left) / r.width, y: (e.clientY - r.top) / r.height };
      setView((v) => zoomAt(v, e.deltaY < 0 ? 1.25 : 1 / 1.25, fromScreen(f, v)));
    };
    el.addEventListener("wheel", onWheel, { passive: false });
    return () => el.removeEventListener("wheel", onWheel);
  }, [ref]);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    drag.current = { x: e.clientX, y: e.clientY, view, moved: false };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || width === 0) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < 6) return;
    if (!d.moved) e.currentTarget.setPointerCapture(e.pointerId);
    d.moved = true;
    const unit = MAP_W / d.view.zoom / width;
    setView(clampView({ ...d.view, cx: d.view.cx - dx * unit, cy: d.view.cy - dy * unit }));
  };
  const onPointerUp = () => {
    suppressClick.current = drag.current?.moved ?? false;
    drag.current = null;
  };
  const pan = (dx: number, dy: number) =>
    setView((v) =>
      clampView({ ...v, cx: v.cx + (dx * MAP_W) / v.zoom, cy: v.cy + (dy * MAP_H) / v.zoom }),
    );
  const keys: Record<string, () => void> = {
    "+": () => setView((v) => zoomAt(v, STEP)),
    "=": () => setView((v) => zoomAt(v, STEP)),
    "-": () => setView((v) => zoomAt(v, 1 / STEP)),
    ArrowLeft: () => pan(-0.2, 0),
    ArrowRight: () => pan(0.2, 0),
    ArrowUp: () => pan(0, -0.2),
    ArrowDown: () => pan(0, 0.2),
  };

  return (
    <div className="locker-map">
      <div
        ref={ref}
        className="locker-map__surface"
        role="group"
        aria-label={m["checkout.mapLabel"]}
        aria-describedby="locker-map-hint"
        data-zoom={view.zoom.toFixed(2)}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onClickCapture={(e) => {
          if (!suppressClick.current) return;
          suppressClick.current = false;
          e.preventDefault();
          e.stopPropagation();
        }}
        onKeyDown={(e) => {
          const action = keys[e.key];
          if (!action) return;
          e.preventDefault();
          action();
        }}
      >
        <Drawing view={view} />
        {lockers.map((l, i) => {
          const s = screen[i];
          if (!s || s.x < 0 || s.x > 1 || s.y < 0 || s.y > 1) return null;
          const side = sides[i] ?? null;
          const isChosen = l.code === chosen;
          return (
            <button
              key={l.code}
              type="button"
              className={cx(
                "locker-pin",
                side === "left" && "locker-pin--left",
                isChosen && "locker-pin--chosen",
              )}
              style={{ left: `${s.x * 100}%`, top: `${s.y * 100}%` }}
              aria-label={`${l.name}, ${l.address}, ${l.postCode} ${l.city}`}
              aria-pressed={isChosen}
              title={`${l.name} — ${l.address}, ${l.city}`}
              onClick={() => onPick(l)}
            >
              <span className="locker-pin__dot" aria-hidden="true" />
              {side ? (
                <span className="locker-pin__label" aria-hidden="true">
                  {labels[i]}
                </span>
              ) : null}
            </button>
          );
        })}
        <div className="locker-map__controls">
          <Button
            variant="secondary"
            square
            aria-label={m["checkout.zoomIn"]}
            disabled={view.zoom >= 16}
            onClick={() => setView((v) => zoomAt(v, STEP))}
          >
            +
          </Button>
          <Button
            variant="secondary"
            square
            aria-label={m["checkout.zoomOut"]}
            disabled={view.zoom <= 1}
            onClick={() => setView((v) => zoomAt(v, 1 / STEP))}
          >
            −
          </Button>
          <Button
            variant="secondary"
            square
            aria-label={m["checkout.zoomReset"]}
            disabled={view.zoom <= 1}
            onClick={() => setView(FULL_VIEW)}
          >
            ⤢
          </Button>
        </div>
      </div>
      <p id="locker-map-hint" className="locker-map__hint">
        {m["checkout.mapHint"]}
      </p>
    </div>
  );
}
