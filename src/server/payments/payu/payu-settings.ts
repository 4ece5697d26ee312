/**
 * PayU settings from the environment (names documented in payu-provider.ts).
 * Answers null when any secret is missing: PayU is then not configured and
 * its methods are not offered.
 */
export interface PayuSettings {
  posId: string;
  clientId: string;
  clientSecret: string;
  /** The POS's "second key (MD5)": signs PayU's notifications. */
  secondKey: string;
  /** https://secure.payu.com, https://secure.snd.payu.com (sandbox) or a local fake. */
  apiUrl: string;
}

export const PAYU_PRODUCTION_URL = "https://secure.payu.com";

export function fromEnv(env: Record<string, string | undefined>): PayuSettings | null {
  const posId = env["PAYU_POS_ID"]?.trim();
  const clientId = env["PAYU_CLIENT_ID"]?.trim() || posId;
  const clientSecret = env["PAYU_CLIENT_SECRET"]?.trim();
  const secondKey = env["PAYU_SECOND_KEY"]?.trim();
  if (!posId || !clientId || !clientSecret || !secondKey) return null;
  const apiUrl = (env["PAYU_API_URL"]?.trim() || PAYU_PRODUCTION_URL).replace(/\/+$/, "");
  return { posId, clientId, clientSecret, secondKey, apiUrl };
}
