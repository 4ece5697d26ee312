/**
 * Phone numbers by the rules of the country they are dialled in (issue 29 item 5), through
 * libphonenumber-js, a maintained port of Google's libphonenumber, with its smallest metadata
 * ("min": each country's number pattern and lengths, not the per-type patterns, ~19 kB gzip).
 * A number without a country prefix is read as a number of `country` (the delivery country);
 * one with a prefix ("+49 30 1234567", "0048 600 100 200") by the prefix's country, so a
 * German customer's own number is accepted for a delivery to Poland too. A country the
 * metadata does not know reads prefixed numbers only.
 */
import {
  isSupportedCountry,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from "libphonenumber-js/min";

function countryOf(country: string): CountryCode | undefined {
  const code = country.trim().toUpperCase();
  return isSupportedCountry(code) ? code : undefined;
}

/** A valid phone number in `country` (two letters, any case), or with its own country prefix. */
export function isValidPhone(value: string, country: string): boolean {
  const text = value.trim();
  if (text === "") return false;
  const code = countryOf(country);
  return code ? isValidPhoneNumber(text, code) : isValidPhoneNumber(text);
}

/**
 * A valid Polish number (nine digits, "+48" optional): InPost's text messages and Twisto's
 * checks need one (spec 2 §5 "9 digits for the twisto payment or inpost delivery types").
 */
export function isPolishPhone(value: string): boolean {
  const parsed = parsePhoneNumberFromString(value.trim(), "PL");
  return (
    !!parsed && parsed.country === "PL" && parsed.nationalNumber.length === 9 && parsed.isValid()
  );
}
