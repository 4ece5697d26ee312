/**
 * Przelewy24 settings from the environment (names documented in
 * p24-provider.ts). Answers null when any is missing or not a number where
 * P24 wants one: Przelewy24 is then not configured and its methods are not offered.
 */
export interface P24Settings {
  merchantId: number;
  /** The shop's id; P24 defaults it to the merchant id. */
  posId: number;
  /** The "API key" (reports key): the password of Basic authentication. */
  apiKey: string;
  /** The CRC key that salts every `sign`. */
  crc: string;
  /** https://secure.przelewy24.pl, https://sandbox.przelewy24.pl or a local fake. */
  apiUrl: string;
}

export const P24_PRODUCTION_URL = "https://secure.przelewy24.pl";

function id(value: string | undefined): number | null {
  const text = value?.trim() ?? "";
  return /^\d{1,10}$/.test(text) ? Number(text) : null;
}

export function fromEnv(env: Record<string, string | undefined>): P24Settings | null {
  const merchantId = id(env["P24_MERCHANT_ID"]);
  const posId = env["P24_POS_ID"]?.trim() ? id(env["P24_POS_ID"]) : merchantId;
  const apiKey = env["P24_API_KEY"]?.trim();
  const crc = env["P24_CRC"]?.trim();
  if (merchantId === null || posId === null || !apiKey || !crc) return null;
  const apiUrl = (env["P24_API_URL"]?.trim() || P24_PRODUCTION_URL).replace(/\/+$/, "");
  return { merchantId, posId, apiKey, crc, apiUrl };
}
