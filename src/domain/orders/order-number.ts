/**
 * Order numbers in the spec's form `2004/01/02/XYZ001` (spec 2 §7
 * placeholder): the order's date in the shop's time zone (an order placed at
 * 23:30 UTC on 10 March is a Warsaw order of 11 March), three letters and a three-digit
 * sequence. The letters are drawn at random per order and the sequence is
 * the day's count, so numbers are not guessable in order; the database's
 * unique index decides, and a clash is drawn again.
 */
import { wallClockAt } from "../shop/dates";

const LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ";

/** The number's date prefix in `timeZone`, e.g. `2026/11/25/`. */
export function orderDayPrefix(date: Date, timeZone: string): string {
  const p = (n: number) => String(n).padStart(2, "0");
  const day = wallClockAt(date.getTime(), timeZone);
  if (!day) throw new RangeError("an order's date must be a valid instant");
  return `${day.year}/${p(day.month)}/${p(day.day)}/`;
}

/** `random` gives numbers in [0, 1) (Math.random, or a seeded one in tests). */
export function orderNumber(
  date: Date,
  timeZone: string,
  sequence: number,
  random: () => number,
): string {
  let letters = "";
  for (let i = 0; i < 3; i++) letters += LETTERS[Math.floor(random() * LETTERS.length)] ?? "X";
  return `${orderDayPrefix(date, timeZone)}${letters}${String(sequence).padStart(3, "0")}`;
}
