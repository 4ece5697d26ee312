/**
 * Card details typed into the braintree card form (spec 2 §5: the order
 * button is disabled while "braintree card details" are invalid). The
 * number has 12 to 19 digits (spaces and dashes ignored) and passes the
 * Luhn check; the expiry is MM/YY (or MM/YYYY) and not before the current
 * month; the security code has three or four digits. Pure: the clock is
 * passed in. The details never leave the browser except to the payment
 * provider's tokenizer.
 */

export interface CardDetails {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardDetails;

export const EMPTY_CARD: CardDetails = { number: "", expiry: "", cvc: "" };

export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, "");
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The expiry's month and four-digit year, or null when it is not MM/YY or MM/YYYY. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** The fields of the card that are not valid at `now` (empty when the card may be used). */
export function checkCard(card: CardDetails, now: Date): CardField[] {
  const bad: CardField[] = [];
  const digits = cardDigits(card.number);
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) bad.push("number");
  const expiry = parseExpiry(card.expiry);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (!expiry || expiry.year * 12 + (expiry.month - 1) < thisMonth) bad.push("expiry");
  if (!/^\d{3,4}$/.test(card.cvc.trim())) bad.push("cvc");
  return bad;
}
