/**
 * When the embedded test gateway takes payments (issue 44): the demo shop of the README's two
 * commands pays online through it, and a shop that takes real money never offers it. Two
 * parts decide:
 *
 * - the server's configuration, read once (`testGatewayConfigured`, from the registry), from
 *   `PAYMENT_TEST_GATEWAY` and the providers configured in the environment:
 *   - `0`: off;
 *   - unset or empty (the default): on while no payment provider (Stripe, PayU, Przelewy24,
 *     PayPal) is configured, off as soon as one is;
 *   - `1`: on, also beside providers configured against local stand-ins of their services
 *     (an API URL on this machine: the test suite's fakes), never beside one that reaches its
 *     real service;
 *   anything else is an error when the providers are first read (as a malformed provider URL is);
 * - the owner's switch (`shopIsLive`, domain/shop/live-shop.ts): a live shop never offers it,
 *   whatever the configuration says.
 *
 * Off, the gateway's methods are not offered (the quote leaves them out, so `order/new`
 * refuses them), its page answers 404 and its notifications are refused, so it can never mark
 * an order of a real shop paid.
 */
import { shopIsLive } from "../../../domain/shop/live-shop";
import type { Settings } from "../../../domain/shop/settings.types";

type Env = Record<string, string | undefined>;

export type TestGatewaySetting = "auto" | "on" | "off";

/** `PAYMENT_TEST_GATEWAY` as a setting; a value other than 0, 1 or nothing is an error. */
export function testGatewaySetting(env: Env): TestGatewaySetting {
  const raw = env["PAYMENT_TEST_GATEWAY"]?.trim() ?? "";
  if (raw === "") return "auto";
  if (raw === "1") return "on";
  if (raw === "0") return "off";
  throw new Error(`PAYMENT_TEST_GATEWAY must be 1, 0 or unset, not "${raw}"`);
}

/** Where each provider's adapter sends its calls when set (else the provider's own host). */
const API_URL_VARIABLES: Readonly<Record<string, string>> = {
  stripe: "STRIPE_API_URL",
  payu: "PAYU_API_URL",
  p24: "P24_API_URL",
  paypal: "PAYPAL_API_URL",
};

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** Whether the provider `id` is configured against a stand-in on this machine (a test fake). */
export function isLocalStandIn(id: string, env: Env): boolean {
  const name = API_URL_VARIABLES[id];
  const raw = name ? env[name]?.trim() : undefined;
  return !!raw && URL.canParse(raw) && LOOPBACK.test(new URL(raw).hostname);
}

/** The configuration's part: `providers` are the ids of the real providers configured. */
export function testGatewayConfigured(env: Env, providers: readonly string[]): boolean {
  const setting = testGatewaySetting(env);
  if (setting === "off") return false;
  if (providers.some((id) => !isLocalStandIn(id, env))) return false;
  return setting === "on" || providers.length === 0;
}

/** Whether the gateway takes payments for this shop now: configured, and the shop not live. */
export function testGatewayOpen(
  configured: boolean,
  settings: Pick<Settings, "payments">,
): boolean {
  return configured && !shopIsLive(settings);
}
