/**
 * The Stripe fake for the browser tests' shop (the fakes launcher's contract): `serveFake`
 * starts it on the given port, with the shop's Stripe webhook endpoint, and answers the
 * environment that configures the shop's Stripe adapter against it. The fake runs until the
 * process ends. Test keys only: they open nothing but this fake.
 */
import { startStripeFake } from "./stripe-fake";

export const provider = "stripe";

const SECRET_KEY = "sk_test_fake_shop_secret_key";
const PUBLISHABLE_KEY = "pk_test_fake_shop_publishable_key";
const WEBHOOK_SECRET = "whsec_fake_shop_endpoint_secret";

export async function serveFake({
  port,
  shopUrl,
}: {
  port: number;
  shopUrl: string;
}): Promise<Record<string, string>> {
  const fake = await startStripeFake(SECRET_KEY, {
    port,
    webhookUrl: `${shopUrl.replace(/\/+$/, "")}/api/public/payments/stripe/notify`,
    webhookSecret: WEBHOOK_SECRET,
    publishableKey: PUBLISHABLE_KEY,
  });
  return {
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
    STRIPE_JS_URL: `${fake.url}/v3/stripe.js`,
  };
}
