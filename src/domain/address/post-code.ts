/**
 * Post codes by the destination country's format (issue 29 item 5; spec 2 §5 "postCode
 * NN-NNN" for Poland), for every country the shop's pickers offer (the EU, gb, us, ch, no,
 * ua: domain/checkout/delivery-countries.ts). Letters may be typed in either case; an
 * optional space is accepted where the national format has one. `format` is what the
 * field's message names ("Kod pocztowy w formacie 00-000"): 0 a digit, A a letter, or a real
 * example where letters and digits mix. A country without a listed format (worldwide
 * shipping) takes 2 to 12 letters, digits, spaces or hyphens.
 */
const FORMATS: Readonly<Record<string, readonly [RegExp, string]>> = {
  pl: [/^\d{2}-\d{3}$/, "00-000"],
  at: [/^\d{4}$/, "0000"],
  be: [/^\d{4}$/, "0000"],
  bg: [/^\d{4}$/, "0000"],
  hr: [/^\d{5}$/, "00000"],
  cy: [/^\d{4}$/, "0000"],
  cz: [/^\d{3} ?\d{2}$/, "000 00"],
  dk: [/^\d{4}$/, "0000"],
  ee: [/^\d{5}$/, "00000"],
  fi: [/^\d{5}$/, "00000"],
  fr: [/^\d{5}$/, "00000"],
  de: [/^\d{5}$/, "00000"],
  gr: [/^\d{3} ?\d{2}$/, "000 00"],
  hu: [/^\d{4}$/, "0000"],
  ie: [/^[AC-FHKNPRTV-Y]\d[\dW] ?[\dAC-FHKNPRTV-Y]{4}$/, "D02 X285"],
  it: [/^\d{5}$/, "00000"],
  lt: [/^(LT-)?\d{5}$/, "LT-00000"],
  lv: [/^(LV-)?\d{4}$/, "LV-0000"],
  lu: [/^(L-)?\d{4}$/, "0000"],
  mt: [/^[A-Z]{3} ?\d{4}$/, "AAA 0000"],
  nl: [/^\d{4} ?[A-Z]{2}$/, "0000 AA"],
  pt: [/^\d{4}-\d{3}$/, "0000-000"],
  ro: [/^\d{6}$/, "000000"],
  sk: [/^\d{3} ?\d{2}$/, "000 00"],
  si: [/^(SI-)?\d{4}$/, "0000"],
  es: [/^\d{5}$/, "00000"],
  se: [/^\d{3} ?\d{2}$/, "000 00"],
  gb: [/^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/, "SW1A 1AA"],
  us: [/^\d{5}(-\d{4})?$/, "00000"],
  ch: [/^\d{4}$/, "0000"],
  no: [/^\d{4}$/, "0000"],
  ua: [/^\d{5}$/, "00000"],
};

const ANY = /^[A-Z0-9][A-Z0-9 -]{1,11}$/;

function formatOf(country: string): readonly [RegExp, string] | undefined {
  return FORMATS[country.trim().toLowerCase()];
}

/** Whether `value` is a post code of `country` (two letters, any case). */
export function isValidPostCode(value: string, country: string): boolean {
  const code = value.trim().toUpperCase();
  return (formatOf(country)?.[0] ?? ANY).test(code);
}

/** The format a post code of `country` has ("00-000"), or undefined when none is listed. */
export function postCodeFormat(country: string): string | undefined {
  return formatOf(country)?.[1];
}
