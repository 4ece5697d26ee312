/**
 * A shopper on the PayU fake's hosted page (tests/fakes/payu-fake-checkout.ts),
 * with the PayU adapter reading what PayU then notifies. PayU's flow:
 * https://developers.payu.com/europe/docs/payment-flows/lifecycle/ (statuses,
 * notifications to notifyUrl signed with the second key, back to continueUrl;
 * `error=501` when the payment was not authorized).
 */
import { describe, expect, it } from "vitest";
import { startPayuFake } from "../../../../tests/fakes/payu/payu-fake";
import { press } from "../../../../tests/fakes/shop-catcher";
import { expectShopperPage, hostedPageAgainstFake } from "../against-fake.fixtures";
import { createPayuProvider } from "./payu-provider";
import { KEYS, order } from "./payu.fixtures";

const ctx = hostedPageAgainstFake({
  type: "payu",
  start: () => startPayuFake(KEYS),
  adapter: (fake) => createPayuProvider({ ...KEYS, apiUrl: fake.url }),
  order,
});

describe("PayU's hosted page in the fake", () => {
  it("shows the amount and currency with the Pay, Decline and Back to the shop buttons", async () => {
    const { url } = await ctx.page("page1");
    await expectShopperPage(url, {
      heading: "PayU (test)",
      amount: "137.79 PLN",
      buttons: ["Pay", "Decline", "Back to the shop"],
    });
  });

  it("on Pay notifies a COMPLETED order the adapter accepts, then sends the shopper to continueUrl", async () => {
    const { url, ref } = await ctx.page("page2");
    const answer = await press(url, "pay");
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`${ctx.shop.url}/order/pay/page2?attempt=1`);
    expect(ctx.shop.caught).toHaveLength(1);
    const notified = await ctx.provider.readNotification(
      ctx.shop.caught[0] ?? { headers: new Headers(), body: "" },
    );
    expect(notified).toMatchObject({ providerRef: ref, summaryId: "page2", status: "paid" });
    expect(await ctx.provider.status(ref)).toBe("paid");
  });

  it("on Decline notifies a CANCELED order and adds error=501 to continueUrl", async () => {
    const { url, ref } = await ctx.page("page3");
    const answer = await press(url, "decline");
    expect(new URL(answer.headers.get("location") ?? "").searchParams.get("error")).toBe("501");
    const notified = await ctx.provider.readNotification(
      ctx.shop.caught[0] ?? { headers: new Headers(), body: "" },
    );
    expect(notified).toMatchObject({ providerRef: ref, status: "cancelled" });
  });

  it("on Back to the shop notifies nothing and leaves the order waiting", async () => {
    const { url, ref } = await ctx.page("page4");
    const answer = await press(url, "back");
    expect(answer.headers.get("location")).toBe(`${ctx.shop.url}/order/pay/page4?attempt=1`);
    expect(ctx.shop.caught).toHaveLength(0);
    expect(await ctx.provider.status(ref)).toBe("pending");
  });
});
