/**
 * Stripe's hosts in the payment page's CSP (https://docs.astro.build/en/reference/api-reference/#csp);
 * what the security middleware makes of Astro's header: src/server/payments/stripe/browser.test.ts.
 */
import { describe, expect, it } from "vitest";
import { allowStripe } from "./stripe-csp";

const hosts = {
  scriptSrc: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frameSrc: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  connectSrc: ["https://api.stripe.com"],
};

function page() {
  const inserted: string[] = [];
  return {
    inserted,
    context: {
      csp: { insertScriptResource: (resource: string) => void inserted.push(resource) },
      request: new Request("http://localhost:4321/order/pay/sum1"),
    },
  };
}

describe("allowing Stripe on the payment page", () => {
  it("adds Stripe's script hosts once per request, however often it is asked", () => {
    const { inserted, context } = page();
    allowStripe(context, hosts);
    allowStripe(context, hosts);
    expect(inserted).toEqual(["https://js.stripe.com", "https://*.js.stripe.com"]);
    const other = page();
    allowStripe(other.context, hosts);
    expect(other.inserted).toHaveLength(2);
  });

  it("does nothing where Astro keeps no policy", () => {
    expect(() =>
      allowStripe({ csp: undefined, request: new Request("http://x/") }, hosts),
    ).not.toThrow();
  });
});
