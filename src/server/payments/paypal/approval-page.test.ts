/**
 * A shopper on the PayPal fake's approval page (tests/fakes/paypal-fake-checkout.ts),
 * with the PayPal adapter reading the CHECKOUT.ORDER.APPROVED webhook and capturing:
 * https://developer.paypal.com/api/rest/integration/orders-api/api-use-cases/standard
 * (approve, back to return_url with token and PayerID, capture),
 * https://developer.paypal.com/api/handle-payment-failures (INSTRUMENT_DECLINED).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPaypalFake, type PaypalFake } from "../../../../tests/fakes/paypal/paypal-fake";
import { press, startShopCatcher } from "../../../../tests/fakes/shop-catcher";
import { expectShopperPage } from "../against-fake.fixtures";
import type { PaymentProvider } from "../provider";
import { createPaypalProvider } from "./adapter";
import { CREDENTIALS, settingsFor, shopOrder } from "./paypal.fixtures";

let fake: PaypalFake;
let shop: Awaited<ReturnType<typeof startShopCatcher>>;
let paypal: PaymentProvider;

beforeAll(async () => {
  shop = await startShopCatcher();
  const webhookUrl = `${shop.url}/api/public/payments/paypal/notify`;
  fake = await startPaypalFake({ ...CREDENTIALS, webhookUrl });
  paypal = createPaypalProvider(settingsFor(fake.url));
});
afterAll(() => Promise.all([fake.close(), shop.close()]));

async function approvalPage() {
  shop.caught.length = 0;
  const order = shopOrder({ returnUrl: `${shop.url}/order/pay/s1?attempt=1` });
  const created = await paypal.create(order);
  if (created.next.kind !== "redirect") throw new Error("expected a redirect");
  return { url: created.next.url, ref: created.providerRef, order };
}

/** The shopper presses `choice`; answers where PayPal sends them and the shop's capture. */
async function approve(choice: string) {
  const { url, ref, order } = await approvalPage();
  const answer = await press(url, choice);
  const back = new URL(answer.headers.get("location") ?? "");
  const sent = shop.caught[0];
  if (!sent) throw new Error("no webhook");
  const notified = await paypal.readNotification(sent);
  if (!notified) throw new Error("the webhook was not accepted");
  return { ref, back, captured: await paypal.confirm(notified, order) };
}

describe("PayPal's approval page in the fake", () => {
  it("shows the amount with Pay, a declined card and Cancel", async () => {
    await expectShopperPage((await approvalPage()).url, {
      heading: "PayPal (test)",
      amount: "137.79 PLN",
      buttons: ["Pay", "Pay with a card that will be declined", "Cancel and return to the shop"],
    });
  });

  it("on Pay sends a webhook the adapter accepts and the shopper to return_url with token and PayerID", async () => {
    const { ref, back, captured } = await approve("pay");
    expect(back.pathname).toBe("/order/pay/s1");
    expect(back.searchParams.get("token")).toBe(ref);
    expect(back.searchParams.get("PayerID")).toBeTruthy();
    expect(captured).toBe("paid");
  });

  it("with the declined card approves the order, but its capture fails", async () => {
    const { captured } = await approve("declined-card");
    expect(captured).toBe("failed");
  });

  it("on Cancel sends the shopper to cancel_url and nothing to the shop", async () => {
    const { url, ref } = await approvalPage();
    const back = new URL((await press(url, "cancel")).headers.get("location") ?? "");
    expect(back.searchParams.get("cancelled")).toBe("1");
    expect(back.searchParams.get("token")).toBe(ref);
    expect(shop.caught).toHaveLength(0);
    expect(await paypal.status(ref)).toBe("pending");
  });
});
