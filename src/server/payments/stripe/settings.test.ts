/**
 * The Stripe adapter's settings and amounts:
 * - https://docs.stripe.com/keys (secret, publishable and restricted keys; test and live)
 * - https://docs.stripe.com/webhooks#verify-events (the endpoint's whsec_ signing secret)
 * - https://docs.stripe.com/currencies#minor-units and #zero-decimal
 */
import { describe, expect, it } from "vitest";
import { fromMinor, toMinor } from "./amounts";
import { readStripeSettings } from "./settings";
import { fromEnv } from "./stripe-provider";

const keys = {
  STRIPE_SECRET_KEY: "sk_test_x",
  STRIPE_PUBLISHABLE_KEY: "pk_test_x",
  STRIPE_WEBHOOK_SECRET: "whsec_x",
};

describe("Stripe settings", () => {
  it("leave Stripe unconfigured while any of its three keys is missing or blank", () => {
    expect(fromEnv({})).toBeNull();
    expect(fromEnv({ ...keys, STRIPE_WEBHOOK_SECRET: undefined })).toBeNull();
    expect(fromEnv({ ...keys, STRIPE_PUBLISHABLE_KEY: " " })).toBeNull();
    expect(fromEnv(keys)?.id).toBe("stripe");
  });

  it("call Stripe's own host unless STRIPE_API_URL names another", () => {
    expect(readStripeSettings(keys)?.api).toBeNull();
    expect(readStripeSettings({ ...keys, STRIPE_API_URL: "http://127.0.0.1:4010" })?.api).toEqual({
      host: "127.0.0.1",
      port: 4010,
      protocol: "http",
    });
    expect(readStripeSettings({ ...keys, STRIPE_API_URL: "https://stripe.test" })?.api).toEqual({
      host: "stripe.test",
      port: 443,
      protocol: "https",
    });
    expect(() => readStripeSettings({ ...keys, STRIPE_API_URL: "ftp://x" })).toThrow();
  });

  it("take Stripe's own type and the spec's card and wallet methods, not other providers' transfers", () => {
    const stripe = fromEnv(keys);
    expect(stripe?.handles("stripe", null)).toBe(true);
    expect(stripe?.handles("stripe", "blik")).toBe(true);
    expect(stripe?.handles("braintree", "card")).toBe(true);
    expect(stripe?.handles("braintree", "googlePay")).toBe(true);
    expect(stripe?.handles("bm", "applePay")).toBe(true);
    expect(stripe?.handles("payu", "blik")).toBe(false);
    expect(stripe?.handles("p24", null)).toBe(false);
    expect(stripe?.handles("imoje", "payPo")).toBe(false);
  });
});

describe("amounts for Stripe", () => {
  it("are whole grosze or cents, exact for every two-decimal amount", () => {
    expect(toMinor("137.79", "pln")).toBe(13779);
    expect(toMinor("0.29", "eur")).toBe(29);
    expect(toMinor("1.1", "pln")).toBe(110);
    expect(toMinor("5", "pln")).toBe(500);
    expect(fromMinor(13779, "pln")).toBe("137.79");
    expect(fromMinor(5, "pln")).toBe("0.05");
    for (let cents = 0; cents < 1000; cents++)
      expect(toMinor(fromMinor(cents, "eur"), "eur")).toBe(cents);
  });

  it("are whole units in a zero-decimal currency", () => {
    expect(toMinor("500.00", "jpy")).toBe(500);
    expect(fromMinor(500, "jpy")).toBe("500.00");
    expect(() => toMinor("500.50", "jpy")).toThrow();
  });

  it("refuse what is not an amount", () => {
    for (const bad of ["", "-1.00", "1.234", "1,00", "1e3", "abc"])
      expect(() => toMinor(bad, "pln")).toThrow();
  });
});
