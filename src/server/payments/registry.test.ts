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
/** The same providers against local stand-ins of their services (the test suite's fakes). */
const FAKES = {
  ...PAYU,
  ...STRIPE,
  PAYU_API_URL: "http://127.0.0.1:6101",
  STRIPE_API_URL: "http://127.0.0.1:6100",
};

const ids = (env: Record<string, string>) => configuredProviders(env).map((p) => p.id);

describe("the payment provider registry", () => {
  it("configures no real provider without settings, and the test gateway takes the demo's payments", () => {
    expect(ids({})).toEqual(["test"]);
  });

  it("configures each provider whose settings are complete, in the order they take methods", () => {
    expect(ids({ ...PAYU, ...STRIPE })).toEqual(["stripe", "payu"]);
    expect(ids({ ...PAYU, PAYU_SECOND_KEY: "" })).toEqual(["test"]);
  });

  it("never runs the test gateway beside a provider that reaches its real service", () => {
    expect(ids({ ...STRIPE, PAYMENT_TEST_GATEWAY: "1" })).toEqual(["stripe"]);
    expect(ids({ ...FAKES, STRIPE_API_URL: "https://api.stripe.com" })).not.toContain("test");
  });

  it("sends cards to Stripe, BLIK to PayU, and the rest to the test gateway beside local fakes", () => {
    const providers = configuredProviders({ ...FAKES, PAYMENT_TEST_GATEWAY: "1" });
    expect(providers.map((p) => p.id)).toEqual(["stripe", "payu", "test"]);
    const taker = (type: string, subType: string | null) =>
      providers.find((p) => p.handles(type, subType))?.id ?? null;
    expect(taker("braintree", "card")).toBe("stripe");
    expect(taker("bm", "applePay")).toBe("stripe");
    expect(taker("payu", "blik")).toBe("payu");
    expect(taker("twisto", null)).toBe("test");
    expect(taker("transfer", null)).toBe(null);
  });
});
