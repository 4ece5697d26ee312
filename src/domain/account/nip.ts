/**
 * Tax numbers (NIP) by country (spec 2 §5: "nip rules depend on country"; issue 29 item 5,
 * issue 44 item 6). An EU VAT id is checked by its own country prefix, whatever the invoice
 * address: a Polish company may invoice a German buyer at a Polish address ("DE123456789").
 * A bare number is a Polish NIP, also for an invoice address in another EU country (whose
 * buyer is told to type the VAT id with its prefix); outside the EU it is that country's number.
 * Poland: ten digits (spaces, dots and hyphens ignored, an optional "PL" prefix) whose
 * weighted checksum (6 5 7 2 3 4 5 6 7, modulo 11) equals the last digit. Other EU countries:
 * the shape of that country's EU VAT number (VIES; Greece's prefix is "EL"); the checksums
 * differ per country and are the tax office's (VIES) to check, not the shop's. Other
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

/** An EU country other than Poland, by its code. */
function isEu(country: string): boolean {
  return Object.hasOwn(EU_VAT, country);
}

/** The EU country a VAT id's two-letter prefix names (Greece's is "EL", also read as "GR"). */
function prefixCountry(plain: string): string | undefined {
  const prefix = plain.slice(0, 2);
  if (prefix === "EL") return "gr";
  const country = prefix.toLowerCase();
  return country === "pl" || isEu(country) ? country : undefined;
}

function validPolishNip(nip: string): boolean {
  if (!/^\d{10}$/.test(nip)) return false;
  const digits = [...nip].map(Number);
  const sum = PL_WEIGHTS.reduce((total, weight, i) => total + weight * (digits[i] ?? 0), 0);
  return sum % 11 === digits[9];
}

/** A tax id read: whose it is (a country code) and its number without the prefix. */
interface TaxId {
  country: string;
  number: string;
}

/**
 * Whose tax id `value` is. An EU country's prefix decides ("DE123456789" is German whatever
 * the invoice address); a bare number is a Polish NIP for an invoice address in Poland or
 * another EU country, and that country's own number for an invoice address outside the EU.
 */
function readTaxId(value: string, invoiceCountry: string): TaxId {
  const plain = value
    .trim()
    .replace(/[\s./-]/g, "")
    .toUpperCase();
  const prefixed = prefixCountry(plain);
  if (prefixed) return { country: prefixed, number: plain.slice(2) };
  const c = invoiceCountry.trim().toLowerCase() || "pl";
  if (c === "pl" || isEu(c)) return { country: "pl", number: plain };
  return { country: c, number: plain };
}

function validTaxId({ country, number }: TaxId): boolean {
  if (country === "pl") return validPolishNip(number);
  const shape = isEu(country) ? EU_VAT[country]?.[0] : undefined;
  return (shape ?? /^[A-Z0-9]{2,12}$/).test(number);
}

/** Whether `value` is a valid tax id for an invoice address in `country` (any case). */
export function isValidNip(value: string | null | undefined, country = "pl"): boolean {
  return typeof value === "string" && validTaxId(readTaxId(value, country));
}

/**
 * The tax id as kept: a Polish NIP as its ten digits, an EU VAT id with its country's prefix
 * ("DE123456789", Greece's "EL…"), another country's number without separators; null when
 * it is not valid.
 */
export function normalizeTaxId(value: string, country: string): string | null {
  const id = readTaxId(value, country);
  if (!validTaxId(id)) return null;
  if (!isEu(id.country)) return id.number;
  return `${id.country === "gr" ? "EL" : id.country.toUpperCase()}${id.number}`;
}

/** The example an EU country's VAT number field names ("DE123456789"); none for Poland and others. */
export function taxNumberFormat(country: string): string | undefined {
  const c = country.trim().toLowerCase();
  return isEu(c) ? EU_VAT[c]?.[1] : undefined;
}

/**
 * What is wrong with a company's tax id for an invoice address in `country`, if anything: a
 * bare number read as a Polish NIP fails as `nip` for a Polish invoice address and as `vat`
 * with the invoice country's format (its prefix) for another EU one; an EU VAT id fails as
 * `vat` with the format of the country it names.
 */
export function nipProblem(nip: string, country: string): FieldProblem | undefined {
  if (nip.length > FIELD_LIMITS.nip) return { code: "tooLong", max: FIELD_LIMITS.nip };
  if (required(nip) === false) return { code: "required" };
  const id = readTaxId(nip, country);
  if (validTaxId(id)) return undefined;
  const invoice = country.trim().toLowerCase();
  const bareAbroad = id.country === "pl" && !/^PL/i.test(nip.trim()) && isEu(invoice);
  if (id.country === "pl" && !bareAbroad) return { code: "nip" };
  const format = taxNumberFormat(bareAbroad ? invoice : id.country);
  return format ? { code: "vat", format } : { code: "vat" };
}
