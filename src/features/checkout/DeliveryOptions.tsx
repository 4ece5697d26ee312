/**
 * Delivery country, post code and the delivery options of the server's
 * quote: price (or 'free'), days, the free-delivery hint, and for the chosen
 * option its locker picker or delivery date. While a new quote is on its way
 * the previous options stay visible but busy and cannot be chosen. Prices
 * follow the display mode (net and gross, labelled in net modes); the
 * free-delivery hint's missing amount is measured gross, so it is labelled
 * gross in net modes.
 */
import type { DeliveryOption } from "../../domain/delivery.types";
import type { FreeHint } from "../../domain/delivery-availability";
import { fill as format } from "../basket/fill";
import type { PriceTexts } from "../basket/price-texts";
import { chooseDelivery, setDeliveryCountry, type OrderDelivery } from "../basket/order.store";
import { DeliveryDate } from "./DeliveryDate";
import type { DeliveryStepMessages } from "./delivery-step.keys";
import { FoodCheck } from "./FoodCheck";
import { LockerPicker } from "./LockerPicker";
import { setPostCode } from "./checkout.store";

interface Props {
  m: DeliveryStepMessages;
  texts: PriceTexts;
  countries: { code: string; name: string }[];
  country: string;
  postCode: string;
  /** The options to show, null before the first quote. */
  options: DeliveryOption[] | null;
  /** The options answer an older request: shown, but busy. */
  busy: boolean;
  chosen: OrderDelivery | null;
}

export function DeliveryOptions({
  m,
  texts,
  countries,
  country,
  postCode,
  options,
  busy,
  chosen,
}: Props) {
  const days = (n: number) =>
    format(n === 1 ? m["delivery.oneDay"] : m["delivery.manyDays"], { count: n });
  const hint = (h: FreeHint) =>
    h.kind === "value"
      ? format(m["delivery.freeHintValue"], { amount: texts.gross(h.missing) })
      : format(m["delivery.freeHintCount"], { count: h.missing });
  return (
    <section aria-labelledby="delivery-heading">
      <h2 id="delivery-heading">{m["delivery.options"]}</h2>
      <label>
        {m["delivery.country"]}{" "}
        <select value={country} onChange={(e) => setDeliveryCountry(e.currentTarget.value)}>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </label>{" "}
      <label>
        {m["delivery.postCode"]}{" "}
        <input
          value={postCode}
          maxLength={10}
          onChange={(e) => setPostCode(e.currentTarget.value.trim())}
        />
      </label>
      <FoodCheck postCode={postCode} m={m} />
      {options && options.length === 0 && !busy ? <p>{m["delivery.none"]}</p> : null}
      <div
        role="radiogroup"
        aria-label={m["delivery.options"]}
        aria-busy={busy}
        className="delivery-options"
      >
        {(options ?? []).map((o) => (
          <div key={o.id} className="delivery-option">
            <label>
              <input
                type="radio"
                name="delivery"
                checked={chosen?.id === o.id}
                disabled={busy}
                onChange={() => chooseDelivery({ id: o.id })}
              />{" "}
              <span>{o.name}</span> —{" "}
              <span data-delivery-price>
                {o.free
                  ? m["delivery.free"]
                  : o.priceNetto === undefined
                    ? texts.gross(o.price)
                    : texts.both(o.price, o.priceNetto)}
              </span>
              {o.days > 0 ? <span> · {days(o.days)}</span> : null}
            </label>
            {o.freeHint ? <div className="delivery-option__hint">{hint(o.freeHint)}</div> : null}
            {chosen?.id === o.id && o.lockerCarrier ? (
              <LockerPicker
                carrier={o.lockerCarrier}
                m={m}
                chosen={
                  chosen.lockerCode
                    ? { code: chosen.lockerCode, name: chosen.lockerName ?? "" }
                    : null
                }
                onChoose={(l) =>
                  chooseDelivery({ id: o.id, lockerCode: l.code, lockerName: l.name })
                }
              />
            ) : null}
            {chosen?.id === o.id && o.timeEnabled ? (
              <DeliveryDate option={o} chosen={chosen} m={m} />
            ) : null}
          </div>
        ))}
      </div>
    </section>
  );
}
