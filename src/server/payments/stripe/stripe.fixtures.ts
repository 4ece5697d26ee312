/** Shared by the Stripe adapter's tests: its settings, a shop order and the adapter on the Stripe fake. */
import {
  startStripeFake,
  type StripeFake,
  type StripeFakeOptions,
} from "../../../../tests/fakes/stripe/stripe-fake";
import { startedAroundTests } from "../against-fake.fixtures";
import { paymentOrder } from "../payment-order.fixtures";
import type { PaymentOrder, PaymentProvider } from "../provider";
import { fromEnv } from "./stripe-provider";

export const SECRET = "sk_test_fake_secret_key";

/** The shop's environment for Stripe at `apiUrl`; `overrides` change its variables. */
export function stripeEnv(apiUrl: string, overrides: Record<string, string> = {}) {
  return {
    STRIPE_SECRET_KEY: SECRET,
    STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
    STRIPE_WEBHOOK_SECRET: "whsec_fake",
    STRIPE_API_URL: apiUrl,
    ...overrides,
  };
}

/** Order `summaryId` of 137.79 zł, paid with Stripe, back to its payment page afterwards. */
export function stripeOrder(
  summaryId: string,
  overrides: Partial<PaymentOrder> = {},
): PaymentOrder {
  return paymentOrder("stripe", {
    summaryId,
    email: "anna@example.com",
    returnUrl: `http://localhost:4321/order/pay/${summaryId}?attempt=1`,
    notifyUrl: "http://localhost:4321/api/public/payments/stripe/notify",
    ...overrides,
  });
}

/**
 * Starts the Stripe fake (with `options()`, read when it starts) before the
 * file's tests and closes it after them; `stripe` is the adapter on it, made by
 * fromEnv from stripeEnv with `env` changed.
 */
export function stripeAgainstFake(
  setup: { env?: Record<string, string>; options?: () => StripeFakeOptions } = {},
) {
  const started = startedAroundTests(async () => {
    const fake = await startStripeFake(SECRET, setup.options?.());
    const stripe = fromEnv(stripeEnv(fake.url, setup.env));
    if (!stripe) throw new Error("not configured");
    return { fake, stripe, close: fake.close };
  });
  return {
    get fake(): StripeFake {
      return started().fake;
    },
    get stripe(): PaymentProvider {
      return started().stripe;
    },
  };
}
