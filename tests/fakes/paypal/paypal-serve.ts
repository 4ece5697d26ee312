/**
 * The PayPal fake for the test shop (see serve.ts): fixed test credentials, the
 * fake's URL as PAYPAL_API_URL, and the shop's webhook (its id known to both
 * sides) at the shop's notification endpoint, where the fake sends
 * CHECKOUT.ORDER.APPROVED when the shopper approves on its page.
 */
import { startPaypalFake } from "./paypal-fake";
import { notifyUrl, type ServeOptions } from "../serve-contract";

export const provider = "paypal";

export const PAYPAL_TEST_CREDENTIALS = {
  clientId: "fake-paypal-client-id",
  clientSecret: "fake-paypal-client-secret",
  webhookId: "WH-FAKE-SHOP-0001",
};

export async function serveFake({ port, shopUrl }: ServeOptions): Promise<Record<string, string>> {
  const webhookUrl = notifyUrl(shopUrl, "paypal");
  const fake = await startPaypalFake({ ...PAYPAL_TEST_CREDENTIALS, webhookUrl, port });
  return {
    PAYPAL_CLIENT_ID: PAYPAL_TEST_CREDENTIALS.clientId,
    PAYPAL_CLIENT_SECRET: PAYPAL_TEST_CREDENTIALS.clientSecret,
    PAYPAL_WEBHOOK_ID: PAYPAL_TEST_CREDENTIALS.webhookId,
    PAYPAL_API_URL: fake.url,
  };
}
