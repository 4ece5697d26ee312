/**
 * Tax numbers (NIP) by country (spec 2 §5: "nip rules depend on country").
 * Poland: ten digits (spaces and hyphens ignored, an optional "PL" prefix)
 * whose weighted checksum (6 5 7 2 3 4 5 6 7, modulo 11) equals the last
 * digit. Other countries: the EU VAT number shape, 2 to 12 letters and
 * digits after an optional country prefix, since their checksums differ per
 * country and are checked by the tax office, not the shop.
 */
const PL_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

function compact(value: string, country: string): string {
  const plain = value.replace(/[\s-]/g, "").toUpperCase();
  const prefix = country.toUpperCase();
  return plain.startsWith(prefix) ? plain.slice(prefix.length) : plain;
}

/** Whether `value` is a valid tax number for `country` (two-letter code, any case). */
export function isValidNip(value: string | null | undefined, country = "pl"): boolean {
  if (typeof value !== "string") return false;
  const nip = compact(value.trim(), country);
  if (country.toLowerCase() !== "pl") return /^[A-Z0-9]{2,12}$/.test(nip);
  if (!/^\d{10}$/.test(nip)) return false;
  const digits = [...nip].map(Number);
  const sum = PL_WEIGHTS.reduce((total, weight, i) => total + weight * (digits[i] ?? 0), 0);
  return sum % 11 === digits[9];
}
