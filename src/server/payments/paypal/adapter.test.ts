/**
 * The PayPal adapter against the local PayPal fake (tests/fakes/paypal-fake.ts):
 * create → redirect, capture on confirm, status, refund.
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
import { createPaypalProvider } from "./adapter";
import { CREDENTIALS, paypalAgainstFake, settingsFor, shopOrder } from "./paypal.fixtures";

const ctx = paypalAgainstFake();

describe("create", () => {
  it("registers an Orders v2 order for the shop's amount and sends the shopper to its payer-action link", async () => {
    const order = shopOrder();
    const created = await ctx.paypal.create(order);
    expect(created.next).toEqual({
      kind: "redirect",
      url: `${ctx.fake.url}/checkoutnow?token=${created.providerRef}`,
    });
    const sent = ctx.fake.requests.findLast((r) => r.path === "/v2/checkout/orders");
    expect(JSON.parse(sent?.body ?? "")).toMatchObject({
      intent: "CAPTURE",
      purchase_units: [
        {
          reference_id: order.summaryId,
          custom_id: order.summaryId,
          invoice_id: order.no,
          amount: { currency_code: "PLN", value: "137.79" },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: order.returnUrl,
            cancel_url: `${order.returnUrl}&cancelled=1`,
            user_action: "PAY_NOW",
            locale: "pl-PL",
          },
        },
      },
    });
    expect(sent?.headers["prefer"]).toBe("return=representation");
  });

  it("gets one OAuth2 token with the client credentials and reuses it for later calls", async () => {
    await ctx.paypal.create(shopOrder());
    const tokens = ctx.fake.requests.filter((r) => r.path === "/v1/oauth2/token");
    expect(tokens).toHaveLength(1);
    const basic = Buffer.from(`${CREDENTIALS.clientId}:${CREDENTIALS.clientSecret}`).toString(
      "base64",
    );
    expect(tokens[0]?.headers.authorization).toBe(`Basic ${basic}`);
    expect(tokens[0]?.body).toContain("grant_type=client_credentials");
  });

  it("brings the shopper back to the return URL with PayPal's token when they approve at PayPal", async () => {
    const { providerRef, next } = await ctx.paypal.create(shopOrder());
    if (next.kind !== "redirect") throw new Error("expected a redirect");
    const page = await fetch(next.url);
    expect(await page.text()).toContain("<h1>PayPal (test)</h1>");
    // The shopper presses "Pay" on PayPal's page (a form POST back to the same address).
    const pay = new URLSearchParams({ choice: "pay" });
    const approved = await fetch(next.url, { method: "POST", body: pay, redirect: "manual" });
    expect(approved.status).toBe(303);
    const back = new URL(approved.headers.get("location") ?? "");
    expect(back.searchParams.get("token")).toBe(providerRef);
    expect(back.searchParams.get("PayerID")).toBeTruthy();
    expect(await ctx.paypal.status(providerRef)).toBe("pending");
  });

  it("refuses with a ProviderError when PayPal does not accept the credentials", async () => {
    const wrong = createPaypalProvider({ ...settingsFor(ctx.fake.url), clientSecret: "wrong" });
    await expect(wrong.create(shopOrder())).rejects.toMatchObject({
      name: "ProviderError",
      provider: "paypal",
    });
  });

  it("refuses an order whose amount is not two decimals before calling PayPal", async () => {
    await expect(ctx.paypal.create(shopOrder({ amount: "137.7" }))).rejects.toMatchObject({
      code: "invalid_amount",
    });
  });
});

describe("confirm", () => {
  it("captures an approved order and answers paid when the capture is COMPLETED", async () => {
    const order = shopOrder();
    const notification = await ctx.approved(order);
    expect(await ctx.paypal.confirm(notification, order)).toBe("paid");
    expect(ctx.fake.orders.get(notification.providerRef)?.capture?.status).toBe("COMPLETED");
    expect(await ctx.paypal.status(notification.providerRef)).toBe("paid");
  });

  it("answers verifying when PayPal holds the capture PENDING", async () => {
    const order = shopOrder();
    const created = await ctx.paypal.create(order);
    ctx.fake.setCaptureOutcome(created.providerRef, "PENDING");
    const notification = await ctx.paypal.readNotification(ctx.fake.approve(created.providerRef));
    expect(notification && (await ctx.paypal.confirm(notification, order))).toBe("verifying");
    expect(await ctx.paypal.status(created.providerRef)).toBe("verifying");
  });

  it("answers failed when the capture is DECLINED or PayPal refuses it with INSTRUMENT_DECLINED", async () => {
    for (const outcome of ["DECLINED", "INSTRUMENT_DECLINED"] as const) {
      const order = shopOrder();
      const created = await ctx.paypal.create(order);
      ctx.fake.setCaptureOutcome(created.providerRef, outcome);
      const notification = await ctx.paypal.readNotification(ctx.fake.approve(created.providerRef));
      expect(notification && (await ctx.paypal.confirm(notification, order))).toBe("failed");
    }
  });

  it("captures once when the same approval is confirmed twice", async () => {
    const order = shopOrder();
    const notification = await ctx.approved(order);
    expect(await ctx.paypal.confirm(notification, order)).toBe("paid");
    const captureId = ctx.fake.orders.get(notification.providerRef)?.capture?.id;
    expect(await ctx.paypal.confirm(notification, order)).toBe("paid");
    expect(ctx.fake.orders.get(notification.providerRef)?.capture?.id).toBe(captureId);
  });

  it("reads the order when it was captured elsewhere (ORDER_ALREADY_CAPTURED)", async () => {
    const order = shopOrder();
    const notification = await ctx.approved(order);
    const token =
      ctx.fake.requests.find((r) => r.path !== "/v1/oauth2/token")?.headers.authorization ?? "";
    await fetch(`${ctx.fake.url}/v2/checkout/orders/${notification.providerRef}/capture`, {
      method: "POST",
      headers: { authorization: token, "content-type": "application/json" },
    });
    expect(await ctx.paypal.confirm(notification, order)).toBe("paid");
  });

  it("does not capture an order whose PayPal amount differs from the shop's order", async () => {
    const order = shopOrder();
    const notification = await ctx.approved(order);
    expect(await ctx.paypal.confirm(notification, { ...order, amount: "237.79" })).toBe("failed");
    expect(ctx.fake.orders.get(notification.providerRef)?.status).toBe("APPROVED");
  });

  it("answers pending for an order the shopper has not approved yet", async () => {
    const order = shopOrder();
    const { providerRef } = await ctx.paypal.create(order);
    const notification = {
      providerRef,
      summaryId: order.summaryId,
      status: "pending",
      amount: "137.79",
      currency: "pln",
    } as const;
    expect(await ctx.paypal.confirm(notification, order)).toBe("pending");
  });
});
