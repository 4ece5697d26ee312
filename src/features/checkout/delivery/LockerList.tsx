/**
 * The picker's list of lockers found (beside the map, below it on a phone):
 * each locker's name and address and a "Wybierz" button naming its code; the
 * chosen one is highlighted and marked.
 */
import { Button } from "../../../components/ui/Button";
import { cx } from "../../../components/ui/class-names";
import type { DeliveryStepMessages } from "./delivery-step.keys";
import type { LockerItem } from "./LockerPicker";

export function LockerList({
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
