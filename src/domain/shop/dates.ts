/**
 * The shop's dates and times (spec 1 §9, spec 2: "Date format DD.MM.YYYY with HH:MM"): the one
 * place that turns an instant into a date a shopper reads, and a shop's wall-clock time (a
 * delivery slot, "today", a weekday, an opening hour) into an instant. Every caller passes the
 * shop's IANA time zone (`SHOP_TIME_ZONE`, default Europe/Warsaw: the request context's
 * `timeZone`, handed to islands in their props), on the server and in the browser alike, so
 * nothing depends on the machine's or the shopper's device zone: an order placed at
 * 2026-03-10T23:30:00Z reads 11.03.2026 00:30 on a UTC host and on a phone in California.
 *
 * Dates are built from explicit numeric parts of `Intl.DateTimeFormat` (en-GB, 24-hour clock),
 * so the output does not depend on the runtime's locale either. Inputs: a Date, epoch
 * milliseconds, or an ISO string. Decided here: an invalid date formats as the empty string
 * rather than "NaN.NaN.NaN".
 */

export const DEFAULT_TIME_ZONE = "Europe/Warsaw";

export type DateInput = Date | number | string;

/** A calendar day; `month` is 1..12. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** What a clock on the wall shows in some time zone. */
export interface WallClock extends CalendarDay {
  hour: number;
  minute: number;
}

const MINUTE = 60_000;
const DAY = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `timeZone` is an IANA zone name this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

function instantOfInput(input: DateInput): number {
  return input instanceof Date ? input.getTime() : new Date(input).getTime();
}

/** Wall clocks already read, by zone and instant (a page's opinions, the footer's year). */
const clocks = new Map<string, Readonly<WallClock>>();
const MAX_CLOCKS = 4096;

/**
 * The wall clock in `timeZone` at `instant` (epoch ms); null for an invalid instant. Frozen:
 * clocks are kept, as `formatToParts` costs about as much as a small island's render.
 */
export function wallClockAt(instant: number, timeZone: string): Readonly<WallClock> | null {
  if (!Number.isFinite(instant)) return null;
  const key = `${timeZone} ${instant}`;
  const known = clocks.get(key);
  if (known) return known;
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0 };
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type in clock) clock[part.type as keyof WallClock] = Number(part.value);
  }
  if (clocks.size >= MAX_CLOCKS) clocks.clear();
  clocks.set(key, Object.freeze(clock));
  return clock;
}

/** The zone's offset from UTC at `instant`, in ms (to the minute). */
function offsetAt(instant: number, timeZone: string): number {
  const c = wallClockAt(instant, timeZone);
  if (!c) return 0;
  const floored = Math.floor(instant / MINUTE) * MINUTE;
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute) - floored;
}

function sameClock(a: WallClock, b: WallClock | null): boolean {
  return (
    b !== null &&
    a.year === b.year &&
    a.month === b.month &&
    a.day === b.day &&
    a.hour === b.hour &&
    a.minute === b.minute
  );
}

/**
 * The instant (epoch ms) when the clocks in `timeZone` show `wall`; null when they never do: an
 * impossible date (30 February), a time out of range, or a time skipped when the clocks go
 * forward. A time shown twice (the clocks go back) is its later occurrence.
 */
export function instantOf(wall: WallClock, timeZone: string): number | null {
  const local = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  if (!Number.isFinite(local)) return null;
  let instant = local - offsetAt(local, timeZone);
  const second = local - offsetAt(instant, timeZone);
  if (second !== instant) instant = second;
  return sameClock(wall, wallClockAt(instant, timeZone)) ? instant : null;
}

/**
 * For many times of one day: a function from an hour and minute of `day` in `timeZone` to the
 * instant (as `instantOf`). A day without a clock change (nearly all) costs four look-ups in
 * all instead of two or three per time; null when the day itself does not exist.
 */
export function instantsOfDay(
  day: CalendarDay,
  timeZone: string,
): ((hour: number, minute: number) => number | null) | null {
  const start = Date.UTC(day.year, day.month - 1, day.day);
  const real = new Date(start);
  if (
    real.getUTCFullYear() !== day.year ||
    real.getUTCMonth() !== day.month - 1 ||
    real.getUTCDate() !== day.day
  )
    return null;
  const first = offsetAt(start - offsetAt(start, timeZone), timeZone);
  const last = offsetAt(start + DAY - offsetAt(start + DAY, timeZone), timeZone);
  if (first !== last) return (hour, minute) => instantOf({ ...day, hour, minute }, timeZone);
  return (hour, minute) => {
    const valid = Number.isInteger(hour) && Number.isInteger(minute);
    if (!valid || hour < 0 || hour > 23 || minute < 0 || minute > 59) return null;
    return start + (hour * 60 + minute) * MINUTE - first;
  };
}

/** The calendar day `days` after `day` (before, when negative). */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const d = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The weekday of a calendar day: 0 Sunday … 6 Saturday (wherever it is that day). */
export function weekdayOf(day: CalendarDay): number {
  return new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
}

const pad = (n: number) => String(n).padStart(2, "0");

/** DD.MM.YYYY HH:MM in `timeZone`; "" for an invalid date. */
export function formatDateTime(input: DateInput, timeZone: string): string {
  const c = wallClockAt(instantOfInput(input), timeZone);
  return c ? `${pad(c.day)}.${pad(c.month)}.${c.year} ${pad(c.hour)}:${pad(c.minute)}` : "";
}

/** DD.MM.YYYY in `timeZone`; "" for an invalid date. */
export function formatDate(input: DateInput, timeZone: string): string {
  const c = wallClockAt(instantOfInput(input), timeZone);
  return c ? `${pad(c.day)}.${pad(c.month)}.${c.year}` : "";
}

/**
 * A stored shop time as a wall clock: `YYYY-MM-DDTHH:MM` without a zone is already the shop's
 * wall clock (a chosen delivery slot is stored so); a date-time with a zone (`Z`, `+01:00`) is
 * an instant, read in `timeZone`. Null when malformed.
 */
export function wallClockOf(value: string, timeZone: string): WallClock | null {
  const plain = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(value);
  if (plain) {
    const [year, month, day, hour, minute] = plain.slice(1).map(Number) as [
      number,
      number,
      number,
      number,
      number,
    ];
    return { year, month, day, hour, minute };
  }
  return /(?:[zZ]|[+-]\d{2}:?\d{2})$/.test(value) ? wallClockAt(Date.parse(value), timeZone) : null;
}

const wordFormatters = new Map<string, Intl.DateTimeFormat>();

/** A calendar day in words in `locale` (read at UTC, where the day is itself). */
function dayInWords(day: CalendarDay, locale: string, style: "dayMonth" | "weekday"): string {
  const key = `${locale} ${style}`;
  let formatter = wordFormatters.get(key);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions =
      style === "weekday" ? { weekday: "short" } : { day: "numeric", month: "long" };
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
    wordFormatters.set(key, formatter);
  }
  return formatter.format(Date.UTC(day.year, day.month - 1, day.day));
}

/** "12 marca 10:30" (pl-PL): the day and month in words and HH:MM of a wall clock. */
export function formatDayMonthTime(clock: WallClock, locale: string): string {
  return `${dayInWords(clock, locale, "dayMonth")} ${pad(clock.hour)}:${pad(clock.minute)}`;
}

/** "czw." (pl-PL): the short weekday name of a calendar day in `locale`. */
export function weekdayName(day: CalendarDay, locale: string): string {
  return dayInWords(day, locale, "weekday");
}

/**
 * The shop's dates as one request shows them (`Astro.locals.dates`, built by the middleware from
 * the request context's `timeZone` and `locale`): every shown date goes through it, so no page
 * passes the zone itself.
 */
export interface ShopDates {
  /** DD.MM.YYYY in the shop's zone; "" for an invalid date. */
  date(input: DateInput): string;
  /** DD.MM.YYYY HH:MM in the shop's zone; "" for an invalid date. */
  dateTime(input: DateInput): string;
  /** A stored delivery slot (`wallClockOf`) in words, "12 marca 10:30"; null when malformed. */
  slot(value: string): string | null;
  /** The shop's current year. */
  year(): number;
}

export function shopDates(timeZone: string, locale: string): ShopDates {
  return {
    date: (input) => formatDate(input, timeZone),
    dateTime: (input) => formatDateTime(input, timeZone),
    slot(value) {
      const clock = wallClockOf(value, timeZone);
      return clock ? formatDayMonthTime(clock, locale) : null;
    },
    // Read at the minute (a year turns on a minute), so that one clock serves a minute's pages.
    year: () =>
      wallClockAt(Math.floor(Date.now() / MINUTE) * MINUTE, timeZone)?.year ??
      new Date().getUTCFullYear(),
  };
}
