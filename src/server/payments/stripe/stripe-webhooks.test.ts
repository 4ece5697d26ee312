/**
 * Stripe's webhooks read by the adapter, signed by the fake exactly as Stripe signs them:
 * - https://docs.stripe.com/webhooks#verify-events and https://docs.stripe.com/webhooks/signature
 *   (Stripe-Signature `t=…,v1=…`, HMAC-SHA256 of `t.payload` with the endpoint secret, events
 *   older than the 300 s tolerance refused against replays)
 * - https://docs.stripe.com/api/events/types (payment_intent.succeeded, .processing,
 *   .payment_failed, .canceled) and https://docs.stripe.com/api/events/object
 * - https://docs.stripe.com/payments/paymentintents/lifecycle
 * - https://docs.stripe.com/webhooks#best-practices (events may come twice and out of order)
 */
import { describe, expect, it } from "vitest";
import { signStripePayload, type StripeFake } from "../../../../tests/fakes/stripe/stripe-fake";
import type { RawNotification } from "../provider";
import { fromEnv } from "./stripe-provider";
import { stripeAgainstFake, stripeEnv, stripeOrder } from "./stripe.fixtures";

const WEBHOOK_SECRET = "whsec_fake_endpoint_secret";
const ctx = stripeAgainstFake({ env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET } });

const order = stripeOrder("sum1000000000000000001", {
  no: "2026/11/26/ABC002",
  returnUrl: "http://localhost:4321/order/summary/sum1000000000000000001",
  notifyUrl: "http://localhost:4321/api/payments/stripe/notify",
});

function signed(body: string, secret = WEBHOOK_SECRET, timestamp?: number): RawNotification {
  return {
    headers: new Headers({
      "content-type": "application/json",
      "stripe-signature": signStripePayload(body, secret, timestamp),
    }),
    body,
  };
}

async function paidEvent(summaryId: string, amountReceived?: number): Promise<string> {
  const { providerRef } = await ctx.stripe.create({ ...order, summaryId });
  return ctx.fake.event(
    "payment_intent.succeeded",
    ctx.fake.settle(providerRef, "succeeded", amountReceived),
  );
}

describe("Stripe webhooks", () => {
  it("read a signed payment_intent.succeeded as paid for the order in its metadata, and answer 200", async () => {
    const { providerRef } = await ctx.stripe.create(order);
    const body = ctx.fake.event(
      "payment_intent.succeeded",
      ctx.fake.settle(providerRef, "succeeded"),
    );
    const notification = await ctx.stripe.readNotification(signed(body));
    expect(notification).toEqual({
      providerRef,
      summaryId: order.summaryId,
      status: "paid",
      amount: "137.79",
      currency: "pln",
      reason: undefined,
    });
    if (!notification) throw new Error("no notification");
    expect(ctx.stripe.acknowledge(notification).status).toBe(200);
    expect(await ctx.stripe.confirm(notification, order)).toBe("paid");
  });

  it("read processing as verifying, a decline as failed with Stripe's reason, and a cancel as cancelled", async () => {
    const { providerRef } = await ctx.stripe.create({
      ...order,
      summaryId: "sum1000000000000000002",
    });
    const read = async (type: string, outcome: Parameters<StripeFake["settle"]>[1]) =>
      ctx.stripe.readNotification(
        signed(ctx.fake.event(type, ctx.fake.settle(providerRef, outcome))),
      );
    expect(await read("payment_intent.processing", "processing")).toMatchObject({
      status: "verifying",
    });
    expect(await read("payment_intent.payment_failed", "failed")).toMatchObject({
      status: "failed",
      reason: "Your card has insufficient funds.",
      amount: "137.79",
    });
    expect(await read("payment_intent.canceled", "canceled")).toMatchObject({
      status: "cancelled",
    });
  });

  it("ignore events the shop does not act on and PaymentIntents it did not create", async () => {
    const { providerRef } = await ctx.stripe.create({
      ...order,
      summaryId: "sum1000000000000000003",
    });
    const intent = ctx.fake.settle(providerRef, "succeeded");
    expect(
      await ctx.stripe.readNotification(signed(ctx.fake.event("payment_intent.created", intent))),
    ).toBeNull();
    const foreign = { ...intent, metadata: {} };
    expect(
      await ctx.stripe.readNotification(
        signed(ctx.fake.event("payment_intent.succeeded", foreign)),
      ),
    ).toBeNull();
    const charge = { id: "ch_1", object: "charge", amount: 13779, currency: "pln" };
    expect(
      await ctx.stripe.readNotification(signed(ctx.fake.event("charge.succeeded", charge))),
    ).toBeNull();
  });

  it("refuse a forged signature, a changed body, another endpoint's secret, no signature and a body that is not JSON", async () => {
    const body = await paidEvent("sum1000000000000000004");
    const forged = signed(body);
    forged.headers.set(
      "stripe-signature",
      `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}`,
    );
    expect(await ctx.stripe.readNotification(forged)).toBeNull();
    const changed = {
      ...signed(body),
      body: body.replace('"amount_received":13779', '"amount_received":1'),
    };
    expect(changed.body).not.toBe(body);
    expect(await ctx.stripe.readNotification(changed)).toBeNull();
    expect(await ctx.stripe.readNotification(signed(body, "whsec_another_endpoint"))).toBeNull();
    const headers = { "content-type": "application/json" };
    expect(await ctx.stripe.readNotification({ headers: new Headers(headers), body })).toBeNull();
    const form = signed(body);
    form.headers.set("content-type", "application/x-www-form-urlencoded");
    expect(await ctx.stripe.readNotification(form)).toBeNull();
    expect(await ctx.stripe.readNotification(signed("not json"))).toBeNull();
  });

  it("refuse a signature older than five minutes, so a captured event cannot be replayed later", async () => {
    const body = await paidEvent("sum1000000000000000005");
    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 360;
    expect(
      await ctx.stripe.readNotification(signed(body, WEBHOOK_SECRET, sixMinutesAgo)),
    ).toBeNull();
    const fourMinutesAgo = Math.floor(Date.now() / 1000) - 240;
    expect(
      await ctx.stripe.readNotification(signed(body, WEBHOOK_SECRET, fourMinutesAgo)),
    ).not.toBeNull();
  });

  it("refuse a test-mode event when the shop runs on a live key", async () => {
    const live = fromEnv(
      stripeEnv(ctx.fake.url, {
        STRIPE_SECRET_KEY: "sk_live_fake",
        STRIPE_PUBLISHABLE_KEY: "pk_live_fake",
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      }),
    );
    const body = await paidEvent("sum1000000000000000006");
    expect(await live?.readNotification(signed(body))).toBeNull();
  });

  it("read a repeated delivery as the same notification, which the lifecycle applies once", async () => {
    const body = await paidEvent("sum1000000000000000007");
    const first = await ctx.stripe.readNotification(signed(body));
    const again = await ctx.stripe.readNotification(
      signed(body, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) + 1),
    );
    expect(again).toEqual(first);
  });

  it("report each event as it says when they come out of order, and the status as it is now", async () => {
    const { providerRef } = await ctx.stripe.create({
      ...order,
      summaryId: "sum1000000000000000008",
    });
    const processing = ctx.fake.event(
      "payment_intent.processing",
      ctx.fake.settle(providerRef, "processing"),
    );
    const succeeded = ctx.fake.event(
      "payment_intent.succeeded",
      ctx.fake.settle(providerRef, "succeeded"),
    );
    expect(await ctx.stripe.readNotification(signed(succeeded))).toMatchObject({ status: "paid" });
    expect(await ctx.stripe.readNotification(signed(processing))).toMatchObject({
      status: "verifying",
    });
    expect(await ctx.stripe.status(providerRef)).toBe("paid");
  });

  it("pass on an order the shop does not know and the amount Stripe took, for the lifecycle to check", async () => {
    const unknown = await ctx.stripe.readNotification(
      signed(await paidEvent("sumUNKNOWN000000000009")),
    );
    expect(unknown).toMatchObject({ summaryId: "sumUNKNOWN000000000009", status: "paid" });
    const short = await ctx.stripe.readNotification(
      signed(await paidEvent("sum1000000000000000010", 100)),
    );
    expect(short).toMatchObject({ status: "paid", amount: "1.00", currency: "pln" });
  });
});
