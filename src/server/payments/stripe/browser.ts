/**
 * What the payment step's browser side needs for Stripe: the Stripe.js URL, the publishable
 * key and the hosts its Content-Security-Policy must allow there (and only there).
 *
 * - STRIPE_JS_URL (optional) where the page loads Stripe.js from. Stripe.js must be loaded from
 *   https://js.stripe.com, never bundled or self-hosted (https://docs.stripe.com/js/including);
 *   its URL is versioned by release, and each release pins the API version its requests use
 *   (https://docs.stripe.com/sdks/stripejs-versioning). The default is the release of the
 *   server SDK's pinned API version (stripe 23: 2026-10-28.endive). Tests point it at the local
 *   fake's imitation (tests/fakes/stripe-fake.ts).
 *
 * The hosts follow Stripe's CSP list for Stripe.js and Link (the Payment Element offers Link),
 * https://docs.stripe.com/security/guide#content-security-policy: `*.js.stripe.com` lets
 * Stripe.js start frames on other origins, hooks.stripe.com frames 3D Secure and redirecting
 * methods. maps.googleapis.com is left out: Stripe lists it for the Address Element with the
 * shop's own Google Maps key, which the shop does not use. A Stripe.js from any other origin
 * (the fake) is allowed by that origin alone, in all three directives.
 */
import { readStripeSettings } from "./settings";

export const STRIPE_JS_DEFAULT_URL = "https://js.stripe.com/endive/stripe.js";

const STRIPE_JS_ORIGIN = "https://js.stripe.com";
const LINK = ["https://link.com", "https://*.link.com"];

export interface StripeCspHosts {
  scriptSrc: string[];
  frameSrc: string[];
  connectSrc: string[];
}

export interface StripeBrowserSettings {
  scriptUrl: string;
  publishableKey: string;
  cspHosts: StripeCspHosts;
}

type Env = Record<string, string | undefined>;

/** STRIPE_JS_URL, or Stripe's own; an http(s) URL without credentials, else a start-up error. */
export function stripeJsUrl(env: Env): string {
  const raw = env["STRIPE_JS_URL"]?.trim();
  if (!raw) return STRIPE_JS_DEFAULT_URL;
  const url = new URL(raw);
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.username || url.password)
    throw new Error("STRIPE_JS_URL must be an http(s) URL");
  return url.href;
}

/** The CSP sources the payment step adds for a Stripe.js loaded from this URL. */
export function stripeCspHosts(scriptUrl: string): StripeCspHosts {
  const { origin } = new URL(scriptUrl);
  if (origin !== STRIPE_JS_ORIGIN)
    return { scriptSrc: [origin], frameSrc: [origin], connectSrc: [origin] };
  const js = [STRIPE_JS_ORIGIN, "https://*.js.stripe.com"];
  return {
    scriptSrc: js,
    frameSrc: [...js, "https://hooks.stripe.com", ...LINK],
    connectSrc: ["https://api.stripe.com", ...LINK],
  };
}

/** Stripe.js's URL, the publishable key and the CSP hosts; null when Stripe is not configured. */
export function stripeBrowserSettings(env: Env): StripeBrowserSettings | null {
  const settings = readStripeSettings(env);
  if (!settings) return null;
  const scriptUrl = stripeJsUrl(env);
  return {
    scriptUrl,
    publishableKey: settings.publishableKey,
    cspHosts: stripeCspHosts(scriptUrl),
  };
}
