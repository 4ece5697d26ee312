/**
 * What the back office's order and return search looks for (issue 44 item 14), read from what
 * the owner typed, so that each kind is one indexed lookup rather than a scan of every order:
 * - a whole order number `2026/12/01/XMV002`, or a return's `R/2026/12/01/XMV002/1`;
 * - the number's own part `XMV002` (three letters and the day's sequence), in any case, or a
 *   return's `XMV002/1`;
 * - an e-mail address (the whole address, in any case: orders keep it lowercased);
 * - a phone number however it is written (`+48 601 234 567`, `601-234-567`, `0048601234567`):
 *   compared by its last nine digits, so the country code and a trunk zero drop out;
 * - anything else is a part of the customer's name (the one search that reads every order).
 */

export type OrderSearch =
  | { kind: "number"; no: string }
  | { kind: "suffix"; suffix: string }
  | { kind: "return"; no: string }
  | { kind: "returnSuffix"; suffix: string; seq: number }
  | { kind: "email"; email: string }
  | { kind: "phone"; tail: string }
  | { kind: "name"; text: string };

/** Digits a phone is compared by: its last nine (all of them when it has fewer). */
const PHONE_DIGITS = 9;

/** The shortest phone searched as a phone (fewer digits could be anything). */
const PHONE_MIN = 7;

/** The start of an order number's own part: the date prefix `YYYY/MM/DD/` is 11 characters. */
export const ORDER_NO_SUFFIX_AT = 12;

/** How a phone is kept for the search: its last nine digits, null without any digit. */
export function phoneTail(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/\D/g, "");
  return digits ? digits.slice(-PHONE_DIGITS) : null;
}

const NUMBER = /^\d{4}\/\d{2}\/\d{2}\/[A-Z]{3}\d{3,}$/;
const RETURN = /^R\/\d{4}\/\d{2}\/\d{2}\/[A-Z]{3}\d{3,}\/\d+$/;
const SUFFIX = /^[A-Z]{3}\d{3,}$/;
const RETURN_SUFFIX = /^([A-Z]{3}\d{3,})\/(\d{1,4})$/;
const PHONE = /^\+?[\d\s()./-]+$/;

/** What a search for `typed` looks for; null for an empty search. */
export function orderSearch(typed: string): OrderSearch | null {
  const text = typed.replace(/\s+/g, " ").trim();
  if (!text) return null;
  const upper = text.toUpperCase();
  if (NUMBER.test(upper)) return { kind: "number", no: upper };
  if (RETURN.test(upper)) return { kind: "return", no: upper };
  if (SUFFIX.test(upper)) return { kind: "suffix", suffix: upper };
  const ret = RETURN_SUFFIX.exec(upper);
  if (ret) return { kind: "returnSuffix", suffix: ret[1] ?? "", seq: Number(ret[2]) };
  if (text.includes("@")) return { kind: "email", email: text.toLowerCase() };
  if (PHONE.test(text)) {
    const tail = phoneTail(text);
    if (tail && text.replace(/\D/g, "").length >= PHONE_MIN) return { kind: "phone", tail };
  }
  return { kind: "name", text: text.toLowerCase() };
}
