/**
 * The payment providers this shop runs with (issue 30), read once from the
 * environment: Stripe, PayU, Przelewy24 and PayPal when their settings are
 * present (see each adapter's settings and the README), then the embedded
 * test gateway when it is on. A payment method is offered only when one of
 * them takes its spec type and subtype; the first that does takes it, so a
 * shop with Stripe and PayU configured sends cards to Stripe and BLIK to PayU.
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
import { testGatewayEnabled, testProvider } from "./test-gateway/test-provider";

type Env = Record<string, string | undefined>;

/** The providers configured in `env`, in the order they are asked to take a method. */
export function configuredProviders(env: Env): PaymentProvider[] {
  const payu = payuSettings(env);
  const p24 = p24Settings(env);
  const paypal = paypalSettings(env);
  return [
    stripeFromEnv(env),
    payu && createPayuProvider(payu),
    p24 && createP24Provider(p24),
    paypal && createPaypalProvider(paypal),
    testGatewayEnabled(env) ? testProvider : null,
  ].filter((p): p is PaymentProvider => p !== null);
}

let providers: PaymentProvider[] | null = null;

function all(): PaymentProvider[] {
  providers ??= configuredProviders(process.env);
  return providers;
}

/** The provider that takes a method of this spec type and subtype, or null (not offered). */
export function providerFor(
  type: string,
  subType: string | null | undefined,
): PaymentProvider | null {
  return all().find((p) => p.handles(type, subType ?? null)) ?? null;
}

export function providerById(id: string): PaymentProvider | null {
  return all().find((p) => p.id === id) ?? null;
}
