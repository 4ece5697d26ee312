/**
 * The Stripe adapter against the local Stripe fake (tests/fakes/stripe-fake.ts), built from:
 * - https://docs.stripe.com/api/payment_intents/create
 * - https://docs.stripe.com/api/payment_intents/retrieve
 * - https://docs.stripe.com/payments/paymentintents/lifecycle
 * - https://docs.stripe.com/api/refunds/create
 * - https://docs.stripe.com/api/idempotent_requests
 * - https://docs.stripe.com/api/errors
 */
import { describe, expect, it } from "vitest";
import { startStripeFake } from "../../../../tests/fakes/stripe/stripe-fake";
import { ProviderError } from "../provider";
import { fromEnv } from "./stripe-provider";
import { SECRET, stripeAgainstFake, stripeEnv, stripeOrder } from "./stripe.fixtures";

const ctx = stripeAgainstFake();

const order = stripeOrder("sum0000000000000000001", {
  subType: "card",
  returnUrl: "http://localhost:4321/order/summary/sum0000000000000000001",
  notifyUrl: "http://localhost:4321/api/payments/stripe/notify",
});

describe("creating a Stripe payment", () => {
  it("makes a PaymentIntent for the order's amount in grosze with automatic methods and the order in its metadata", async () => {
    const created = await ctx.stripe.create(order);
    const sent = ctx.fake.requests.at(-1);
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
    const first = await ctx.stripe.create(again);
    const second = await ctx.stripe.create(again);
    expect(second).toEqual(first);
  });

  it("answers a provider error without the secret key when Stripe refuses the key", async () => {
    const wrong = fromEnv(stripeEnv(ctx.fake.url, { STRIPE_SECRET_KEY: "sk_test_wrong" }));
    const error = await wrong?.create(order).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).provider).toBe("stripe");
    expect(String((error as ProviderError).message)).not.toContain("sk_");
  });

  it("answers a provider error when Stripe cannot be reached", async () => {
    const closed = await startStripeFake(SECRET);
    await closed.close();
    const unreachable = fromEnv(stripeEnv(closed.url));
    await expect(unreachable?.status("pi_any")).rejects.toMatchObject({
      provider: "stripe",
      code: "StripeConnectionError",
    });
  });

  it("refuses an amount that is not two decimals before calling Stripe", async () => {
    const before = ctx.fake.requests.length;
    await expect(ctx.stripe.create({ ...order, amount: "1.234" })).rejects.toThrow(ProviderError);
    expect(ctx.fake.requests.length).toBe(before);
  });
});

describe("a Stripe payment's status", () => {
  it("follows the PaymentIntent from waiting to failed, verifying and paid", async () => {
    const { providerRef } = await ctx.stripe.create({
      ...order,
      summaryId: "sum0000000000000000003",
    });
    expect(await ctx.stripe.status(providerRef)).toBe("pending");
    ctx.fake.settle(providerRef, "failed");
    expect(await ctx.stripe.status(providerRef)).toBe("failed");
    ctx.fake.settle(providerRef, "processing");
    expect(await ctx.stripe.status(providerRef)).toBe("verifying");
    ctx.fake.settle(providerRef, "succeeded");
    expect(await ctx.stripe.status(providerRef)).toBe("paid");
  });

  it("is cancelled for a cancelled PaymentIntent", async () => {
    const { providerRef } = await ctx.stripe.create({
      ...order,
      summaryId: "sum0000000000000000004",
    });
    ctx.fake.settle(providerRef, "canceled");
    expect(await ctx.stripe.status(providerRef)).toBe("cancelled");
  });

  it("is a provider error for a PaymentIntent Stripe does not know", async () => {
    await expect(ctx.stripe.status("pi_unknown")).rejects.toMatchObject({
      provider: "stripe",
      code: "resource_missing",
    });
  });
});

describe("refunding a Stripe payment", () => {
  it("refunds part and then the rest in grosze, each once however often it is retried", async () => {
    const { providerRef } = await ctx.stripe.create({
      ...order,
      summaryId: "sum0000000000000000005",
    });
    ctx.fake.settle(providerRef, "succeeded");
    const part = await ctx.stripe.refund(providerRef, "37.79", "pln", "Return R1");
    const sent = ctx.fake.requests.at(-1);
    expect(sent?.form).toEqual({
      payment_intent: providerRef,
      amount: "3779",
      reason: "requested_by_customer",
      metadata: { reason: "Return R1" },
    });
    expect(sent?.idempotencyKey).toMatch(new RegExp(`^refund-${providerRef}-3779-`));
    expect(await ctx.stripe.refund(providerRef, "37.79", "pln", "Return R1")).toEqual(part);
    const rest = await ctx.stripe.refund(providerRef, "100.00", "pln", "Return R2");
    expect(rest.refundRef).not.toBe(part.refundRef);
    await expect(ctx.stripe.refund(providerRef, "0.01", "pln", "Return R3")).rejects.toMatchObject({
      code: "charge_already_refunded",
    });
  });

  it("refuses more than was paid, another currency and an unpaid payment", async () => {
    const { providerRef } = await ctx.stripe.create({
      ...order,
      summaryId: "sum0000000000000000006",
    });
    await expect(ctx.stripe.refund(providerRef, "1.00", "pln", "Too early")).rejects.toMatchObject({
      code: "payment_intent_unexpected_state",
    });
    ctx.fake.settle(providerRef, "succeeded");
    await expect(ctx.stripe.refund(providerRef, "137.80", "pln", "Too much")).rejects.toMatchObject(
      {
        code: "amount_too_large",
      },
    );
    await expect(ctx.stripe.refund(providerRef, "10.00", "eur", "Euro")).rejects.toMatchObject({
      code: "currency",
    });
  });
});
