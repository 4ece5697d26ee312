/**
 * Gift card code (spec 1 §5 Gift card): looked up by the server's quote once
 * it is longer than 6 characters; 'not valid' when no usable card is found,
 * its value (and whether it covers the whole total) otherwise.
 */
import type { GiftCardQuote } from "../../contracts/quote.types";
import { fill as format } from "../basket/fill";
import type { DeliveryStepMessages } from "./delivery-step.keys";
import { typeGiftCard } from "./checkout.store";

interface Props {
  m: DeliveryStepMessages;
  money: (amount: number) => string;
  typed: string;
  /** The server's answer for the looked-up code, null before one is known. */
  card: GiftCardQuote | null;
}

export function GiftCardField({ m, money, typed, card }: Props) {
  return (
    <>
      <label>
        {m["basket.giftCard.label"]}{" "}
        <input value={typed} maxLength={64} onChange={(e) => typeGiftCard(e.currentTarget.value)} />
      </label>
      {card && !card.ok ? <p role="alert">{m["basket.giftCard.notValid"]}</p> : null}
      {card?.ok ? (
        <p role="status">
          {format(m["basket.giftCard.value"], { amount: money(card.value) })}
          {card.coversTotal ? ` — ${m["basket.giftCard.coversAll"]}` : ""}
        </p>
      ) : null}
    </>
  );
}
