/**
 * PayPal notifications through the adapter, against the local PayPal fake: each
 * is checked with verify-webhook-signature before it is read; valid, forged,
 * repeated, out of order, for an unknown order and for a wrong amount.
 * Documentation the fake and these expectations follow:
 * - https://developer.paypal.com/docs/api/webhooks/v1/#verify-webhook-signature_post
 *   (auth_algo, cert_url, transmission_id, transmission_sig, transmission_time from the
 *   PAYPAL-* headers, webhook_id, webhook_event; answer verification_status SUCCESS | FAILURE)
 * - https://stackoverflow.com/questions/62870568/how-to-verify-a-paypal-webhook-notification-diy-style-without-using-paypal-sdk/62870569
 *   (what PayPal signs: transmission id|time|webhook id|CRC32 of the body, SHA256withRSA)
 * - https://developer.paypal.com/api/rest/webhooks/event-names/ (CHECKOUT.ORDER.APPROVED,
 *   PAYMENT.CAPTURE.COMPLETED, .DENIED, .PENDING; a capture's supplementary_data.related_ids.order_id)
 */
import { describe, expect, it } from "vitest";
import { CREDENTIALS, paypalAgainstFake, shopOrder } from "./paypal.fixtures";

const ctx = paypalAgainstFake();

const verifyCalls = () =>
  ctx.fake.requests.filter((r) => r.path === "/v1/notifications/verify-webhook-signature");

describe("a valid notification", () => {
  it("reads CHECKOUT.ORDER.APPROVED as pending, for the order's public id and PayPal's amount", async () => {
    const order = shopOrder();
    const { providerRef } = await ctx.paypal.create(order);
    const signed = ctx.fake.approve(providerRef);
    expect(await ctx.paypal.readNotification(signed)).toEqual({
      providerRef,
      summaryId: order.summaryId,
      status: "pending",
      amount: "137.79",
      currency: "pln",
    });
    const sent = JSON.parse(verifyCalls().at(-1)?.body ?? "") as Record<string, unknown>;
    expect(sent).toMatchObject({
      auth_algo: "SHA256withRSA",
      cert_url: signed.headers.get("paypal-cert-url"),
      transmission_id: signed.headers.get("paypal-transmission-id"),
      transmission_sig: signed.headers.get("paypal-transmission-sig"),
      transmission_time: signed.headers.get("paypal-transmission-time"),
      webhook_id: CREDENTIALS.webhookId,
      webhook_event: JSON.parse(signed.body),
    });
    expect(
      ctx.paypal.acknowledge({
        providerRef,
        summaryId: order.summaryId,
        status: "pending",
        amount: "137.79",
        currency: "pln",
      }),
    ).toEqual({ status: 200, body: "" });
  });

  it("reads PAYMENT.CAPTURE.COMPLETED as paid, DENIED as failed with PayPal's reason and PENDING as verifying", async () => {
    const cases = [
      ["COMPLETED", "paid", undefined],
      ["DECLINED", "failed", "DECLINED_BY_RISK_FRAUD_FILTERS"],
      ["PENDING", "verifying", "PENDING_REVIEW"],
    ] as const;
    for (const [outcome, status, reason] of cases) {
      const order = shopOrder();
      const { providerRef } = await ctx.paypal.create(order);
      ctx.fake.setCaptureOutcome(providerRef, outcome);
      const approval = await ctx.paypal.readNotification(ctx.fake.approve(providerRef));
      if (approval) await ctx.paypal.confirm(approval, order);
      const notification = await ctx.paypal.readNotification(ctx.fake.captureWebhook(providerRef));
      expect(notification).toEqual({
        providerRef,
        summaryId: order.summaryId,
        status,
        amount: "137.79",
        currency: "pln",
        reason,
      });
      // A capture event already settled the payment: confirm does not capture again.
      expect(notification && (await ctx.paypal.confirm(notification, order))).toBe(status);
    }
  });
});

describe("a forged notification", () => {
  it("is refused when its body was changed after PayPal signed it", async () => {
    const { providerRef } = await ctx.paypal.create(shopOrder());
    const signed = ctx.fake.approve(providerRef);
    const body = signed.body.replace('"value":"137.79"', '"value":"1.00"');
    expect(await ctx.paypal.readNotification({ headers: signed.headers, body })).toBeNull();
  });

  it("is refused when its signature is not PayPal's", async () => {
    const { providerRef } = await ctx.paypal.create(shopOrder());
    const signed = ctx.fake.approve(providerRef);
    const headers = new Headers(signed.headers);
    headers.set("paypal-transmission-sig", Buffer.alloc(256, 7).toString("base64"));
    expect(await ctx.paypal.readNotification({ headers, body: signed.body })).toBeNull();
  });

  it("is refused when PayPal signed it for another shop's webhook", async () => {
    const { providerRef } = await ctx.paypal.create(shopOrder());
    const event = JSON.parse(ctx.fake.approve(providerRef).body) as object;
    expect(await ctx.paypal.readNotification(ctx.fake.sign(event, "1AB23456CD789012E"))).toBeNull();
  });

  it("is refused without asking PayPal when a transmission header is missing, the body is not JSON or not sent as JSON", async () => {
    const { providerRef } = await ctx.paypal.create(shopOrder());
    const signed = ctx.fake.approve(providerRef);
    const before = verifyCalls().length;
    const noSig = new Headers(signed.headers);
    noSig.delete("paypal-transmission-sig");
    const asForm = new Headers(signed.headers);
    asForm.set("content-type", "application/x-www-form-urlencoded");
    expect(await ctx.paypal.readNotification({ headers: noSig, body: signed.body })).toBeNull();
    expect(await ctx.paypal.readNotification({ headers: asForm, body: signed.body })).toBeNull();
    expect(
      await ctx.paypal.readNotification({ headers: signed.headers, body: "{not json" }),
    ).toBeNull();
    expect(
      await ctx.paypal.readNotification({ headers: signed.headers, body: "[1,2]" }),
    ).toBeNull();
    expect(verifyCalls().length).toBe(before);
  });
});

describe("repeated, out of order, unknown and wrong notifications", () => {
  it("reads a repeated notification the same each time, and confirming it twice captures once", async () => {
    const order = shopOrder();
    const { providerRef } = await ctx.paypal.create(order);
    const signed = ctx.fake.approve(providerRef);
    const first = await ctx.paypal.readNotification(signed);
    const again = await ctx.paypal.readNotification(signed);
    expect(again).toEqual(first);
    if (!first || !again) throw new Error("not read");
    expect(await ctx.paypal.confirm(first, order)).toBe("paid");
    expect(await ctx.paypal.confirm(again, order)).toBe("paid");
    const captures = ctx.fake.requests.filter(
      (r) => r.path === `/v2/checkout/orders/${providerRef}/capture`,
    );
    expect(new Set(captures.map((r) => r.headers["paypal-request-id"]))).toEqual(
      new Set([`capture-${providerRef}`]),
    );
  });

  it("answers the capture's state when the approval arrives after the capture was reported", async () => {
    const order = shopOrder();
    const { providerRef } = await ctx.paypal.create(order);
    const approval = ctx.fake.approve(providerRef);
    const read = await ctx.paypal.readNotification(approval);
    if (!read) throw new Error("not read");
    await ctx.paypal.confirm(read, order);
    const captured = await ctx.paypal.readNotification(ctx.fake.captureWebhook(providerRef));
    expect(captured?.status).toBe("paid");
    // The late approval: confirming it again does not take the money twice.
    expect(await ctx.paypal.confirm(read, order)).toBe("paid");
    expect(ctx.fake.orders.get(providerRef)?.capture?.refundedMinor).toBe(0);
  });

  it("reports a verified notification for an order the shop does not know with its public id, and captures nothing for another order", async () => {
    const stranger = shopOrder({ summaryId: "sum-unknown-000" });
    const { providerRef } = await ctx.paypal.create(stranger);
    const read = await ctx.paypal.readNotification(ctx.fake.approve(providerRef));
    expect(read?.summaryId).toBe("sum-unknown-000");
    if (!read) throw new Error("not read");
    expect(await ctx.paypal.confirm(read, shopOrder())).toBe("failed");
    expect(ctx.fake.orders.get(providerRef)?.capture).toBeUndefined();
  });

  it("reports PayPal's amount for an order paid for a wrong amount and does not capture it", async () => {
    const order = shopOrder();
    const { providerRef } = await ctx.paypal.create({ ...order, amount: "1.00" });
    const read = await ctx.paypal.readNotification(ctx.fake.approve(providerRef));
    expect(read).toMatchObject({ amount: "1.00", currency: "pln" });
    if (!read) throw new Error("not read");
    expect(await ctx.paypal.confirm(read, order)).toBe("failed");
    expect(ctx.fake.orders.get(providerRef)?.capture).toBeUndefined();
  });

  it("answers null for a verified event the shop does not subscribe to", async () => {
    const event = {
      id: "WH-1",
      event_type: "PAYMENT.CAPTURE.REFUNDED",
      resource_type: "refund",
      resource: { id: "R1" },
    };
    expect(await ctx.paypal.readNotification(ctx.fake.sign(event))).toBeNull();
  });
});
