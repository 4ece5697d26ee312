/**
 * PayU notifications read by the PayU adapter: valid, forged, repeated, for an
 * order the shop does not know, for a wrong amount. The notifications come from
 * a local fake of PayU (tests/fakes/payu-fake.ts) that signs them as
 * https://developers.payu.com/europe/docs/payment-flows/lifecycle/ documents
 * (OpenPayu-Signature: hash of the body and the second key); orders are made
 * through https://developers.payu.com/europe/api/#tag/Order.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPayuFake, type PayuFake } from "../../../../tests/fakes/payu/payu-fake";
import type { PaymentProvider } from "../provider";
import { createPayuProvider } from "./payu-provider";
import type { PayuSettings } from "./payu-settings";
import { KEYS, order } from "./payu.fixtures";

let fake: PayuFake;
let settings: PayuSettings;
let payu: PaymentProvider;

beforeAll(async () => {
  fake = await startPayuFake(KEYS);
  settings = { ...KEYS, apiUrl: fake.url };
  payu = createPayuProvider(settings);
});
afterAll(() => fake.close());

async function paidOrder(summaryId: string, amount = "137.79") {
  const created = await payu.create(order(summaryId, amount));
  fake.setStatus(created.providerRef, "COMPLETED");
  return created.providerRef;
}

describe("PayU notifications", () => {
  it("reads a notification signed with the second key, in MD5 or SHA-256", async () => {
    const ref = await paidOrder("sumNotify");
    for (const algorithm of ["MD5", "SHA-256"] as const) {
      const read = await payu.readNotification(fake.notification(ref, { algorithm }));
      expect(read).toEqual({
        providerRef: ref,
        summaryId: "sumNotify",
        status: "paid",
        amount: "137.79",
        currency: "pln",
      });
    }
    expect(
      payu.acknowledge({
        providerRef: ref,
        summaryId: "sumNotify",
        status: "paid",
        amount: "137.79",
        currency: "pln",
      }),
    ).toEqual({ status: 200, body: "" });
  });

  it("answers null to a forged notification: another key, a changed body or no signature", async () => {
    const ref = await paidOrder("sumForged");
    expect(
      await payu.readNotification(fake.notification(ref, { key: "not-the-second-key" })),
    ).toBeNull();
    const genuine = fake.notification(ref);
    const tampered = genuine.body.replace('"COMPLETED"', '"CANCELED"');
    expect(await payu.readNotification({ headers: genuine.headers, body: tampered })).toBeNull();
    expect(await payu.readNotification({ headers: new Headers(), body: genuine.body })).toBeNull();
    const md5 = genuine.headers.get("OpenPayu-Signature")?.replace("MD5", "CRC32") ?? "";
    expect(
      await payu.readNotification({
        headers: new Headers({ "OpenPayu-Signature": md5 }),
        body: genuine.body,
      }),
    ).toBeNull();
  });

  it("reads a repeated notification the same way every time", async () => {
    const ref = await paidOrder("sumRepeat");
    const notification = fake.notification(ref);
    const first = await payu.readNotification(notification);
    expect(await payu.readNotification(notification)).toEqual(first);
    expect(first && (await payu.confirm(first, order("sumRepeat")))).toBe("paid");
  });

  it("passes on the summary id of an order the shop does not know and refuses the status of one PayU does not know", async () => {
    const ref = await paidOrder("sumNotOurs");
    expect((await payu.readNotification(fake.notification(ref)))?.summaryId).toBe("sumNotOurs");
    await expect(payu.status("NOSUCHORDER")).rejects.toMatchObject({
      provider: "payu",
      code: "DATA_NOT_FOUND",
    });
  });

  it("reports the amount PayU charged, not the order's, so the lifecycle can refuse a wrong amount", async () => {
    const ref = await paidOrder("sumWrongAmount");
    const read = await payu.readNotification(fake.notification(ref, { totalAmount: "100" }));
    expect(read).toMatchObject({ status: "paid", amount: "1.00", currency: "pln" });
  });
});
