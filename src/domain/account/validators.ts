/**
 * Form field validators (spec 2 §5 "Field validators: required; space (name
 * needs at least two words); e-mail pattern (trimmed); postCode NN-NNN;
 * countryCode two letters; nine digits"). Pure boolean functions; the forms
 * decide which fields use which validator. Post codes and phone numbers are
 * checked by their country's rules (domain/address: post-code.ts, phone.ts;
 * a Polish post code is NN-NNN, a Polish phone nine digits).
 *
 * Decisions where the spec is silent:
 * - Every validator trims surrounding white space first; `null` and
 *   `undefined` are invalid (and merely "empty" for `required`).
 * - "Standard pattern" for e-mail is the WHATWG HTML e-mail pattern,
 *   additionally requiring a dot in the domain (a shop address needs a
 *   top-level domain) and at most 254 characters.
 * - `countryCode` accepts two ASCII letters in either case.
 */

type Input = string | null | undefined;

const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
const MAX_EMAIL_LENGTH = 254;

function trimmed(value: Input): string {
  return typeof value === "string" ? value.trim() : "";
}

/** Non-empty after trimming. */
export function required(value: Input): boolean {
  return trimmed(value) !== "";
}

/** At least two words separated by white space, e.g. a name and surname. */
export function space(value: Input): boolean {
  return trimmed(value).split(/\s+/).filter(Boolean).length >= 2;
}

/** A valid e-mail address after trimming. */
export function isValidEmail(value: Input): boolean {
  const v = trimmed(value);
  return v.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(v);
}

/** Two letters, e.g. pl or DE. */
export function countryCode(value: Input): boolean {
  return /^[a-zA-Z]{2}$/.test(trimmed(value));
}
