/**
 * Gift card code (spec 1 §5 Gift card): looked up by the server's quote once
 * it is longer than 6 characters; 'not valid' (the field's error) when no
 * usable card is found, its value (and whether it covers the whole total) as
 * a success alert otherwise. Past the shopper's lookup limit the card is not
 * looked up and the field says when to try again.
 */
import { Alert } from "../../components/ui/Alert";
import { TextField } from "../../components/ui/TextField";
import type { GiftCardQuote } from "../../contracts/quote.types";
import { format } from "../../i18n/format";
import type { DeliveryStepMessages } from "./delivery/delivery-step.keys";
import { typeGiftCard } from "./checkout.store";

export type GiftCardMessages = Pick<
  DeliveryStepMessages,
  | "basket.giftCard.label"
  | "basket.giftCard.notValid"
  | "basket.giftCard.tooMany"
  | "basket.giftCard.value"
  | "basket.giftCard.coversAll"
>;

export const GIFT_CARD_KEYS = [
  "basket.giftCard.label",
  "basket.giftCard.notValid",
  "basket.giftCard.tooMany",
  "basket.giftCard.value",
  "basket.giftCard.coversAll",
] as const satisfies readonly (keyof GiftCardMessages)[];

interface Props {
  m: GiftCardMessages;
  money: (amount: number) => string;
  typed: string;
  /** The server's answer for the looked-up code, null before one is known. */
  card: GiftCardQuote | null;
}

function cardError(m: GiftCardMessages, card: GiftCardQuote | null): string | undefined {
  if (!card || card.ok) return undefined;
  if (card.error === "tooManyRequests")
    return format(m["basket.giftCard.tooMany"], { minutes: Math.ceil(card.retryAfter / 60) });
  return m["basket.giftCard.notValid"];
}

export function GiftCardField({ m, money, typed, card }: Props) {
  return (
    <div className="gift-card">
      <TextField
        label={m["basket.giftCard.label"]}
        value={typed}
        maxLength={64}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        error={cardError(m, card)}
        onChange={(e) => typeGiftCard(e.currentTarget.value)}
      />
      {card?.ok ? (
        <Alert tone="success">
          {format(m["basket.giftCard.value"], { amount: money(card.value) })}
          {card.coversTotal ? ` — ${m["basket.giftCard.coversAll"]}` : ""}
        </Alert>
      ) : null}
    </div>
  );
}
