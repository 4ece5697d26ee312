import { describe, expect, it } from "vitest";
import { configuredProviders } from "./registry";

const PAYU = {
  PAYU_POS_ID: "300746",
  PAYU_CLIENT_SECRET: "2ee86a66e5d97e3fadc400c9f19b065d",
  PAYU_SECOND_KEY: "b6ca15b0d1020e8094d9b5f8d163db54",
};
const STRIPE = {
  STRIPE_SECRET_KEY: "sk_test_x",
  STRIPE_PUBLISHABLE_KEY: "pk_test_x",
  STRIPE_WEBHOOK_SECRET: "whsec_x",
};

/** The real providers configured (vitest runs as development, where the test gateway is on). */
const real = (env: Record<string, string>) =>
  configuredProviders(env)
    .map((p) => p.id)
    .filter((id) => id !== "test");

describe("the payment provider registry", () => {
  it("configures no real provider without settings, so their methods are not offered", () => {
    expect(real({})).toEqual([]);
  });

  it("configures each provider whose settings are complete, in the order they take methods", () => {
    const ids = configuredProviders({ ...PAYU, ...STRIPE, PAYMENT_TEST_GATEWAY: "1" }).map(
      (p) => p.id,
    );
    expect(ids).toEqual(["stripe", "payu", "test"]);
    expect(real({ ...PAYU, PAYU_SECOND_KEY: "" })).toEqual([]);
  });

  it("sends cards to Stripe, BLIK to PayU, and the rest to the test gateway when it is on", () => {
    const providers = configuredProviders({ ...PAYU, ...STRIPE, PAYMENT_TEST_GATEWAY: "1" });
    const taker = (type: string, subType: string | null) =>
      providers.find((p) => p.handles(type, subType))?.id ?? null;
    expect(taker("braintree", "card")).toBe("stripe");
    expect(taker("bm", "applePay")).toBe("stripe");
    expect(taker("payu", "blik")).toBe("payu");
    expect(taker("twisto", null)).toBe("test");
    expect(taker("transfer", null)).toBe(null);
  });
});
