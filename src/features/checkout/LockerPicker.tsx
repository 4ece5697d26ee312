/**
 * Parcel-locker picker: a button with the chosen point (default 'Wybierz
 * punkt odbioru') that opens a modal with a search by city or code over the
 * backend's locker list, as a list or as a map drawn in SVG from the
 * lockers' coordinates (1080 × 800, no outside tile server).
 */
import { useEffect, useRef, useState } from "react";
import type { Locker } from "../../domain/delivery.types";
import type { DeliveryStepMessages } from "./delivery-step.keys";

/** A locker as the lockers endpoint answers it (the carrier is known from the picker). */
export type LockerItem = Omit<Locker, "carrier"> & { carrier?: string };

const W = 1080;
const H = 800;

function LockerMap({
  lockers,
  onPick,
}: {
  lockers: LockerItem[];
  onPick: (l: LockerItem) => void;
}) {
  if (lockers.length === 0) return null;
  const lats = lockers.map((l) => l.lat);
  const lngs = lockers.map((l) => l.lng);
  const [minLat, maxLat, minLng, maxLng] = [
    Math.min(...lats),
    Math.max(...lats),
    Math.min(...lngs),
    Math.max(...lngs),
  ];
  const x = (lng: number) => 40 + ((lng - minLng) / (maxLng - minLng || 1)) * (W - 80);
  const y = (lat: number) => 40 + ((maxLat - lat) / (maxLat - minLat || 1)) * (H - 80);
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label="map" className="locker-map">
      <rect width={W} height={H} fill="#eef3f7" />
      {lockers.map((l) => (
        <g
          key={l.code}
          role="button"
          aria-label={`${l.name}, ${l.city}`}
          tabIndex={0}
          onClick={() => onPick(l)}
          onKeyDown={(e) => e.key === "Enter" && onPick(l)}
        >
          <circle cx={x(l.lng)} cy={y(l.lat)} r={9} fill="#d33" />
          <title>{`${l.name} — ${l.address}, ${l.city}`}</title>
        </g>
      ))}
    </svg>
  );
}

export function LockerPicker({
  carrier,
  chosen,
  onChoose,
  m,
}: {
  carrier: string;
  chosen: { code: string; name: string } | null;
  onChoose: (l: LockerItem) => void;
  m: DeliveryStepMessages;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [view, setView] = useState<"list" | "map">("list");
  const [lockers, setLockers] = useState<LockerItem[]>([]);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => {
      fetch(`/api/public/lockers?carrier=${carrier}&query=${encodeURIComponent(query)}`)
        .then((r) => (r.ok ? (r.json() as Promise<LockerItem[]>) : []))
        .catch(() => [] as LockerItem[])
        .then(setLockers);
    }, 250);
    return () => clearTimeout(timer);
  }, [open, query, carrier]);
  useEffect(() => {
    const d = dialog.current;
    if (open && d && !d.open) d.showModal();
    if (!open && d?.open) d.close();
  }, [open]);
  const pick = (l: LockerItem) => {
    onChoose(l);
    setOpen(false);
  };
  return (
    <div className="locker">
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        {chosen ? `${chosen.name} (${chosen.code})` : m["delivery.lockerDefault"]}
      </button>
      <dialog
        ref={dialog}
        className="modal modal--wide"
        aria-label={m["delivery.lockerTitle"]}
        onClose={() => setOpen(false)}
      >
        <div className="modal__head">
          <h2>{m["delivery.lockerTitle"]}</h2>
          <button type="button" aria-label={m["basket.close"]} onClick={() => setOpen(false)}>
            ×
          </button>
        </div>
        <input
          type="search"
          aria-label={m["delivery.lockerSearch"]}
          placeholder={m["delivery.lockerSearch"]}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
        />
        <div role="tablist">
          <button
            type="button"
            role="tab"
            aria-selected={view === "list"}
            onClick={() => setView("list")}
          >
            {m["delivery.lockerList"]}
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={view === "map"}
            onClick={() => setView("map")}
          >
            {m["delivery.lockerMap"]}
          </button>
        </div>
        {lockers.length === 0 ? <p>{m["delivery.lockerNone"]}</p> : null}
        {view === "map" ? (
          <LockerMap lockers={lockers} onPick={pick} />
        ) : (
          <ul className="locker-list" aria-label={m["delivery.lockerTitle"]}>
            {lockers.map((l) => (
              <li key={l.code}>
                <strong>{l.name}</strong> {l.address}, {l.postCode} {l.city}{" "}
                <button
                  type="button"
                  aria-label={`${m["delivery.lockerChoose"]} ${l.code}`}
                  onClick={() => pick(l)}
                >
                  {m["delivery.lockerChoose"]}
                </button>
              </li>
            ))}
          </ul>
        )}
      </dialog>
    </div>
  );
}
