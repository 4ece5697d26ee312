/**
 * The delivery options of the server's quote as radio cards: name, days
 * ('1 dzień', '2 dni'), the free-delivery hint and the price (or 'free');
 * below the chosen card (never inside its label) its locker picker or
 * delivery date. While a new quote is on its way the previous options stay
 * visible but busy and cannot be chosen. Prices follow the display mode (net
 * and gross, labelled in net modes, one above the other); the free-delivery
 * hint's missing amount is measured gross, so it is labelled gross in net
 * modes.
 */
import { Amount } from "../../../components/ui/Amount";
import { Choice } from "../../../components/ui/Choice";
import { Skeleton } from "../../../components/ui/Skeleton";
import type { DeliveryOption } from "../../../domain/checkout/delivery.types";
import type { FreeHint } from "../../../domain/checkout/delivery-availability";
import { format } from "../../../i18n/format";
import type { PriceTexts } from "../../basket/price-texts";
import { chooseDelivery } from "../order.actions";
import type { OrderDelivery } from "../order.store";
import { DeliveryDate } from "./DeliveryDate";
import type { DeliveryStepMessages } from "./delivery-step.keys";
import { LockerPicker } from "./LockerPicker";
import type { MapTiles } from "../../../contracts/map-tiles.types";

interface Props {
  m: DeliveryStepMessages;
  texts: PriceTexts;
  /** The shop's locale, for the delivery days' names. */
  locale: string;
  /** The options to show, null before the first quote. */
  options: DeliveryOption[] | null;
  /** The options answer an older request: shown, but busy. */
  busy: boolean;
  chosen: OrderDelivery | null;
  /** The locker map's tile source. */
  tiles: MapTiles;
}

function OptionExtra({
  option: o,
  chosen,
  m,
  locale,
  tiles,
}: {
  option: DeliveryOption;
  chosen: OrderDelivery;
  m: DeliveryStepMessages;
  locale: string;
  tiles: MapTiles;
}) {
  if (!o.lockerCarrier && !o.timeEnabled) return null;
  return (
    <div className="delivery-option__extra">
      {o.lockerCarrier ? (
        <LockerPicker
          carrier={o.lockerCarrier}
          tiles={tiles}
          m={m}
          chosen={
            chosen.lockerCode ? { code: chosen.lockerCode, name: chosen.lockerName ?? "" } : null
          }
          onChoose={(l) => chooseDelivery({ id: o.id, lockerCode: l.code, lockerName: l.name })}
        />
      ) : null}
      {o.timeEnabled ? <DeliveryDate option={o} chosen={chosen} m={m} locale={locale} /> : null}
    </div>
  );
}

export function DeliveryOptions({ m, texts, locale, options, busy, chosen, tiles }: Props) {
  const days = (n: number) =>
    format(n === 1 ? m["delivery.oneDay"] : m["delivery.manyDays"], { count: n });
  const hint = (h: FreeHint) =>
    h.kind === "value"
      ? format(m["delivery.freeHintValue"], { amount: texts.gross(h.missing) })
      : format(m["delivery.freeHintCount"], { count: h.missing });
  const price = (o: DeliveryOption) =>
    o.free ? (
      <span className="delivery-option__free">{m["delivery.free"]}</span>
    ) : (
      <span data-delivery-price>
        {o.priceNetto === undefined ? (
          texts.gross(o.price)
        ) : (
          <Amount lines={texts.lines(o.price, o.priceNetto)} />
        )}
      </span>
    );
  return (
    <section className="panel" aria-labelledby="delivery-heading">
      <h2 id="delivery-heading" className="panel__title">
        {m["delivery.options"]}
      </h2>
      {options && options.length === 0 && !busy ? (
        <p className="muted">{m["delivery.none"]}</p>
      ) : null}
      {options === null ? (
        <div className="choices" aria-hidden="true">
          <Skeleton height={64} />
          <Skeleton height={64} />
          <Skeleton height={64} />
        </div>
      ) : null}
      <div
        role="radiogroup"
        aria-label={m["delivery.options"]}
        aria-busy={busy}
        className="choices delivery-options"
      >
        {(options ?? []).map((o) => (
          <div key={o.id} className="delivery-option">
            <Choice
              card
              type="radio"
              name="delivery"
              checked={chosen?.id === o.id}
              disabled={busy}
              onChange={() => chooseDelivery({ id: o.id })}
              title={o.name}
              text={
                o.days > 0 || o.freeHint ? (
                  <>
                    {o.days > 0 ? (
                      <span className="delivery-option__days">{days(o.days)}</span>
                    ) : null}
                    {o.freeHint ? (
                      <span className="delivery-option__hint">{hint(o.freeHint)}</span>
                    ) : null}
                  </>
                ) : undefined
              }
              aside={price(o)}
            />
            {chosen?.id === o.id ? (
              <OptionExtra option={o} chosen={chosen} m={m} locale={locale} tiles={tiles} />
            ) : null}
          </div>
        ))}
      </div>
    </section>
  );
}
