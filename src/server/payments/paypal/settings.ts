/**
 * PayPal settings (issue 30), read from the environment only:
 * - PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET: the REST app's credentials
 *   (developer.paypal.com → Apps & Credentials); both required.
 * - PAYPAL_WEBHOOK_ID: the id PayPal gives the shop's webhook; required, since
 *   every notification is checked with verify-webhook-signature for it.
 * - PAYPAL_API_URL: the REST host, https://api-m.sandbox.paypal.com when unset;
 *   https://api-m.paypal.com to go live; a local fake's URL in tests.
 */

export const SANDBOX_URL = "https://api-m.sandbox.paypal.com";
export const LIVE_URL = "https://api-m.paypal.com";

export interface PaypalSettings {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** The REST host without a trailing slash. */
  apiUrl: string;
}

/** The settings, or null when PayPal is not configured (its methods are then not offered). */
export function fromEnv(env: Record<string, string | undefined>): PaypalSettings | null {
  const clientId = env["PAYPAL_CLIENT_ID"]?.trim();
  const clientSecret = env["PAYPAL_CLIENT_SECRET"]?.trim();
  const webhookId = env["PAYPAL_WEBHOOK_ID"]?.trim();
  if (!clientId || !clientSecret || !webhookId) return null;
  const apiUrl = (env["PAYPAL_API_URL"]?.trim() || SANDBOX_URL).replace(/\/+$/, "");
  if (!URL.canParse(apiUrl) || !/^https?:$/.test(new URL(apiUrl).protocol)) return null;
  return { clientId, clientSecret, webhookId, apiUrl };
}
