/**
 * PayU notifications read by the PayU adapter: valid, forged, repeated, for an
 * order the shop does not know, for a wrong amount. The notifications come from
 * a local fake of PayU (tests/fakes/payu-fake.ts) that signs them as
 * https://developers.payu.com/europe/docs/payment-flows/lifecycle/ documents
 * (OpenPayu-Signature: hash of the body and the second key); orders are made
 * through https://developers.payu.com/europe/api/#tag/Order.
 */
import { describe, expect, it } from "vitest";
import { order, payuAgainstFake } from "./payu.fixtures";

const ctx = payuAgainstFake();

describe("PayU notifications", () => {
  it("reads a notification signed with the second key, in MD5 or SHA-256", async () => {
    const ref = await ctx.paidOrder("sumNotify");
    for (const algorithm of ["MD5", "SHA-256"] as const) {
      const read = await ctx.payu.readNotification(ctx.fake.notification(ref, { algorithm }));
      expect(read).toEqual({
        providerRef: ref,
        summaryId: "sumNotify",
        status: "paid",
        amount: "137.79",
        currency: "pln",
      });
    }
    expect(
      ctx.payu.acknowledge({
        providerRef: ref,
        summaryId: "sumNotify",
        status: "paid",
        amount: "137.79",
        currency: "pln",
      }),
    ).toEqual({ status: 200, body: "" });
  });

  it("answers null to a forged notification: another key, a changed body or no signature", async () => {
    const ref = await ctx.paidOrder("sumForged");
    expect(
      await ctx.payu.readNotification(ctx.fake.notification(ref, { key: "not-the-second-key" })),
    ).toBeNull();
    const genuine = ctx.fake.notification(ref);
    const tampered = genuine.body.replace('"COMPLETED"', '"CANCELED"');
    expect(
      await ctx.payu.readNotification({ headers: genuine.headers, body: tampered }),
    ).toBeNull();
    expect(
      await ctx.payu.readNotification({ headers: new Headers(), body: genuine.body }),
    ).toBeNull();
    const md5 = genuine.headers.get("OpenPayu-Signature")?.replace("MD5", "CRC32") ?? "";
    expect(
      await ctx.payu.readNotification({
        headers: new Headers({ "OpenPayu-Signature": md5 }),
        body: genuine.body,
      }),
    ).toBeNull();
  });

  it("reads a repeated notification the same way every time", async () => {
    const ref = await ctx.paidOrder("sumRepeat");
    const notification = ctx.fake.notification(ref);
    const first = await ctx.payu.readNotification(notification);
    expect(await ctx.payu.readNotification(notification)).toEqual(first);
    expect(first && (await ctx.payu.confirm(first, order("sumRepeat")))).toBe("paid");
  });

  it("passes on the summary id of an order the shop does not know and refuses the status of one PayU does not know", async () => {
    const ref = await ctx.paidOrder("sumNotOurs");
    expect((await ctx.payu.readNotification(ctx.fake.notification(ref)))?.summaryId).toBe(
      "sumNotOurs",
    );
    await expect(ctx.payu.status("NOSUCHORDER")).rejects.toMatchObject({
      provider: "payu",
      code: "DATA_NOT_FOUND",
    });
  });

  it("reports the amount PayU charged, not the order's, so the lifecycle can refuse a wrong amount", async () => {
    const ref = await ctx.paidOrder("sumWrongAmount");
    const read = await ctx.payu.readNotification(
      ctx.fake.notification(ref, { totalAmount: "100" }),
    );
    expect(read).toMatchObject({ status: "paid", amount: "1.00", currency: "pln" });
  });
});
