/**
 * The Stripe adapter against the local Stripe fake (tests/fakes/stripe-fake.ts), built from:
 * - https://docs.stripe.com/api/payment_intents/create
 * - https://docs.stripe.com/api/payment_intents/retrieve
 * - https://docs.stripe.com/payments/paymentintents/lifecycle
 * - https://docs.stripe.com/api/refunds/create
 * - https://docs.stripe.com/api/idempotent_requests
 * - https://docs.stripe.com/api/errors
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStripeFake, type StripeFake } from "../../../../tests/fakes/stripe/stripe-fake";
import { ProviderError, type PaymentOrder, type PaymentProvider } from "../provider";
import { fromEnv } from "./stripe-provider";

const SECRET = "sk_test_fake_secret_key";
let fake: StripeFake;
let stripe: PaymentProvider;

const order: PaymentOrder = {
  summaryId: "sum0000000000000000001",
  no: "2026/11/26/ABC001",
  amount: "137.79",
  currency: "pln",
  email: "anna@example.com",
  lang: "pl",
  type: "stripe",
  subType: "card",
  returnUrl: "http://localhost:4321/order/summary/sum0000000000000000001",
  notifyUrl: "http://localhost:4321/api/payments/stripe/notify",
};

beforeAll(async () => {
  fake = await startStripeFake(SECRET);
  const configured = fromEnv({
    STRIPE_SECRET_KEY: SECRET,
    STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
    STRIPE_WEBHOOK_SECRET: "whsec_fake",
    STRIPE_API_URL: fake.url,
  });
  if (!configured) throw new Error("not configured");
  stripe = configured;
});
afterAll(() => fake.close());

describe("creating a Stripe payment", () => {
  it("makes a PaymentIntent for the order's amount in grosze with automatic methods and the order in its metadata", async () => {
    const created = await stripe.create(order);
    const sent = fake.requests.at(-1);
    expect(sent?.path).toBe("/v1/payment_intents");
    expect(sent?.form).toEqual({
      amount: "13779",
      currency: "pln",
      automatic_payment_methods: { enabled: "true" },
      description: "Order 2026/11/26/ABC001",
      metadata: { summaryId: order.summaryId, orderNo: order.no },
    });
    expect(sent?.idempotencyKey).toBe(`order-${order.summaryId}-13779-pln`);
    expect(created.providerRef).toMatch(/^pi_/);
    expect(created.next).toEqual({
      kind: "embedded",
      provider: "stripe",
      clientSecret: expect.stringMatching(new RegExp(`^${created.providerRef}_secret_`)),
      publishableKey: "pk_test_fake",
    });
  });

  it("gives the same PaymentIntent back when the same order is created again", async () => {
    const again = { ...order, summaryId: "sum0000000000000000002" };
    const first = await stripe.create(again);
    const second = await stripe.create(again);
    expect(second).toEqual(first);
  });

  it("answers a provider error without the secret key when Stripe refuses the key", async () => {
    const wrong = fromEnv({
      STRIPE_SECRET_KEY: "sk_test_wrong",
      STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
      STRIPE_WEBHOOK_SECRET: "whsec_fake",
      STRIPE_API_URL: fake.url,
    });
    const error = await wrong?.create(order).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).provider).toBe("stripe");
    expect(String((error as ProviderError).message)).not.toContain("sk_");
  });

  it("answers a provider error when Stripe cannot be reached", async () => {
    const closed = await startStripeFake(SECRET);
    await closed.close();
    const unreachable = fromEnv({
      STRIPE_SECRET_KEY: SECRET,
      STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
      STRIPE_WEBHOOK_SECRET: "whsec_fake",
      STRIPE_API_URL: closed.url,
    });
    await expect(unreachable?.status("pi_any")).rejects.toMatchObject({
      provider: "stripe",
      code: "StripeConnectionError",
    });
  });

  it("refuses an amount that is not two decimals before calling Stripe", async () => {
    const before = fake.requests.length;
    await expect(stripe.create({ ...order, amount: "1.234" })).rejects.toThrow(ProviderError);
    expect(fake.requests.length).toBe(before);
  });
});

describe("a Stripe payment's status", () => {
  it("follows the PaymentIntent from waiting to failed, verifying and paid", async () => {
    const { providerRef } = await stripe.create({ ...order, summaryId: "sum0000000000000000003" });
    expect(await stripe.status(providerRef)).toBe("pending");
    fake.settle(providerRef, "failed");
    expect(await stripe.status(providerRef)).toBe("failed");
    fake.settle(providerRef, "processing");
    expect(await stripe.status(providerRef)).toBe("verifying");
    fake.settle(providerRef, "succeeded");
    expect(await stripe.status(providerRef)).toBe("paid");
  });

  it("is cancelled for a cancelled PaymentIntent", async () => {
    const { providerRef } = await stripe.create({ ...order, summaryId: "sum0000000000000000004" });
    fake.settle(providerRef, "canceled");
    expect(await stripe.status(providerRef)).toBe("cancelled");
  });

  it("is a provider error for a PaymentIntent Stripe does not know", async () => {
    await expect(stripe.status("pi_unknown")).rejects.toMatchObject({
      provider: "stripe",
      code: "resource_missing",
    });
  });
});

describe("refunding a Stripe payment", () => {
  it("refunds part and then the rest in grosze, each once however often it is retried", async () => {
    const { providerRef } = await stripe.create({ ...order, summaryId: "sum0000000000000000005" });
    fake.settle(providerRef, "succeeded");
    const part = await stripe.refund(providerRef, "37.79", "pln", "Return R1");
    const sent = fake.requests.at(-1);
    expect(sent?.form).toEqual({
      payment_intent: providerRef,
      amount: "3779",
      reason: "requested_by_customer",
      metadata: { reason: "Return R1" },
    });
    expect(sent?.idempotencyKey).toMatch(new RegExp(`^refund-${providerRef}-3779-`));
    expect(await stripe.refund(providerRef, "37.79", "pln", "Return R1")).toEqual(part);
    const rest = await stripe.refund(providerRef, "100.00", "pln", "Return R2");
    expect(rest.refundRef).not.toBe(part.refundRef);
    await expect(stripe.refund(providerRef, "0.01", "pln", "Return R3")).rejects.toMatchObject({
      code: "charge_already_refunded",
    });
  });

  it("refuses more than was paid, another currency and an unpaid payment", async () => {
    const { providerRef } = await stripe.create({ ...order, summaryId: "sum0000000000000000006" });
    await expect(stripe.refund(providerRef, "1.00", "pln", "Too early")).rejects.toMatchObject({
      code: "payment_intent_unexpected_state",
    });
    fake.settle(providerRef, "succeeded");
    await expect(stripe.refund(providerRef, "137.80", "pln", "Too much")).rejects.toMatchObject({
      code: "amount_too_large",
    });
    await expect(stripe.refund(providerRef, "10.00", "eur", "Euro")).rejects.toMatchObject({
      code: "currency",
    });
  });
});
