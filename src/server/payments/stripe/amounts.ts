/**
 * Amounts between the shop (two decimals as text, "137.79") and Stripe (an integer in the
 * currency's smallest unit: 13779 grosze). https://docs.stripe.com/currencies#minor-units:
 * most currencies have two decimals; the zero-decimal ones are sent as whole units. Parsed as
 * text, never through floating point, so 0.29 stays 29.
 */
import { ProviderError } from "../provider";

/** https://docs.stripe.com/currencies#zero-decimal */
const ZERO_DECIMAL = new Set([
  "bif",
  "clp",
  "djf",
  "gnf",
  "jpy",
  "kmf",
  "krw",
  "mga",
  "pyg",
  "rwf",
  "ugx",
  "vnd",
  "vuv",
  "xaf",
  "xof",
  "xpf",
]);

function invalid(amount: string, currency: string): ProviderError {
  return new ProviderError("stripe", "amount", `Not an amount Stripe takes: ${amount} ${currency}`);
}

export function toMinor(amount: string, currency: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw invalid(amount, currency);
  const whole = Number(match[1]);
  const fraction = (match[2] ?? "").padEnd(2, "0");
  if (ZERO_DECIMAL.has(currency.toLowerCase())) {
    if (fraction !== "00") throw invalid(amount, currency);
    return whole;
  }
  const minor = whole * 100 + Number(fraction);
  if (!Number.isSafeInteger(minor)) throw invalid(amount, currency);
  return minor;
}

export function fromMinor(minor: number, currency: string): string {
  if (ZERO_DECIMAL.has(currency.toLowerCase())) return `${minor}.00`;
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
