/**
 * The Stripe adapter's settings, read from the environment only (see stripe-provider.ts for
 * what each one is). Missing keys mean Stripe is not configured: `readStripeSettings` answers
 * null and the shop offers none of its methods.
 */

export interface StripeSettings {
  /** `sk_live_…` / `sk_test_…` (or a restricted `rk_…` key): server only, never logged. */
  secretKey: string;
  /** `pk_live_…` / `pk_test_…`: the browser loads Stripe.js and the Payment Element with it. */
  publishableKey: string;
  /** `whsec_…`: the signing secret of the shop's webhook endpoint in the Stripe Dashboard. */
  webhookSecret: string;
  /** Where the SDK sends its calls: Stripe's own host unless STRIPE_API_URL points elsewhere. */
  api: { host: string; port: number; protocol: "http" | "https" } | null;
}

type Env = Record<string, string | undefined>;

function setting(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

/** STRIPE_API_URL as the SDK's host, port and protocol options (null: api.stripe.com). */
function apiAddress(raw: string | null): StripeSettings["api"] {
  if (!raw) return null;
  const url = new URL(raw);
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new Error("STRIPE_API_URL must be an http(s) URL");
  const protocol = url.protocol === "http:" ? "http" : "https";
  const port = url.port ? Number(url.port) : protocol === "http" ? 80 : 443;
  return { host: url.hostname, port, protocol };
}

export function readStripeSettings(env: Env): StripeSettings | null {
  const secretKey = setting(env, "STRIPE_SECRET_KEY");
  const publishableKey = setting(env, "STRIPE_PUBLISHABLE_KEY");
  const webhookSecret = setting(env, "STRIPE_WEBHOOK_SECRET");
  if (!secretKey || !publishableKey || !webhookSecret) return null;
  return {
    secretKey,
    publishableKey,
    webhookSecret,
    api: apiAddress(setting(env, "STRIPE_API_URL")),
  };
}
