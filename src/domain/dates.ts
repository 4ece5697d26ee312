/**
 * Date display (spec 1 §9, spec 2: "Date format DD.MM.YYYY with HH:MM").
 *
 * Dates are built from explicit numeric parts of `Intl.DateTimeFormat`
 * (en-GB, 24-hour clock) in the given IANA time zone, default
 * Europe/Warsaw, so the output does not depend on the machine's locale or
 * zone. Inputs: a Date, epoch milliseconds, or an ISO string. Decided here:
 * an invalid date formats as the empty string rather than "NaN.NaN.NaN".
 */

export const DEFAULT_TIME_ZONE = "Europe/Warsaw";

export type DateInput = Date | number | string;

type Parts = Record<"day" | "month" | "year" | "hour" | "minute", string>;

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

function partsOf(input: DateInput, timeZone: string): Parts | null {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return null;
  const parts: Parts = { day: "", month: "", year: "", hour: "", minute: "" };
  for (const part of formatterFor(timeZone).formatToParts(date)) {
    if (part.type in parts) parts[part.type as keyof Parts] = part.value;
  }
  return parts;
}

/** DD.MM.YYYY HH:MM in `timeZone` (default Europe/Warsaw); "" for an invalid date. */
export function formatDateTime(input: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = partsOf(input, timeZone);
  return p ? `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}` : "";
}

/** DD.MM.YYYY in `timeZone` (default Europe/Warsaw); "" for an invalid date. */
export function formatDate(input: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = partsOf(input, timeZone);
  return p ? `${p.day}.${p.month}.${p.year}` : "";
}
