/**
 * The PayU adapter against a local fake of PayU's REST API 2.1
 * (tests/fakes/payu-fake.ts), built from:
 * - https://developers.payu.com/europe/api/#tag/Authorize (OAuth client credentials)
 * - https://developers.payu.com/europe/api/#tag/Order (create, retrieve)
 * - https://developers.payu.com/europe/api/#tag/Refund (create a refund)
 * - https://developers.payu.com/europe/docs/payment-flows/lifecycle/ (statuses,
 *   notifications, the OpenPayu-Signature header)
 */
import { describe, expect, it } from "vitest";
import { ProviderError } from "../provider";
import { PayuToken } from "./payu-oauth";
import { createPayuProvider } from "./payu-provider";
import { fromEnv } from "./payu-settings";
import { order, payuAgainstFake } from "./payu.fixtures";

const ctx = payuAgainstFake();

describe("the PayU adapter", () => {
  it("is configured only when every PayU variable is set, on the production host by default", () => {
    expect(fromEnv({ PAYU_POS_ID: "1", PAYU_CLIENT_SECRET: "s" })).toBeNull();
    const env = { PAYU_POS_ID: "1", PAYU_CLIENT_SECRET: "s", PAYU_SECOND_KEY: "k" };
    expect(fromEnv(env)).toEqual({
      posId: "1",
      clientId: "1",
      clientSecret: "s",
      secondKey: "k",
      apiUrl: "https://secure.payu.com",
    });
    expect(fromEnv({ ...env, PAYU_API_URL: "https://secure.snd.payu.com/" })?.apiUrl).toBe(
      "https://secure.snd.payu.com",
    );
  });

  it("creates a PayU order in grosze and sends the shopper to PayU's payment page", async () => {
    const created = await ctx.payu.create(order("sumCreate1"));
    expect(created.next).toEqual({
      kind: "redirect",
      url: `${ctx.fake.url}/pay/?orderId=${created.providerRef}`,
    });
    const registered = ctx.fake.orderFor("sumCreate1");
    expect(registered).toMatchObject({
      orderId: created.providerRef,
      totalAmount: "13779",
      currencyCode: "PLN",
      status: "NEW",
    });
    expect(registered?.notifyUrl).toBe("https://shop.example/api/payments/payu/notify");
  });

  it("registers a new PayU order each time the shopper pays again for the same order", async () => {
    const first = await ctx.payu.create(order("sumAgain"));
    const second = await ctx.payu.create(order("sumAgain"));
    expect(second.providerRef).not.toBe(first.providerRef);
  });

  it("asks for one OAuth token, shared by calls at the same time, and reuses it until it expires", async () => {
    let now = 1_000_000;
    const cached = createPayuProvider(ctx.settings, new PayuToken(ctx.settings, () => now));
    const ref = (await ctx.payu.create(order("sumToken"))).providerRef;
    const before = ctx.fake.tokenRequests();
    await Promise.all([cached.status(ref), cached.status(ref)]);
    await cached.create(order("sumToken"));
    expect(ctx.fake.tokenRequests() - before).toBe(1);
    now += 43_199_000 - 61_000;
    await cached.status(ref);
    expect(ctx.fake.tokenRequests() - before).toBe(1);
    now += 2_000;
    await cached.status(ref);
    expect(ctx.fake.tokenRequests() - before).toBe(2);
  });

  it("asks for a new token once when PayU no longer accepts the cached one", async () => {
    const ref = (await ctx.payu.create(order("sumRevoked"))).providerRef;
    const before = ctx.fake.tokenRequests();
    ctx.fake.revokeTokens();
    expect(await ctx.payu.status(ref)).toBe("pending");
    expect(ctx.fake.tokenRequests() - before).toBe(1);
  });

  it("maps PayU's order statuses to the shop's", async () => {
    const ref = (await ctx.payu.create(order("sumStatus"))).providerRef;
    const expected = {
      NEW: "pending",
      PENDING: "pending",
      WAITING_FOR_CONFIRMATION: "verifying",
      COMPLETED: "paid",
      CANCELED: "cancelled",
    };
    for (const [status, shop] of Object.entries(expected)) {
      ctx.fake.setStatus(ref, status);
      expect(await ctx.payu.status(ref)).toBe(shop);
      const read = await ctx.payu.readNotification(ctx.fake.notification(ref));
      expect(read?.status).toBe(shop);
    }
  });

  it("refunds part of a paid order and then the rest, and refuses more than was paid", async () => {
    const ref = await ctx.paidOrder("sumRefund");
    const part = await ctx.payu.refund(ref, "37.79", "pln", "Returned mug");
    const rest = await ctx.payu.refund(ref, "100.00", "pln", "Returned boots");
    expect(part.refundRef).not.toBe(rest.refundRef);
    const error = await ctx.payu.refund(ref, "0.01", "pln", "Too much").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ provider: "payu", code: "OPENPAYU_BUSINESS_ERROR" });
  });

  it("refuses to refund an order that is not paid", async () => {
    const ref = (await ctx.payu.create(order("sumUnpaidRefund"))).providerRef;
    await expect(ctx.payu.refund(ref, "1.00", "pln", "Nothing to refund")).rejects.toBeInstanceOf(
      ProviderError,
    );
  });

  it("handles only the payu payment type", () => {
    expect(ctx.payu.handles("payu", null)).toBe(true);
    expect(ctx.payu.handles("payu", "blik")).toBe(true);
    expect(ctx.payu.handles("p24", null)).toBe(false);
  });
});
