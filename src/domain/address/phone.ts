/**
 * Phone numbers by the rules of the country they are dialled in (issue 29 item 5), through
 * libphonenumber-js, a maintained port of Google's libphonenumber, on its "min" metadata (each
 * country's number pattern and lengths, not the per-type patterns) cut to the countries the
 * shop delivers to and those sharing their calling codes (phone-metadata.json, kept equal to
 * the package's data by scripts/phone-metadata.test.ts): about 6 kB gzip in the browser instead of 19 kB.
 *
 * A number without a country prefix is read as a number of `country` (the delivery country);
 * one with a prefix ("+49 30 1234567", "0048 600 100 200") by the prefix's country, so a
 * German customer's own number is accepted for a delivery to Poland too. A prefix of a country
 * outside the metadata is taken in E.164's shape: 8 to 15 digits.
 */
import {
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
  type MetadataJson,
} from "libphonenumber-js/core";
import data from "./phone-metadata.json";

const metadata = data as unknown as MetadataJson;

/**
 * The phone checks a form's rules take (checkout-form.ts): these, or in the browser a shape
 * check until this module has loaded (`PHONE_SHAPE`), so the details step does not load the
 * library before the shopper interacts.
 */
export interface PhoneRules {
  isValidPhone: (value: string, country: string) => boolean;
  isPolishPhone: (value: string) => boolean;
}
const INTERNATIONAL = /^(?:\+|00)\s*[1-9][\d\s().-]*$/;

function countryOf(country: string): CountryCode | undefined {
  const code = country.trim().toUpperCase() as CountryCode;
  return /^[A-Z]{2}$/.test(code) && isSupportedCountry(code, metadata) ? code : undefined;
}

/** A valid phone number in `country` (two letters, any case), or with its own country prefix. */
export function isValidPhone(value: string, country: string): boolean {
  const text = value.trim();
  if (text === "") return false;
  const defaultCountry = countryOf(country);
  // The whole text must be the number (no "abc600100200"), as isValidPhoneNumber reads it.
  const parsed = parsePhoneNumberFromString(
    text,
    defaultCountry ? { defaultCountry, extract: false } : { extract: false },
    metadata,
  );
  if (parsed) return parsed.isValid();
  if (!INTERNATIONAL.test(text)) return false;
  const digits = text.replace(/\D/g, "").replace(/^00/, "");
  return digits.length >= 8 && digits.length <= 15;
}

/**
 * A valid Polish number (nine digits, "+48" optional): InPost's text messages and Twisto's
 * checks need one (spec 2 §5 "9 digits for the twisto payment or inpost delivery types").
 */
export function isPolishPhone(value: string): boolean {
  const parsed = parsePhoneNumberFromString(
    value.trim(),
    { defaultCountry: "PL", extract: false },
    metadata,
  );
  return (
    !!parsed && parsed.country === "PL" && parsed.nationalNumber.length === 9 && parsed.isValid()
  );
}

/** The full rules: libphonenumber-js with the shop's metadata. */
export const PHONE_RULES: PhoneRules = { isValidPhone, isPolishPhone };
