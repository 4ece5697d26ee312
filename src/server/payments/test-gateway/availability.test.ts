import { describe, expect, it } from "vitest";
import {
  isLocalStandIn,
  testGatewayConfigured,
  testGatewayOpen,
  testGatewaySetting,
} from "./availability";

const FAKE_STRIPE = { STRIPE_API_URL: "http://127.0.0.1:17700" };

describe("when the embedded test gateway takes payments", () => {
  it("runs by default while no payment provider is configured: the README's demo shop", () => {
    expect(testGatewayConfigured({}, [])).toBe(true);
    expect(testGatewayConfigured({ PAYMENT_TEST_GATEWAY: "" }, [])).toBe(true);
  });

  it("stops by default as soon as any provider is configured, against its service or a fake", () => {
    for (const id of ["stripe", "payu", "p24", "paypal"]) {
      expect(testGatewayConfigured({}, [id]), id).toBe(false);
    }
    expect(testGatewayConfigured(FAKE_STRIPE, ["stripe"])).toBe(false);
  });

  it("runs with PAYMENT_TEST_GATEWAY=1 beside providers that are local stand-ins (the test suite)", () => {
    const env = {
      PAYMENT_TEST_GATEWAY: "1",
      ...FAKE_STRIPE,
      PAYU_API_URL: "http://localhost:17701",
      P24_API_URL: "http://[::1]:17702",
    };
    expect(testGatewayConfigured(env, ["stripe", "payu", "p24"])).toBe(true);
    expect(testGatewayConfigured({ PAYMENT_TEST_GATEWAY: "1" }, [])).toBe(true);
  });

  it("never runs beside a provider that reaches its real service, whatever PAYMENT_TEST_GATEWAY says", () => {
    const on = { PAYMENT_TEST_GATEWAY: "1" };
    expect(testGatewayConfigured(on, ["stripe"])).toBe(false);
    expect(testGatewayConfigured({ ...on, ...FAKE_STRIPE }, ["stripe", "paypal"])).toBe(false);
    expect(
      testGatewayConfigured({ ...on, PAYU_API_URL: "https://secure.snd.payu.com" }, ["payu"]),
    ).toBe(false);
    // A look-alike host is not this machine.
    expect(isLocalStandIn("stripe", { STRIPE_API_URL: "http://127.0.0.1.example.com" })).toBe(
      false,
    );
    expect(isLocalStandIn("stripe", { STRIPE_API_URL: "http://localhost.evil.test:80" })).toBe(
      false,
    );
  });

  it("is off with PAYMENT_TEST_GATEWAY=0, and refuses any other value at start", () => {
    expect(testGatewayConfigured({ PAYMENT_TEST_GATEWAY: "0" }, [])).toBe(false);
    expect(() => testGatewaySetting({ PAYMENT_TEST_GATEWAY: "yes" })).toThrow(
      'PAYMENT_TEST_GATEWAY must be 1, 0 or unset, not "yes"',
    );
  });

  it("takes no payment for a shop its owner marked live, nor for one whose settings predate the switch", () => {
    expect(testGatewayOpen(true, { payments: { live: false } })).toBe(true);
    expect(testGatewayOpen(true, { payments: { live: true } })).toBe(false);
    expect(testGatewayOpen(true, {})).toBe(false);
    expect(testGatewayOpen(false, { payments: { live: false } })).toBe(false);
  });
});
