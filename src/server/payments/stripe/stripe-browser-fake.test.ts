/**
 * The Stripe fake's browser side, which the payment step's browser tests drive: its Stripe.js,
 * the confirm that script makes with the publishable key and the client secret, and the signed
 * webhook that follows, read by the adapter as a real one:
 * - https://docs.stripe.com/js/payment_intents/confirm_payment
 * - https://docs.stripe.com/api/payment_intents/confirm, https://docs.stripe.com/testing#cards
 * - https://docs.stripe.com/declines/codes (card_declined, generic_decline)
 * - https://docs.stripe.com/webhooks#verify-events, https://docs.stripe.com/api/events/types
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProviderNotification } from "../provider";
import { SECRET, stripeAgainstFake, stripeOrder } from "./stripe.fixtures";

const PK = "pk_test_fake_publishable";
const WEBHOOK_SECRET = "whsec_fake_endpoint_secret";
let shop: Server;
const received: (ProviderNotification | null)[] = [];

const order = (n: number) =>
  stripeOrder(`sum300000000000000000${n}`, { no: `2026/11/26/BRW00${n}` });

beforeAll(async () => {
  // The shop's notification endpoint, reduced to the adapter's check of what arrives.
  shop = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === "string") headers.set(name, value);
      void ctx.stripe.readNotification({ headers, body }).then((notification) => {
        received.push(notification);
        res.writeHead(notification ? 200 : 400).end();
      });
    });
  });
  await new Promise<void>((resolve) => shop.listen(0, "127.0.0.1", resolve));
});
afterAll(() => new Promise<void>((resolve) => shop.close(() => resolve())));

const ctx = stripeAgainstFake({
  env: { STRIPE_PUBLISHABLE_KEY: PK, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
  options: () => ({
    webhookUrl: `http://127.0.0.1:${(shop.address() as AddressInfo).port}/notify`,
    webhookSecret: WEBHOOK_SECRET,
    publishableKey: PK,
  }),
});

/** What the fake Stripe.js sends when the shopper pays with a test card. */
async function confirm(clientSecret: string, method: string, key = PK) {
  const id = clientSecret.split("_secret_")[0] ?? "";
  const res = await fetch(`${ctx.fake.url}/v1/payment_intents/${id}/confirm`, {
    method: "POST",
    headers: { origin: "http://localhost:4321" },
    body: new URLSearchParams({ key, client_secret: clientSecret, payment_method: method }),
  });
  return { res, body: (await res.json()) as Record<string, unknown> };
}

async function embedded(n: number) {
  const created = await ctx.stripe.create(order(n));
  if (created.next.kind !== "embedded") throw new Error("not embedded");
  return { ref: created.providerRef, secret: created.next.clientSecret };
}

describe("the Stripe fake's browser side", () => {
  it("serves its Stripe.js to a page on another origin", async () => {
    const res = await fetch(`${ctx.fake.url}/v3/stripe.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/javascript/);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    const script = await res.text();
    for (const name of ["window.Stripe", "confirmPayment", "Test card: succeeds", "declined"])
      expect(script).toContain(name);
    const preflight = await fetch(`${ctx.fake.url}/v1/payment_intents/pi_x/confirm`, {
      method: "OPTIONS",
    });
    expect(preflight.status).toBe(204);
  });

  it("takes the money for the succeeding test card and tells the shop in a signed webhook", async () => {
    const { ref, secret } = await embedded(1);
    const { res, body } = await confirm(secret, "pm_card_visa");
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(body).toMatchObject({ id: ref, status: "succeeded", amount_received: 13779 });
    expect(ctx.fake.webhooks.at(-1)).toEqual({
      type: "payment_intent.succeeded",
      intent: ref,
      status: 200,
    });
    expect(received.at(-1)).toEqual({
      providerRef: ref,
      summaryId: order(1).summaryId,
      status: "paid",
      amount: "137.79",
      currency: "pln",
      reason: undefined,
    });
    expect(await ctx.stripe.status(ref)).toBe("paid");
  });

  it("declines the declining test card, says why, and lets the shopper pay again", async () => {
    const { ref, secret } = await embedded(2);
    const declined = await confirm(secret, "pm_card_chargeDeclined");
    expect(declined.res.status).toBe(402);
    expect(declined.body["error"]).toMatchObject({
      type: "card_error",
      code: "card_declined",
      decline_code: "generic_decline",
      message: "Your card was declined.",
    });
    expect(received.at(-1)).toMatchObject({
      providerRef: ref,
      status: "failed",
      reason: "Your card was declined.",
    });
    expect(await ctx.stripe.status(ref)).toBe("failed");
    const again = await confirm(secret, "pm_card_visa");
    expect(again.body["status"]).toBe("succeeded");
    expect(await ctx.stripe.status(ref)).toBe("paid");
  });

  it("refuses a wrong client secret, a secret key, another publishable key and a paid intent", async () => {
    const { ref, secret } = await embedded(3);
    const before = ctx.fake.webhooks.length;
    expect((await confirm(`${ref}_secret_wrong`, "pm_card_visa")).res.status).toBe(404);
    expect((await confirm(secret, "pm_card_visa", SECRET)).res.status).toBe(401);
    expect((await confirm(secret, "pm_card_visa", "pk_test_other")).res.status).toBe(401);
    expect((await confirm(secret, "pm_unknown")).res.status).toBe(400);
    expect(ctx.fake.webhooks.length).toBe(before);
    await confirm(secret, "pm_card_visa");
    const twice = await confirm(secret, "pm_card_visa");
    expect(twice.body["error"]).toMatchObject({ code: "payment_intent_unexpected_state" });
  });
});
