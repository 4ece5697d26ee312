/**
 * Parcel-locker picker: a button with the chosen point (default 'Wybierz
 * punkt odbioru') that opens a modal (a bottom sheet on phones) with a search
 * by city, code, address or post code over the backend's locker list, shown
 * as a list or as a map (tabs). Choosing from the list closes the modal;
 * tapping a pin on the map chooses it and keeps the map open with the chosen
 * point highlighted and described, so a mis-tap is easy to correct.
 */
import { useEffect, useMemo, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { cx } from "../../../components/ui/class-names";
import { Modal } from "../../../components/ui/Modal";
import { Skeleton } from "../../../components/ui/Skeleton";
import { Tabs } from "../../../components/ui/Tabs";
import { TextField } from "../../../components/ui/TextField";
import type { Locker } from "../../../domain/checkout/delivery.types";
import { apiGet, latest, SUPERSEDED } from "../../shared/api-client";
import { useDebounced } from "../use-debounced";
import type { DeliveryStepMessages } from "./delivery-step.keys";
import { LockerMap } from "./LockerMap";

/** A locker as the lockers endpoint answers it (the carrier is known from the picker). */
export type LockerItem = Omit<Locker, "carrier"> & { carrier?: string };

type LockerView = "list" | "map";

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

function LockerList({
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
  return (
    <ul className="locker-list" aria-label={m["delivery.lockerTitle"]}>
      {lockers.map((l) => (
        <li
          key={l.code}
          className={cx("locker-list__item", l.code === chosen && "locker-list__item--chosen")}
        >
          <div className="locker-list__text">
            <strong>{l.name}</strong>
            <span className="muted">
              {l.address}, {l.postCode} {l.city}
            </span>
            {l.code === chosen ? (
              <span className="badge badge--new">{m["checkout.lockerChosen"]}</span>
            ) : null}
          </div>
          <Button
            variant={l.code === chosen ? "primary" : "secondary"}
            size="sm"
            aria-label={`${m["delivery.lockerChoose"]} ${l.code}`}
            onClick={() => onPick(l)}
          >
            {m["delivery.lockerChoose"]}
          </Button>
        </li>
      ))}
    </ul>
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
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [view, setView] = useState<LockerView>("list");
  const [picked, setPicked] = useState<LockerItem | null>(null);
  const lockers = useLockers(open, carrier, query);
  const chosenCode = chosen?.code ?? null;
  const fromList = (l: LockerItem) => {
    onChoose(l);
    setOpen(false);
  };
  const fromMap = (l: LockerItem) => {
    onChoose(l);
    setPicked(l);
  };
  const shownChoice = picked && picked.code === chosenCode ? picked : null;
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
                {shownChoice ? (
                  <span className="muted">
                    {" "}
                    · {shownChoice.address}, {shownChoice.city}
                  </span>
                ) : null}
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
        <Tabs<LockerView>
          label={m["checkout.lockerViews"]}
          tabs={[
            { value: "list", label: m["delivery.lockerList"] },
            { value: "map", label: m["delivery.lockerMap"] },
          ]}
          selected={view}
          onSelect={setView}
        >
          {lockers === null ? (
            <Skeleton height={view === "map" ? 260 : 180} />
          ) : lockers.length === 0 ? (
            <p className="muted">{m["delivery.lockerNone"]}</p>
          ) : view === "map" ? (
            <LockerMap lockers={lockers} chosen={chosenCode} onPick={fromMap} m={m} />
          ) : (
            <LockerList lockers={lockers} chosen={chosenCode} onPick={fromList} m={m} />
          )}
        </Tabs>
      </Modal>
    </div>
  );
}
