/**
 * The PayPal adapter against the local PayPal fake (tests/fakes/paypal-fake.ts):
 * status and refund.
 * Documentation the fake and these expectations follow:
 * - https://developer.paypal.com/docs/api/orders/v2/ (create, show, capture; payer-action link)
 * - https://developer.paypal.com/api/rest/integration/orders-api/api-use-cases/standard
 * - https://developer.paypal.com/sdk/orders/v2/definitions/capture_status
 * - https://developer.paypal.com/api/handle-payment-failures (INSTRUMENT_DECLINED, ORDER_NOT_APPROVED)
 * - https://developer.paypal.com/docs/api/payments/v2/#captures_refund
 * - https://developer.paypal.com/api/payments/v2/errors/refund_amount_exceeded
 * - https://developer.paypal.com/api/rest/authentication/ (POST /v1/oauth2/token)
 */
import { describe, expect, it } from "vitest";
import { paypalAgainstFake, shopOrder } from "./paypal.fixtures";

const ctx = paypalAgainstFake();

describe("status", () => {
  it("answers expired for an order PayPal no longer knows", async () => {
    const { providerRef } = await ctx.paypal.create(shopOrder());
    ctx.fake.forget(providerRef);
    expect(await ctx.paypal.status(providerRef)).toBe("expired");
  });
});

describe("refund", () => {
  it("refunds part of the capture and then the rest, and refuses more than was taken", async () => {
    const order = shopOrder();
    const notification = await ctx.approved(order);
    await ctx.paypal.confirm(notification, order);
    const first = await ctx.paypal.refund(notification.providerRef, "37.79", "pln", "Zwrot: kubek");
    expect(first.refundRef).toMatch(/^[A-Z0-9]+$/);
    const sent = ctx.fake.requests.findLast((r) => r.path.endsWith("/refund"));
    expect(JSON.parse(sent?.body ?? "")).toEqual({
      amount: { currency_code: "PLN", value: "37.79" },
      note_to_payer: "Zwrot: kubek",
    });
    await expect(
      ctx.paypal.refund(notification.providerRef, "100.01", "pln", "too much"),
    ).rejects.toMatchObject({
      code: "REFUND_AMOUNT_EXCEEDED",
    });
    await ctx.paypal.refund(notification.providerRef, "100.00", "pln", "Zwrot: reszta");
    expect(ctx.fake.orders.get(notification.providerRef)?.capture?.status).toBe("REFUNDED");
    expect(await ctx.paypal.status(notification.providerRef)).toBe("paid");
  });

  it("refuses to refund an order that took no money", async () => {
    const { providerRef } = await ctx.paypal.create(shopOrder());
    await expect(ctx.paypal.refund(providerRef, "137.79", "pln", "x")).rejects.toMatchObject({
      code: "not_captured",
    });
  });
});
