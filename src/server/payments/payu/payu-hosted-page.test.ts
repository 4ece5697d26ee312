/**
 * A shopper on the PayU fake's hosted page (tests/fakes/payu-fake-checkout.ts),
 * with the PayU adapter reading what PayU then notifies. PayU's flow:
 * https://developers.payu.com/europe/docs/payment-flows/lifecycle/ (statuses,
 * notifications to notifyUrl signed with the second key, back to continueUrl;
 * `error=501` when the payment was not authorized).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPayuFake, type PayuFake } from "../../../../tests/fakes/payu/payu-fake";
import { press, startShopCatcher } from "../../../../tests/fakes/shop-catcher";
import type { PaymentProvider } from "../provider";
import { createPayuProvider } from "./payu-provider";
import { KEYS, order } from "./payu.fixtures";

let fake: PayuFake;
let shop: Awaited<ReturnType<typeof startShopCatcher>>;
let payu: PaymentProvider;

beforeAll(async () => {
  [fake, shop] = await Promise.all([startPayuFake(KEYS), startShopCatcher()]);
  payu = createPayuProvider({ ...KEYS, apiUrl: fake.url });
});
afterAll(() => Promise.all([fake.close(), shop.close()]));

/** An order created by the adapter, notified to the catcher; answers PayU's page. */
async function hostedPage(summaryId: string) {
  shop.caught.length = 0;
  const created = await payu.create({
    ...order(summaryId),
    returnUrl: `${shop.url}/order/pay/${summaryId}?attempt=1`,
    notifyUrl: `${shop.url}/api/public/payments/payu/notify`,
  });
  if (created.next.kind !== "redirect") throw new Error("expected a redirect");
  return { url: created.next.url, ref: created.providerRef };
}

describe("PayU's hosted page in the fake", () => {
  it("shows the amount and currency with the Pay, Decline and Back to the shop buttons", async () => {
    const { url } = await hostedPage("page1");
    const html = await (await fetch(url)).text();
    expect(html).toContain("<h1>PayU (test)</h1>");
    expect(html).toContain("137.79 PLN");
    for (const label of ["Pay", "Decline", "Back to the shop"])
      expect(html).toContain(`>${label}</button>`);
  });

  it("on Pay notifies a COMPLETED order the adapter accepts, then sends the shopper to continueUrl", async () => {
    const { url, ref } = await hostedPage("page2");
    const answer = await press(url, "pay");
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`${shop.url}/order/pay/page2?attempt=1`);
    expect(shop.caught).toHaveLength(1);
    const notified = await payu.readNotification(
      shop.caught[0] ?? { headers: new Headers(), body: "" },
    );
    expect(notified).toMatchObject({ providerRef: ref, summaryId: "page2", status: "paid" });
    expect(await payu.status(ref)).toBe("paid");
  });

  it("on Decline notifies a CANCELED order and adds error=501 to continueUrl", async () => {
    const { url, ref } = await hostedPage("page3");
    const answer = await press(url, "decline");
    expect(new URL(answer.headers.get("location") ?? "").searchParams.get("error")).toBe("501");
    const notified = await payu.readNotification(
      shop.caught[0] ?? { headers: new Headers(), body: "" },
    );
    expect(notified).toMatchObject({ providerRef: ref, status: "cancelled" });
  });

  it("on Back to the shop notifies nothing and leaves the order waiting", async () => {
    const { url, ref } = await hostedPage("page4");
    const answer = await press(url, "back");
    expect(answer.headers.get("location")).toBe(`${shop.url}/order/pay/page4?attempt=1`);
    expect(shop.caught).toHaveLength(0);
    expect(await payu.status(ref)).toBe("pending");
  });
});
