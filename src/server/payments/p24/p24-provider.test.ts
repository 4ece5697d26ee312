/**
 * The Przelewy24 adapter against a local fake of P24's REST API v1
 * (tests/fakes/p24-fake.ts), built from https://developers.przelewy24.pl/
 * (OpenAPI "Przelewy24 REST API Documentation" 1.0.16): transaction/register,
 * the Notification (TransactionResult), transaction/verify,
 * transaction/by/sessionId, transaction/refund, "Calculating Sign" and "Authentication".
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startP24Fake, type P24Fake } from "../../../../tests/fakes/p24/p24-fake";
import type { PaymentProvider } from "../provider";
import { createP24Provider } from "./p24-provider";
import { fromEnv } from "./p24-settings";
import { KEYS, order } from "./p24.fixtures";

let fake: P24Fake;
let p24: PaymentProvider;

beforeAll(async () => {
  fake = await startP24Fake(KEYS);
  p24 = createP24Provider({ ...KEYS, apiUrl: fake.url });
});
afterAll(() => fake.close());

/** Registers the order's transaction and has the shopper pay it; answers its sessionId and the notification. */
async function paid(summaryId: string, amount?: number) {
  const { providerRef } = await p24.create(order(summaryId));
  const raw = fake.pay(providerRef, amount);
  return { ref: providerRef, raw };
}

describe("the Przelewy24 adapter", () => {
  it("is configured only when every P24 variable is set, with the shop id defaulting to the merchant id", () => {
    expect(fromEnv({ P24_MERCHANT_ID: "64195", P24_API_KEY: "k" })).toBeNull();
    expect(fromEnv({ P24_MERCHANT_ID: "x", P24_API_KEY: "k", P24_CRC: "c" })).toBeNull();
    const env = { P24_MERCHANT_ID: "64195", P24_API_KEY: "k", P24_CRC: "c" };
    expect(fromEnv(env)).toEqual({
      merchantId: 64195,
      posId: 64195,
      apiKey: "k",
      crc: "c",
      apiUrl: "https://secure.przelewy24.pl",
    });
    expect(
      fromEnv({ ...env, P24_POS_ID: "7", P24_API_URL: "https://sandbox.przelewy24.pl/" }),
    ).toMatchObject({ posId: 7, apiUrl: "https://sandbox.przelewy24.pl" });
  });

  it("registers a signed transaction in grosze and sends the shopper to /trnRequest/{token}", async () => {
    const created = await p24.create(order("sumCreate1", "137.79", "blik"));
    const registered = fake.transactionFor("sumCreate1");
    expect(registered).toMatchObject({
      sessionId: created.providerRef,
      amount: 13779,
      currency: "PLN",
      status: 0,
    });
    expect(created.next).toEqual({
      kind: "redirect",
      url: `${fake.url}/trnRequest/${registered?.token}`,
    });
  });

  it("registers a new transaction each time the shopper pays again for the same order", async () => {
    const first = await p24.create(order("sumAgain"));
    const second = await p24.create(order("sumAgain"));
    expect(second.providerRef).not.toBe(first.providerRef);
  });

  it("says when P24 refuses to register: wrong API key", async () => {
    const wrong = createP24Provider({ ...KEYS, apiKey: "nope", apiUrl: fake.url });
    await expect(wrong.create(order("sumWrongKey"))).rejects.toMatchObject({
      provider: "p24",
      code: "401",
    });
  });

  it("says when P24 refuses to register: a sign made with another CRC key", async () => {
    const wrong = createP24Provider({ ...KEYS, crc: "other", apiUrl: fake.url });
    await expect(wrong.create(order("sumWrongCrc"))).rejects.toMatchObject({ code: "400" });
  });

  it("reads a notification whose sign matches, as verifying until the shop verifies it", async () => {
    const { ref, raw } = await paid("sumNotify");
    const read = await p24.readNotification(raw);
    expect(read).toEqual({
      providerRef: ref,
      summaryId: "sumNotify",
      status: "verifying",
      amount: "137.79",
      currency: "pln",
    });
    expect(read && p24.acknowledge(read)).toEqual({ status: 200, body: "" });
  });

  it("answers null to a forged notification: another CRC, a changed field, another merchant or no JSON", async () => {
    const { ref, raw } = await paid("sumForged");
    expect(await p24.readNotification(fake.notification(ref, { crc: "not-our-crc" }))).toBeNull();
    const changed = raw.body.replace('"amount":13779', '"amount":1');
    expect(changed).not.toBe(raw.body);
    expect(await p24.readNotification({ headers: raw.headers, body: changed })).toBeNull();
    expect(await p24.readNotification(fake.notification(ref, { merchantId: 11111 }))).toBeNull();
    expect(
      await p24.readNotification({ headers: raw.headers, body: "merchantId=64195" }),
    ).toBeNull();
  });

  it("is paid only after transaction/verify succeeds, with the order's amount", async () => {
    const { ref, raw } = await paid("sumVerify");
    const read = await p24.readNotification(raw);
    if (!read) throw new Error("not read");
    expect(await p24.status(ref)).toBe("verifying");
    expect(await p24.confirm(read, order("sumVerify"))).toBe("paid");
    expect(await p24.status(ref)).toBe("paid");
  });

  it("answers a repeated notification the same way and keeps the payment paid", async () => {
    const { raw } = await paid("sumRepeat");
    const first = await p24.readNotification(raw);
    const again = await p24.readNotification(raw);
    expect(again).toEqual(first);
    if (!first || !again) throw new Error("not read");
    expect(await p24.confirm(first, order("sumRepeat"))).toBe("paid");
    expect(await p24.confirm(again, order("sumRepeat"))).toBe("paid");
  });

  it("refuses to confirm a notification for another order and says P24 does not know an unknown one", async () => {
    const { raw } = await paid("sumNotOurs");
    const read = await p24.readNotification(raw);
    if (!read) throw new Error("not read");
    await expect(p24.confirm(read, order("someOtherOrder"))).rejects.toMatchObject({
      code: "mismatch",
    });
    await expect(p24.status("noSuchOrder.00")).rejects.toMatchObject({
      provider: "p24",
      code: "404",
    });
  });

  it("reports a wrong amount as P24 sent it and does not take it as paid", async () => {
    const { ref, raw } = await paid("sumWrongAmount", 100);
    const read = await p24.readNotification(raw);
    expect(read).toMatchObject({ amount: "1.00", currency: "pln" });
    if (!read) throw new Error("not read");
    expect(await p24.confirm(read, order("sumWrongAmount"))).toBe("failed");
    expect(await p24.status(ref)).toBe("verifying");
  });

  it("does not verify a notification for a transaction P24 shows unpaid or returned", async () => {
    const { ref, raw } = await paid("sumNotAdvance");
    const read = await p24.readNotification(raw);
    if (!read) throw new Error("not read");
    fake.setStatus(ref, 0);
    expect(await p24.confirm(read, order("sumNotAdvance"))).toBe("pending");
    fake.setStatus(ref, 3);
    expect(await p24.confirm(read, order("sumNotAdvance"))).toBe("cancelled");
    expect(await p24.status(ref)).toBe("cancelled");
  });

  it("maps P24's transaction statuses to the shop's", async () => {
    const { providerRef } = await p24.create(order("sumStatus"));
    const expected = ["pending", "verifying", "paid", "cancelled"];
    for (const [status, shop] of expected.entries()) {
      fake.setStatus(providerRef, status);
      expect(await p24.status(providerRef)).toBe(shop);
    }
  });

  it("refunds part of a verified payment and then the rest, and refuses more than was paid", async () => {
    const { ref, raw } = await paid("sumRefund");
    const read = await p24.readNotification(raw);
    if (!read) throw new Error("not read");
    await p24.confirm(read, order("sumRefund"));
    const part = await p24.refund(ref, "37.79", "pln", "Returned mug");
    const rest = await p24.refund(ref, "100.00", "pln", "Returned boots and a long reason text");
    expect(part.refundRef).not.toBe(rest.refundRef);
    expect(fake.transactionFor("sumRefund")?.refunded).toBe(13779);
    await expect(p24.refund(ref, "0.01", "pln", "Too much")).rejects.toMatchObject({ code: "409" });
    await expect(p24.refund(ref, "0.01", "eur", "Wrong currency")).rejects.toMatchObject({
      code: "currency",
    });
  });

  it("refuses to refund a payment that was never verified", async () => {
    const { ref } = await paid("sumUnverified");
    await expect(p24.refund(ref, "1.00", "pln", "Not settled")).rejects.toMatchObject({
      code: "409",
    });
  });

  it("handles only the p24 payment type", () => {
    expect(p24.handles("p24", "blik")).toBe(true);
    expect(p24.handles("payu", null)).toBe(false);
  });
});
