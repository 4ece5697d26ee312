/** The timed-delivery day and 15-minute time pickers of a chosen option (spec 1 §9 date picker). */
import { parseSlot, slotsForDay } from "../../domain/delivery-availability";
import type { DeliveryOption } from "../../domain/delivery.types";
import { chooseDelivery, type OrderDelivery } from "../basket/order.store";
import type { DeliveryStepMessages } from "./delivery-step.keys";

export function DeliveryDate({
  option,
  chosen,
  m,
}: {
  option: DeliveryOption;
  chosen: OrderDelivery;
  m: DeliveryStepMessages;
}) {
  const day = chosen.date ? parseSlot(chosen.date, "00:00") : null;
  const times = day ? slotsForDay(day, option.timeLogic ?? undefined, Date.now()) : [];
  return (
    <div className="delivery-date">
      <label>
        {m["delivery.date"]}{" "}
        <select
          value={chosen.date ?? ""}
          onChange={(e) => chooseDelivery({ id: option.id, date: e.currentTarget.value })}
        >
          <option value="">{m["delivery.chooseDay"]}</option>
          {(option.slotDays ?? []).map((d) => (
            <option key={d} value={d}>
              {d.split("-").reverse().join(".")}
            </option>
          ))}
        </select>
      </label>{" "}
      {chosen.date ? (
        <label>
          {m["delivery.time"]}{" "}
          <select
            value={chosen.time ?? ""}
            onChange={(e) =>
              chooseDelivery({ id: option.id, date: chosen.date, time: e.currentTarget.value })
            }
          >
            <option value="">—</option>
            {times.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}
