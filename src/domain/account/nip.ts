/**
 * Tax numbers (NIP) by country (spec 2 §5: "nip rules depend on country"; issue 29 item 5).
 * Poland: ten digits (spaces and hyphens ignored, an optional "PL" prefix) whose weighted
 * checksum (6 5 7 2 3 4 5 6 7, modulo 11) equals the last digit. Other EU countries: the shape
 * of that country's EU VAT number (VIES), with or without its prefix (Greece's is "EL");
 * the checksums differ per country and are the tax office's to check, not the shop's. Other
 * countries: 2 to 12 letters and digits. `taxNumberFormat` gives the example a field's
 * message names ("DE123456789").
 */
import { FIELD_LIMITS } from "../address/limits";
import type { FieldProblem } from "../address/problems";
import { required } from "./validators";
const PL_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/** Each EU country's VAT number after its prefix, and an example with the prefix. */
const EU_VAT: Readonly<Record<string, readonly [RegExp, string]>> = {
  at: [/^U\d{8}$/, "ATU12345678"],
  be: [/^[01]\d{9}$/, "BE0123456789"],
  bg: [/^\d{9,10}$/, "BG123456789"],
  hr: [/^\d{11}$/, "HR12345678901"],
  cy: [/^\d{8}[A-Z]$/, "CY12345678X"],
  cz: [/^\d{8,10}$/, "CZ12345678"],
  dk: [/^\d{8}$/, "DK12345678"],
  ee: [/^\d{9}$/, "EE123456789"],
  fi: [/^\d{8}$/, "FI12345678"],
  fr: [/^[A-HJ-NP-Z\d]{2}\d{9}$/, "FR12345678901"],
  de: [/^\d{9}$/, "DE123456789"],
  gr: [/^\d{9}$/, "EL123456789"],
  hu: [/^\d{8}$/, "HU12345678"],
  ie: [/^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/, "IE1234567WA"],
  it: [/^\d{11}$/, "IT12345678901"],
  lt: [/^(\d{9}|\d{12})$/, "LT123456789"],
  lu: [/^\d{8}$/, "LU12345678"],
  lv: [/^\d{11}$/, "LV12345678901"],
  mt: [/^\d{8}$/, "MT12345678"],
  nl: [/^\d{9}B\d{2}$/, "NL123456789B01"],
  pt: [/^\d{9}$/, "PT123456789"],
  ro: [/^[1-9]\d{1,9}$/, "RO1234567890"],
  sk: [/^\d{10}$/, "SK1234567890"],
  si: [/^\d{8}$/, "SI12345678"],
  es: [/^[A-Z\d]\d{7}[A-Z\d]$/, "ESX1234567X"],
  se: [/^\d{10}01$/, "SE123456789001"],
};

function compact(value: string, country: string): string {
  const plain = value.replace(/[\s.-]/g, "").toUpperCase();
  const prefixes = country === "gr" ? ["EL", "GR"] : [country.toUpperCase()];
  const prefix = prefixes.find((p) => plain.startsWith(p));
  return prefix ? plain.slice(prefix.length) : plain;
}

function validPolishNip(nip: string): boolean {
  if (!/^\d{10}$/.test(nip)) return false;
  const digits = [...nip].map(Number);
  const sum = PL_WEIGHTS.reduce((total, weight, i) => total + weight * (digits[i] ?? 0), 0);
  return sum % 11 === digits[9];
}

/** Whether `value` is a valid tax number for `country` (two-letter code, any case). */
export function isValidNip(value: string | null | undefined, country = "pl"): boolean {
  if (typeof value !== "string") return false;
  const c = country.trim().toLowerCase();
  const nip = compact(value.trim(), c);
  if (c === "pl") return validPolishNip(nip);
  return (EU_VAT[c]?.[0] ?? /^[A-Z0-9]{2,12}$/).test(nip);
}

/** The example an EU country's VAT number field names ("DE123456789"); none for Poland and others. */
export function taxNumberFormat(country: string): string | undefined {
  return EU_VAT[country.trim().toLowerCase()]?.[1];
}

/** What is wrong with a company's NIP for the invoice `country`, if anything. */
export function nipProblem(nip: string, country: string): FieldProblem | undefined {
  if (nip.length > FIELD_LIMITS.nip) return { code: "tooLong", max: FIELD_LIMITS.nip };
  if (isValidNip(nip, country)) return undefined;
  if (required(nip) === false) return { code: "required" };
  if (country === "pl") return { code: "nip" };
  const format = taxNumberFormat(country);
  return format ? { code: "vat", format } : { code: "vat" };
}
