/**
 * The payment providers this shop runs with (issue 30), read once from the
 * environment: Stripe, PayU, Przelewy24 and PayPal when their settings are
 * present (see each adapter's settings and the README), then the embedded
 * test gateway when the configuration lets it run (test-gateway/availability.ts:
 * by default only while no provider is configured). A payment method is offered
 * only when one of them takes its spec type and subtype; the first that does
 * takes it, so a shop with Stripe and PayU configured sends cards to Stripe and
 * BLIK to PayU. The test gateway takes nothing, and hears nothing, while the
 * owner has marked the shop live (issue 44).
 *
 * Adding a provider: implement `PaymentProvider` (provider.ts) in
 * `payments/<provider>/`, read its settings from the environment, and add it
 * to `configured` below; its notifications arrive at
 * `/api/public/payments/{id}/notify`.
 */
import { fromEnv as p24Settings } from "./p24/p24-settings";
import { createP24Provider } from "./p24/p24-provider";
import { fromEnv as paypalSettings } from "./paypal/settings";
import { createPaypalProvider } from "./paypal/adapter";
import { fromEnv as payuSettings } from "./payu/payu-settings";
import { createPayuProvider } from "./payu/payu-provider";
import type { PaymentProvider } from "./provider";
import { fromEnv as stripeFromEnv } from "./stripe/stripe-provider";
import { testGatewayConfigured, testGatewayOpen } from "./test-gateway/availability";
import { testProvider } from "./test-gateway/test-provider";
import type { Settings } from "../../domain/shop/settings.types";

type Env = Record<string, string | undefined>;
/** What of the shop settings decides which providers take payments (the owner's live switch). */
type ShopPayments = Pick<Settings, "payments">;

/** The providers configured in `env`, in the order they are asked to take a method. */
export function configuredProviders(env: Env): PaymentProvider[] {
  const payu = payuSettings(env);
  const p24 = p24Settings(env);
  const paypal = paypalSettings(env);
  const real = [
    stripeFromEnv(env),
    payu && createPayuProvider(payu),
    p24 && createP24Provider(p24),
    paypal && createPaypalProvider(paypal),
  ].filter((p): p is PaymentProvider => p !== null);
  const ids = real.map((p) => p.id);
  return testGatewayConfigured(env, ids) ? [...real, testProvider] : real;
}

let providers: PaymentProvider[] | null = null;

function all(): PaymentProvider[] {
  providers ??= configuredProviders(process.env);
  return providers;
}

/** Whether the configuration lets the test gateway run (the owner may have the shop live). */
export function testGatewayConfiguredHere(): boolean {
  return all().some((p) => p.id === testProvider.id);
}

/** Whether the embedded test gateway takes payments for a shop with these settings now. */
export function testGatewayTakes(settings: ShopPayments): boolean {
  return testGatewayOpen(testGatewayConfiguredHere(), settings);
}

/** The providers that take payments for a shop with these settings, in their order. */
function taking(settings: ShopPayments): PaymentProvider[] {
  const test = testGatewayTakes(settings);
  return all().filter((p) => p.id !== testProvider.id || test);
}

/** The provider that takes a method of this spec type and subtype, or null (not offered). */
export function providerFor(
  type: string,
  subType: string | null | undefined,
  settings: ShopPayments,
): PaymentProvider | null {
  return taking(settings).find((p) => p.handles(type, subType ?? null)) ?? null;
}

/**
 * The provider whose notifications `/api/public/payments/{id}/notify` hears: any configured
 * one, but the test gateway only while it takes payments (a live shop refuses its word).
 */
export function notifyingProvider(id: string, settings: ShopPayments): PaymentProvider | null {
  return taking(settings).find((p) => p.id === id) ?? null;
}

export function providerById(id: string): PaymentProvider | null {
  return all().find((p) => p.id === id) ?? null;
}
