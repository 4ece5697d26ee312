/**
 * Parcel-locker picker: a button with the chosen point (default 'Wybierz
 * punkt odbioru', its address below once known) that opens a modal (a bottom
 * sheet on phones) with a search by city, post code, code or address over the
 * backend's locker list, shown as a list beside a map (below it on a phone).
 * The map (Leaflet, `LockerMap.tsx`) is imported only when the modal opens,
 * so it is never part of the page's first JavaScript. Choosing from the list
 * closes the modal; tapping a pin chooses it and keeps the map open with the
 * chosen point highlighted and its address shown, so a mis-tap is easy to
 * correct.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { cx } from "../../../components/ui/class-names";
import { Modal } from "../../../components/ui/Modal";
import { Skeleton } from "../../../components/ui/Skeleton";
import { TextField } from "../../../components/ui/TextField";
import type { MapTiles } from "../../../contracts/map-tiles.types";
import type { Locker } from "../../../domain/checkout/delivery.types";
import { apiGet, latest, SUPERSEDED } from "../../shared/api-client";
import { useDebounced } from "../use-debounced";
import { LockerList } from "./LockerList";
import type { DeliveryStepMessages } from "./delivery-step.keys";

const LockerMap = lazy(() => import("./LockerMap").then((mod) => ({ default: mod.LockerMap })));

/** A locker as the lockers endpoint answers it (the carrier is known from the picker). */
export type LockerItem = Omit<Locker, "carrier"> & { carrier?: string };

/**
 * The lockers matching the search, once typing pauses for 250 ms; a newer search aborts the
 * older one, and closing the picker aborts the search under way.
 */
function useLockers(open: boolean, carrier: string, query: string): LockerItem[] | null {
  const [lockers, setLockers] = useState<LockerItem[] | null>(null);
  const settled = useDebounced(query, 250);
  const series = useMemo(latest, []);
  useEffect(() => {
    if (!open) return;
    void series
      .run((signal) =>
        apiGet<LockerItem[]>("/api/public/lockers", {
          query: { carrier, query: settled },
          signal,
        }),
      )
      .then((answer) => {
        // A failed request (status 0) keeps the list shown; an error answer shows none.
        if (answer !== SUPERSEDED && answer.status) setLockers(answer.ok ? answer.data : []);
      });
    return () => series.cancel();
  }, [open, settled, carrier, series]);
  return lockers;
}

/** "ul. Długa 5, 30-001 Kraków". */
const addressOf = (l: LockerItem) => `${l.address}, ${l.postCode} ${l.city}`;

export function LockerPicker({
  carrier,
  chosen,
  onChoose,
  tiles,
  m,
}: {
  carrier: string;
  chosen: { code: string; name: string } | null;
  onChoose: (l: LockerItem) => void;
  tiles: MapTiles;
  m: DeliveryStepMessages;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [picked, setPicked] = useState<LockerItem | null>(null);
  const lockers = useLockers(open, carrier, query);
  const chosenCode = chosen?.code ?? null;
  const choose = (l: LockerItem) => {
    onChoose(l);
    setPicked(l);
  };
  const fromList = (l: LockerItem) => {
    choose(l);
    setOpen(false);
  };
  // The chosen locker's details: picked here, or found among the lockers listed.
  const shownChoice =
    (picked?.code === chosenCode ? picked : null) ??
    lockers?.find((l) => l.code === chosenCode) ??
    null;
  return (
    <div className="locker">
      <Button
        variant="secondary"
        block
        className={cx("locker__open", chosen && "locker__open--chosen")}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span className="locker__pin" aria-hidden="true" />
        {chosen ? (
          <span className="locker__chosen">
            <span className="locker__name">{chosen.name || chosen.code}</span>
            <span className="locker__change">{m["checkout.change"]}</span>
          </span>
        ) : (
          <span className="locker__name">{m["delivery.lockerDefault"]}</span>
        )}
      </Button>
      {chosen && shownChoice ? (
        <p className="locker__address muted">{addressOf(shownChoice)}</p>
      ) : null}
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={m["delivery.lockerTitle"]}
        closeLabel={m["basket.close"]}
        wide
        className="locker-modal"
        footer={
          chosen ? (
            <>
              <p className="locker-modal__chosen" role="status">
                <span className="muted">{m["checkout.lockerChosen"]}:</span>{" "}
                <strong>{chosen.name || chosen.code}</strong>
                {shownChoice ? <span className="muted"> · {addressOf(shownChoice)}</span> : null}
              </p>
              <Button onClick={() => setOpen(false)}>{m["checkout.lockerDone"]}</Button>
            </>
          ) : undefined
        }
      >
        <div className="locker-modal__tools">
          <TextField
            type="search"
            label={m["delivery.lockerSearch"]}
            hideLabel
            placeholder={m["delivery.lockerSearch"]}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            className="locker-modal__search"
          />
        </div>
        {lockers === null ? (
          <Skeleton height={180} />
        ) : lockers.length === 0 ? (
          <p className="muted">{m["delivery.lockerNone"]}</p>
        ) : (
          <div className="locker-browse">
            <div className="locker-browse__list">
              <LockerList lockers={lockers} chosen={chosenCode} onPick={fromList} m={m} />
            </div>
            <div className="locker-browse__map">
              <Suspense fallback={<div className="locker-map__surface locker-map__loading" />}>
                <LockerMap
                  lockers={lockers}
                  chosen={chosenCode}
                  onPick={choose}
                  tiles={tiles}
                  m={m}
                />
              </Suspense>
            </div>
          </div>
        )}
      </Modal>
    </div>
  );
}
