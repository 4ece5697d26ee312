/**
 * Gift cards (spec 1 §5 Gift card): 'not valid' shows once the typed code is
 * longer than 6 characters and no card is found. When the card's remaining
 * value covers the total, only the gift-card payment type is offered: the
 * quote says so (`coversTotal`), and the payment step, which lists payment
 * types, applies it there (an earlier `paymentTypesFor` here had no caller,
 * as this storefront has no payment step yet, and was removed).
 * Card values are converted from the card's currency through the base
 * currency (rates are "units per base unit").
 */
import { round2 } from "../pricing/rounding";

export const GIFT_CARD_MIN_LOOKUP_LENGTH = 7;

export interface GiftCard {
  code: string;
  value: number;
  usedValue: number;
  currency: string;
  validUntil: string;
  active: boolean;
}

/** Whether the typed code is long enough to be looked up (more than 6 characters). */
export function shouldLookUpGiftCard(code: string): boolean {
  return code.trim().length >= GIFT_CARD_MIN_LOOKUP_LENGTH;
}

/** The card's remaining value in the shopper's currency; null when the card is not usable. */
export function giftCardValue(
  card: GiftCard | null | undefined,
  input: { now: number; currencyRate: number; cardCurrencyRate: number | undefined },
): number | null {
  if (!card || !card.active) return null;
  const until = Date.parse(card.validUntil);
  if (!Number.isFinite(until) || until <= input.now) return null;
  const left = card.value - card.usedValue;
  if (!Number.isFinite(left) || left <= 0) return null;
  const fromRate = input.cardCurrencyRate;
  if (!fromRate || !Number.isFinite(fromRate) || fromRate <= 0) return null;
  return round2((left / fromRate) * input.currencyRate);
}

/** The amount the card pays: its value, at most the total. */
export function giftCardCoverage(value: number, total: number): number {
  if (!Number.isFinite(value) || !Number.isFinite(total)) return 0;
  return round2(Math.max(0, Math.min(value, total)));
}
