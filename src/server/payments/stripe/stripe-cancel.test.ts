/**
 * Withdrawing a Stripe payment nobody finished, against the local Stripe fake:
 * - https://docs.stripe.com/api/payment_intents/cancel (cancellable states, cancellation_reason;
 *   any other state refused with payment_intent_unexpected_state)
 * - https://docs.stripe.com/api/errors#errors-payment_intent (the intent in the error)
 * - https://docs.stripe.com/payments/paymentintents/lifecycle
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStripeFake, type StripeFake } from "../../../../tests/fakes/stripe/stripe-fake";
import type { PaymentOrder, PaymentProvider } from "../provider";
import { fromEnv } from "./stripe-provider";

const SECRET = "sk_test_fake_secret_key";
let fake: StripeFake;
let stripe: PaymentProvider;

const order = (n: number): PaymentOrder => ({
  summaryId: `sum200000000000000000${n}`,
  no: `2026/11/26/CAN00${n}`,
  amount: "49.90",
  currency: "pln",
  email: "anna@example.com",
  lang: "pl",
  type: "stripe",
  subType: null,
  returnUrl: `http://localhost:4321/order/pay/sum200000000000000000${n}?attempt=1`,
  notifyUrl: "http://localhost:4321/api/public/payments/stripe/notify",
});

beforeAll(async () => {
  fake = await startStripeFake(SECRET);
  const configured = fromEnv({
    STRIPE_SECRET_KEY: SECRET,
    STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
    STRIPE_WEBHOOK_SECRET: "whsec_fake",
    STRIPE_API_URL: fake.url,
  });
  if (!configured?.cancel) throw new Error("Stripe cannot cancel");
  stripe = configured;
});
afterAll(() => fake.close());

describe("cancelling a Stripe payment", () => {
  it("cancels a waiting PaymentIntent as abandoned, after which its status is cancelled", async () => {
    const { providerRef } = await stripe.create(order(1));
    await stripe.cancel?.(providerRef);
    const sent = fake.requests.at(-1);
    expect(sent?.path).toBe(`/v1/payment_intents/${providerRef}/cancel`);
    expect(sent?.form).toEqual({ cancellation_reason: "abandoned" });
    expect(await stripe.status(providerRef)).toBe("cancelled");
  });

  it("cancels a PaymentIntent whose card was declined", async () => {
    const { providerRef } = await stripe.create(order(2));
    fake.settle(providerRef, "declined");
    await stripe.cancel?.(providerRef);
    expect(await stripe.status(providerRef)).toBe("cancelled");
  });

  it("takes a PaymentIntent cancelled already as done, however often it is asked", async () => {
    const { providerRef } = await stripe.create(order(3));
    await stripe.cancel?.(providerRef);
    await expect(stripe.cancel?.(providerRef)).resolves.toBeUndefined();
    fake.settle(providerRef, "canceled");
    await expect(stripe.cancel?.(providerRef)).resolves.toBeUndefined();
  });

  it("refuses to cancel a PaymentIntent that took the money", async () => {
    const { providerRef } = await stripe.create(order(4));
    fake.settle(providerRef, "succeeded");
    await expect(stripe.cancel?.(providerRef)).rejects.toMatchObject({
      provider: "stripe",
      code: "payment_intent_unexpected_state",
    });
    expect(await stripe.status(providerRef)).toBe("paid");
  });

  it("is a provider error for a PaymentIntent Stripe does not know", async () => {
    await expect(stripe.cancel?.("pi_unknown")).rejects.toMatchObject({
      provider: "stripe",
      code: "resource_missing",
    });
  });
});
