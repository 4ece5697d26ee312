/**
 * The payment notification endpoint's refusals that need no order (issue 30):
 * `POST /api/public/payments/{provider}/notify` answers an unknown provider
 * or payment 404, anything but JSON 415, and an address that keeps sending
 * refused notifications 429 (30 an hour, times RATE_LIMIT_ADDRESS_SCALE = 20
 * on the test server). The shop no longer takes card data at all: the card
 * form's tokenizer and its token endpoint are gone. Notifications about an
 * order: payments.spec.ts.
 */
import { expect, test } from "@playwright/test";
import { notification } from "./payment-helpers";

const UNKNOWN_REF = `test_${"0".repeat(24)}`;
const signed = notification("a".repeat(21), UNKNOWN_REF, "paid", "10.00");

test("a notification for an unknown payment or provider is 404 and one not in JSON is 415", async ({
  request,
}) => {
  const unknown = await request.post("/api/public/payments/test/notify", { data: signed });
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({ error: "notFound" });
  const provider = await request.post("/api/public/payments/nosuch/notify", { data: signed });
  expect(provider.status()).toBe(404);
  expect(await provider.json()).toEqual({ error: "notFound" });

  const text = await request.post("/api/public/payments/test/notify", {
    headers: { "content-type": "text/plain" },
    data: JSON.stringify(signed),
  });
  expect(text.status()).toBe(415);
  const form = await request.post("/api/public/payments/test/notify", { form: { ...signed } });
  expect(form.status()).toBe(415);
  const broken = await request.post("/api/public/payments/test/notify", {
    headers: { "content-type": "application/json" },
    data: '{"order":',
  });
  expect(broken.status()).toBe(400);
  expect(await broken.json()).toEqual({ error: "invalidSignature" });
});

test("an address that keeps sending refused notifications is refused for a while, others are not", async ({
  request,
}) => {
  const limit = 30 * Number(process.env["RATE_LIMIT_ADDRESS_SCALE"] ?? 20);
  const from = (address: string) => ({ "x-forwarded-for": address });
  const forger = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
  const forged = { ...signed, signature: "f".repeat(64) };
  for (let sent = 0; sent < limit; sent += 25) {
    const batch = Array.from({ length: Math.min(25, limit - sent) }, () =>
      request.post("/api/public/payments/test/notify", { data: forged, headers: from(forger) }),
    );
    for (const res of await Promise.all(batch)) expect(res.status()).toBe(400);
  }
  // Refused before anything is read, even a correctly signed one.
  const blocked = await request.post("/api/public/payments/test/notify", {
    data: signed,
    headers: from(forger),
  });
  expect(blocked.status()).toBe(429);
  expect(Number(blocked.headers()["retry-after"])).toBeGreaterThan(0);
  expect((await blocked.json()) as { error: string }).toMatchObject({ error: "tooManyRequests" });
  const other = await request.post("/api/public/payments/test/notify", {
    data: signed,
    headers: from("198.51.100.7"),
  });
  expect(other.status()).toBe(404);
});

test("card data never reach the shop: the card form's tokenizer and token endpoint are gone", async ({
  request,
}) => {
  const tokenize = await request.post("/dev/pay/braintree/tokenize", {
    data: { token: "x", number: "4111 1111 1111 1111", expiry: "12/40", cvc: "123" },
  });
  expect(tokenize.status()).toBe(404);
  const token = await request.get("/api/public/integrations/braintree/token");
  expect(token.status()).toBe(404);
});
