/**
 * The timed-delivery day and time of a chosen option (spec 1 §9 date picker):
 * two design-system selects side by side (stacked on phones), which open the
 * phone's own picker. Days are the server's `slotDays` (minimum lead 48 h,
 * maximum 8760 h, excluded days and weekday hours already applied), shown as
 * the weekday and DD.MM.YYYY; times are that day's allowed 15-minute slots.
 * Days and times are the shop's wall clock (the option's `timeZone`), not the
 * device's: a shopper abroad picks the hour the courier will come.
 */
import { SelectField } from "../../../components/ui/SelectField";
import { DEFAULT_TIME_ZONE, weekdayName } from "../../../domain/shop/dates";
import { parseSlot, slotsForDay } from "../../../domain/checkout/delivery-availability";
import type { DeliveryOption } from "../../../domain/checkout/delivery.types";
import { chooseDelivery } from "../order.actions";
import type { OrderDelivery } from "../order.store";
import type { DeliveryStepMessages } from "./delivery-step.keys";

/** "pon. 25.11.2026" for "2026-11-25" (spec 1 §9: DD.MM.YYYY). */
export function dayLabel(day: string, locale: string): string {
  const date = parseSlot(day, "00:00");
  const weekday = date ? `${weekdayName(date, locale)} ` : "";
  return `${weekday}${day.split("-").reverse().join(".")}`;
}

export function DeliveryDate({
  option,
  chosen,
  m,
  locale,
}: {
  option: DeliveryOption;
  chosen: OrderDelivery;
  m: DeliveryStepMessages;
  locale: string;
}) {
  const day = chosen.date ? parseSlot(chosen.date, "00:00") : null;
  const zone = option.timeZone ?? DEFAULT_TIME_ZONE;
  const times = day ? slotsForDay(day, option.timeLogic ?? undefined, Date.now(), zone) : [];
  return (
    <div className="form-row delivery-date">
      <SelectField
        label={m["delivery.date"]}
        value={chosen.date ?? ""}
        options={[
          { value: "", label: m["delivery.chooseDay"] },
          ...(option.slotDays ?? []).map((d) => ({ value: d, label: dayLabel(d, locale) })),
        ]}
        onChange={(e) => chooseDelivery({ id: option.id, date: e.currentTarget.value })}
      />
      <SelectField
        label={m["delivery.time"]}
        value={chosen.time ?? ""}
        disabled={!chosen.date}
        options={[{ value: "", label: "—" }, ...times.map((t) => ({ value: t, label: t }))]}
        onChange={(e) =>
          chooseDelivery({ id: option.id, date: chosen.date, time: e.currentTarget.value })
        }
      />
    </div>
  );
}
