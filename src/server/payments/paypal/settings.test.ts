/**
 * PayPal's settings from the environment and the SDK set up for them.
 * https://developer.paypal.com/api/rest/ (sandbox host api-m.sandbox.paypal.com, live api-m.paypal.com)
 * https://github.com/paypal/PayPal-TypeScript-Server-SDK (Environment.Sandbox, Environment.Production)
 */
import { describe, expect, it } from "vitest";
import { createPaypalProvider } from "./adapter";
import { fromEnv, LIVE_URL, SANDBOX_URL } from "./settings";

const env = {
  PAYPAL_CLIENT_ID: "id",
  PAYPAL_CLIENT_SECRET: "secret",
  PAYPAL_WEBHOOK_ID: "8PT597110X687430L",
};

describe("fromEnv", () => {
  it("is null unless the client id, the secret and the webhook id are all set", () => {
    expect(fromEnv({})).toBeNull();
    expect(fromEnv({ ...env, PAYPAL_WEBHOOK_ID: "" })).toBeNull();
    expect(fromEnv({ ...env, PAYPAL_CLIENT_SECRET: " " })).toBeNull();
  });

  it("talks to PayPal's sandbox unless PAYPAL_API_URL says otherwise", () => {
    expect(fromEnv(env)?.apiUrl).toBe(SANDBOX_URL);
    expect(fromEnv({ ...env, PAYPAL_API_URL: `${LIVE_URL}/` })?.apiUrl).toBe(LIVE_URL);
    expect(fromEnv({ ...env, PAYPAL_API_URL: "http://127.0.0.1:4010" })?.apiUrl).toBe(
      "http://127.0.0.1:4010",
    );
  });

  it("is null for a PAYPAL_API_URL that is not an http(s) URL", () => {
    expect(fromEnv({ ...env, PAYPAL_API_URL: "ftp://paypal" })).toBeNull();
    expect(fromEnv({ ...env, PAYPAL_API_URL: "not a url" })).toBeNull();
  });
});

describe("the provider", () => {
  it("takes the spec's paypal payment type only", () => {
    const settings = fromEnv(env);
    if (!settings) throw new Error("configured");
    const paypal = createPaypalProvider(settings);
    expect(paypal.id).toBe("paypal");
    expect(paypal.handles("paypal", null)).toBe(true);
    expect(paypal.handles("payu", "blik")).toBe(false);
  });
});
