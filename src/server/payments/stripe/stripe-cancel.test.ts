/**
 * Withdrawing a Stripe payment nobody finished, against the local Stripe fake:
 * - https://docs.stripe.com/api/payment_intents/cancel (cancellable states, cancellation_reason;
 *   any other state refused with payment_intent_unexpected_state)
 * - https://docs.stripe.com/api/errors#errors-payment_intent (the intent in the error)
 * - https://docs.stripe.com/payments/paymentintents/lifecycle
 */
import { beforeAll, describe, expect, it } from "vitest";
import { stripeAgainstFake, stripeOrder } from "./stripe.fixtures";

const ctx = stripeAgainstFake();

const order = (n: number) =>
  stripeOrder(`sum200000000000000000${n}`, { no: `2026/11/26/CAN00${n}`, amount: "49.90" });

beforeAll(() => {
  if (!ctx.stripe.cancel) throw new Error("Stripe cannot cancel");
});

describe("cancelling a Stripe payment", () => {
  it("cancels a waiting PaymentIntent as abandoned, after which its status is cancelled", async () => {
    const { providerRef } = await ctx.stripe.create(order(1));
    await ctx.stripe.cancel?.(providerRef);
    const sent = ctx.fake.requests.at(-1);
    expect(sent?.path).toBe(`/v1/payment_intents/${providerRef}/cancel`);
    expect(sent?.form).toEqual({ cancellation_reason: "abandoned" });
    expect(await ctx.stripe.status(providerRef)).toBe("cancelled");
  });

  it("cancels a PaymentIntent whose card was declined", async () => {
    const { providerRef } = await ctx.stripe.create(order(2));
    ctx.fake.settle(providerRef, "declined");
    await ctx.stripe.cancel?.(providerRef);
    expect(await ctx.stripe.status(providerRef)).toBe("cancelled");
  });

  it("takes a PaymentIntent cancelled already as done, however often it is asked", async () => {
    const { providerRef } = await ctx.stripe.create(order(3));
    await ctx.stripe.cancel?.(providerRef);
    await expect(ctx.stripe.cancel?.(providerRef)).resolves.toBeUndefined();
    ctx.fake.settle(providerRef, "canceled");
    await expect(ctx.stripe.cancel?.(providerRef)).resolves.toBeUndefined();
  });

  it("refuses to cancel a PaymentIntent that took the money", async () => {
    const { providerRef } = await ctx.stripe.create(order(4));
    ctx.fake.settle(providerRef, "succeeded");
    await expect(ctx.stripe.cancel?.(providerRef)).rejects.toMatchObject({
      provider: "stripe",
      code: "payment_intent_unexpected_state",
    });
    expect(await ctx.stripe.status(providerRef)).toBe("paid");
  });

  it("is a provider error for a PaymentIntent Stripe does not know", async () => {
    await expect(ctx.stripe.cancel?.("pi_unknown")).rejects.toMatchObject({
      provider: "stripe",
      code: "resource_missing",
    });
  });
});
