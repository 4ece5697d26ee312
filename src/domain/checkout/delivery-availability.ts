/**
 * Delivery and payment method availability (spec 1 §3 Delivery or payment
 * method, §5 Method availability, §8 free-delivery hint, §9 date picker).
 *
 * Decisions where the spec is silent:
 * - Prices: `price[country]`, else `price.all`, else 0 (base currency gross),
 *   converted with the shopper's rate.
 * - `freeFrom.value` (base currency) is compared with the products total
 *   after the promo discount; `freeFrom.count` with the item count.
 * - `enabledPostCodes` are prefixes; a method with a list needs a post code
 *   starting with one of them.
 * - `customLogic` is a formula over total, count and weight: a number is the
 *   price, false hides the method, an error keeps the listed price.
 * - Formulas see `total` (base currency, products after discount), `count`,
 *   `weight` (kg) and `country` is not a variable (formulas are numeric).
 * - Timed delivery works on the shop's wall clock (its time zone, passed in;
 *   domain/shop/dates.ts): days, weekdays, opening hours and excluded days
 *   (YYYY-MM-DD) are the shop's, wherever the server or the shopper is; the
 *   leads count real hours from now; the end of the weekday window is inclusive.
 */
import { convert } from "../pricing/currency";
import { addDays, instantsOfDay, wallClockAt, weekdayOf, type CalendarDay } from "../shop/dates";
import { evaluateHideRule, safeEvaluate } from "../pricing/expression";
import { round2 } from "../pricing/rounding";
import { isEuCountry, normalizeCountry } from "../pricing/vat";

export const SLOT_MINUTES = 15;
export const DEFAULT_MIN_LEAD_HOURS = 48;
export const DEFAULT_MAX_LEAD_HOURS = 8760;
const HOUR = 3_600_000;

export interface WeekdayHours {
  enabled: boolean;
  startHour: number;
  startMinute: number;
  endHour: number;
  endMinute: number;
}

export interface TimeLogic {
  minFromNow?: number | undefined;
  maxFromNow?: number | undefined;
  exclude?: string[] | undefined;
  weekdays?: Record<string, WeekdayHours> | undefined;
}

export interface MethodData {
  countries: string[];
  disabled?: Record<string, boolean> | undefined;
  price?: Record<string, number> | undefined;
  freeFrom?: { value?: number | undefined; count?: number | undefined } | undefined;
  customLogic?: string | undefined;
  advancedHide?: string | undefined;
  enabledPostCodes?: string[] | undefined;
  timeEnabled?: boolean | undefined;
  timeLogic?: TimeLogic | undefined;
  lockerCarrier?: string | undefined;
  /** A payment method offered only with these delivery types (cash on delivery: courier). */
  deliveryTypes?: string[] | undefined;
}

export interface BasketFacts {
  /** Products total after the promo discount, base currency gross. */
  totalBase: number;
  count: number;
  weight: number;
}

/** Country list with 'eu' and 'all', minus countries where the method is disabled. */
export function availableInCountry(
  data: Pick<MethodData, "countries" | "disabled">,
  country: string,
): boolean {
  const c = normalizeCountry(country);
  if (!c) return false;
  const list = (Array.isArray(data.countries) ? data.countries : []).map(normalizeCountry);
  const listed =
    list.includes(c) || list.includes("all") || (list.includes("eu") && isEuCountry(c));
  const disabled = data.disabled && Object.hasOwn(data.disabled, c) && data.disabled[c] === true;
  return listed && !disabled;
}

export function postCodeAllowed(enabled: readonly string[] | undefined, postCode: string): boolean {
  if (!enabled || enabled.length === 0) return true;
  const code = postCode.trim();
  return code !== "" && enabled.some((prefix) => code.startsWith(prefix));
}

function vars(facts: BasketFacts): Record<string, number> {
  return { total: facts.totalBase, count: facts.count, weight: facts.weight };
}

/**
 * Whether a delivery or payment method's advanced hide rule shows it for the basket (spec 1 §5
 * Method availability): no rule shows it; a formula that is false or cannot be read hides it.
 */
export function hideRuleShows(data: Pick<MethodData, "advancedHide">, facts: BasketFacts): boolean {
  return !data.advancedHide || evaluateHideRule(data.advancedHide, vars(facts));
}

/** Gross list price in the base currency for a country. */
export function listPrice(data: Pick<MethodData, "price">, country: string): number {
  const c = normalizeCountry(country);
  const prices = data.price ?? {};
  const value = Object.hasOwn(prices, c) ? prices[c] : prices["all"];
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : 0;
}

export type FreeHint = { kind: "value"; missing: number } | { kind: "count"; missing: number };

export interface MethodOffer {
  available: boolean;
  /** Gross price in the shopper's currency (2 decimals), 0 when free. */
  price: number;
  free: boolean;
  /** How much more (shopper's currency) or how many more products make it free. */
  freeHint: FreeHint | null;
}

/** Availability and price of a delivery (or payment) method for a basket. */
export function methodOffer(
  data: MethodData,
  input: { country: string; postCode: string; facts: BasketFacts; rate: number },
): MethodOffer {
  const none: MethodOffer = { available: false, price: 0, free: false, freeHint: null };
  if (!availableInCountry(data, input.country)) return none;
  if (!postCodeAllowed(data.enabledPostCodes, input.postCode)) return none;
  if (!hideRuleShows(data, input.facts)) return none;
  let base = listPrice(data, input.country);
  if (data.customLogic) {
    const result = safeEvaluate(data.customLogic, vars(input.facts));
    if (result.ok && result.value === false) return none;
    if (result.ok && typeof result.value === "number" && Number.isFinite(result.value))
      base = Math.max(0, result.value);
  }
  const freeValue = data.freeFrom?.value;
  const freeCount = data.freeFrom?.count;
  let free = base === 0;
  let freeHint: FreeHint | null = null;
  if (!free && typeof freeValue === "number" && freeValue > 0) {
    if (input.facts.totalBase >= freeValue) free = true;
    else
      freeHint = {
        kind: "value",
        missing: round2(
          convert(freeValue, input.rate) - convert(input.facts.totalBase, input.rate),
        ),
      };
  }
  if (!free && typeof freeCount === "number" && freeCount > 0) {
    if (input.facts.count >= freeCount) free = true;
    else freeHint ??= { kind: "count", missing: Math.ceil(freeCount - input.facts.count) };
  }
  return {
    available: true,
    price: free ? 0 : round2(convert(base, input.rate)),
    free,
    freeHint: free ? null : freeHint,
  };
}

// ------------------------------------------------------------------ timed delivery

export interface Slot {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

export function dayKey(s: Pick<Slot, "year" | "month" | "day">): string {
  return `${s.year}-${pad(s.month)}-${pad(s.day)}`;
}

function leadHours(value: number | undefined, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : fallback;
}

export type SlotProblem = "step" | "tooSoon" | "tooLate" | "excluded" | "closed" | "invalid";

/** What a day's slots are checked against: the day's rules, worked out once per day. */
function dayRules(day: CalendarDay, logic: TimeLogic | undefined, now: number, timeZone: string) {
  const instant = instantsOfDay(day, timeZone);
  const hours = logic?.weekdays?.[String(weekdayOf(day))];
  return {
    instant,
    earliest: now + leadHours(logic?.minFromNow, DEFAULT_MIN_LEAD_HOURS) * HOUR,
    latest: now + leadHours(logic?.maxFromNow, DEFAULT_MAX_LEAD_HOURS) * HOUR,
    excluded: (logic?.exclude ?? []).includes(dayKey(day)),
    closed: Boolean(logic?.weekdays) && (!hours || !hours.enabled),
    hours,
  };
}

function problemOf(
  slot: Pick<Slot, "hour" | "minute">,
  rules: ReturnType<typeof dayRules>,
): SlotProblem | null {
  const time = Number.isInteger(slot.minute) ? rules.instant?.(slot.hour, slot.minute) : null;
  if (time === null || time === undefined) return "invalid";
  if (slot.minute % SLOT_MINUTES !== 0) return "step";
  if (time < rules.earliest) return "tooSoon";
  if (time > rules.latest) return "tooLate";
  if (rules.excluded) return "excluded";
  if (rules.closed) return "closed";
  if (rules.hours) {
    const minutes = slot.hour * 60 + slot.minute;
    const start = rules.hours.startHour * 60 + rules.hours.startMinute;
    const end = rules.hours.endHour * 60 + rules.hours.endMinute;
    if (minutes < start || minutes > end) return "closed";
  }
  return null;
}

/**
 * Why a slot is not allowed, or null when it is (15-minute steps, leads, excluded days, weekday
 * hours), the slot being a wall-clock time in `timeZone`, the shop's. "invalid": no such time
 * there (30 February, 25:00, or skipped when the clocks go forward).
 */
export function slotProblem(
  slot: Slot,
  logic: TimeLogic | undefined,
  now: number,
  timeZone: string,
): SlotProblem | null {
  return problemOf(slot, dayRules(slot, logic, now, timeZone));
}

/** The allowed 15-minute times ("HH:MM") on a day of the shop's calendar (`timeZone`). */
export function slotsForDay(
  day: Pick<Slot, "year" | "month" | "day">,
  logic: TimeLogic | undefined,
  now: number,
  timeZone: string,
): string[] {
  const rules = dayRules(day, logic, now, timeZone);
  const out: string[] = [];
  for (let m = 0; m < 24 * 60; m += SLOT_MINUTES) {
    const slot = { hour: Math.floor(m / 60), minute: m % 60 };
    if (problemOf(slot, rules) === null) out.push(`${pad(slot.hour)}:${pad(slot.minute)}`);
  }
  return out;
}

/** Days (YYYY-MM-DD) with at least one allowed slot, from the shop's today, at most `limit`. */
export function availableDays(
  logic: TimeLogic | undefined,
  now: number,
  timeZone: string,
  limit = 60,
): string[] {
  const out: string[] = [];
  const today = wallClockAt(now, timeZone);
  if (!today) return out;
  const maxHours = leadHours(logic?.maxFromNow, DEFAULT_MAX_LEAD_HOURS);
  const lastDay = Math.ceil(maxHours / 24) + 1;
  for (let i = 0; i <= lastDay && out.length < limit; i++) {
    const day = addDays(today, i);
    if (slotsForDay(day, logic, now, timeZone).length > 0) out.push(dayKey(day));
  }
  return out;
}

/** Parses "YYYY-MM-DD" and "HH:MM" into a slot; null when malformed. */
export function parseSlot(date: string, time: string): Slot | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const n = (v: string | undefined) => Number(v ?? "");
  return { year: n(d[1]), month: n(d[2]), day: n(d[3]), hour: n(t[1]), minute: n(t[2]) };
}
