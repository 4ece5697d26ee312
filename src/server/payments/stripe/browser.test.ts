/**
 * Stripe.js for the payment step and the hosts its CSP allows:
 * - https://docs.stripe.com/js/including (loaded from js.stripe.com, never self-hosted)
 * - https://docs.stripe.com/sdks/stripejs-versioning (versioned URLs, e.g. /endive/stripe.js)
 * - https://docs.stripe.com/security/guide#content-security-policy (Stripe.js and Link lists)
 * - Astro's per-page CSP (https://docs.astro.build/en/reference/api-reference/#csp) completed by
 *   the security middleware (docs/decisions/0016-content-security-policy.md)
 */
import { describe, expect, it } from "vitest";
import { completePagePolicy, parsePolicy } from "../../http/security-headers.mjs";
import {
  STRIPE_JS_DEFAULT_URL,
  stripeBrowserSettings,
  stripeCspHosts,
  stripeJsUrl,
} from "./browser";

const keys = {
  STRIPE_SECRET_KEY: "sk_test_x",
  STRIPE_PUBLISHABLE_KEY: "pk_test_x",
  STRIPE_WEBHOOK_SECRET: "whsec_x",
};

describe("Stripe.js's URL", () => {
  it("is Stripe's versioned script unless STRIPE_JS_URL names another", () => {
    expect(STRIPE_JS_DEFAULT_URL).toMatch(/^https:\/\/js\.stripe\.com\/[a-z]+\/stripe\.js$/);
    expect(stripeJsUrl({})).toBe(STRIPE_JS_DEFAULT_URL);
    expect(stripeJsUrl({ STRIPE_JS_URL: " " })).toBe(STRIPE_JS_DEFAULT_URL);
    expect(stripeJsUrl({ STRIPE_JS_URL: "http://127.0.0.1:4010/v3/stripe.js" })).toBe(
      "http://127.0.0.1:4010/v3/stripe.js",
    );
  });

  it("refuses what is not a plain http(s) URL", () => {
    for (const bad of ["javascript:alert(1)", "ftp://x/stripe.js", "https://u:p@x/s.js", "x"])
      expect(() => stripeJsUrl({ STRIPE_JS_URL: bad })).toThrow();
  });
});

describe("the payment step's CSP hosts for Stripe", () => {
  it("follow Stripe's list for Stripe.js and Link", () => {
    expect(stripeCspHosts(STRIPE_JS_DEFAULT_URL)).toEqual({
      scriptSrc: ["https://js.stripe.com", "https://*.js.stripe.com"],
      frameSrc: [
        "https://js.stripe.com",
        "https://*.js.stripe.com",
        "https://hooks.stripe.com",
        "https://link.com",
        "https://*.link.com",
      ],
      connectSrc: ["https://api.stripe.com", "https://link.com", "https://*.link.com"],
    });
  });

  it("are the fake's origin alone in every directive for a Stripe.js elsewhere", () => {
    const origin = "http://127.0.0.1:4010";
    expect(stripeCspHosts(`${origin}/v3/stripe.js`)).toEqual({
      scriptSrc: [origin],
      frameSrc: [origin],
      connectSrc: [origin],
    });
  });

  it("reach the page's header after the security middleware completes Astro's policy", () => {
    const { scriptSrc } = stripeCspHosts(STRIPE_JS_DEFAULT_URL);
    // Astro's header for a page whose frontmatter inserted them (src/features/payment/stripe-csp.ts).
    const astro = `object-src 'none';base-uri 'self'; script-src 'self' ${scriptSrc.join(" ")} 'sha256-a='; style-src 'self' 'unsafe-inline' ;`;
    const policy = parsePolicy(
      completePagePolicy(astro, { frameAncestors: ["'self'"], scriptSources: ["https://t.test"] }),
    );
    expect(policy.get("script-src")).toEqual([
      "'self'",
      "https://js.stripe.com",
      "https://*.js.stripe.com",
      "'sha256-a='",
      "https://t.test",
    ]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
  });

  it("never trust a look-alike of Stripe's host", () => {
    expect(stripeCspHosts("https://js.stripe.com.evil.test/stripe.js").scriptSrc).toEqual([
      "https://js.stripe.com.evil.test",
    ]);
    expect(stripeCspHosts("http://js.stripe.com/endive/stripe.js").scriptSrc).toEqual([
      "http://js.stripe.com",
    ]);
  });
});

describe("Stripe's browser settings", () => {
  it("are null while Stripe is not configured", () => {
    expect(stripeBrowserSettings({ STRIPE_JS_URL: STRIPE_JS_DEFAULT_URL })).toBeNull();
  });

  it("carry the script, the publishable key and the hosts, never a secret", () => {
    const settings = stripeBrowserSettings(keys);
    expect(settings).toEqual({
      scriptUrl: STRIPE_JS_DEFAULT_URL,
      publishableKey: "pk_test_x",
      cspHosts: stripeCspHosts(STRIPE_JS_DEFAULT_URL),
    });
    expect(JSON.stringify(settings)).not.toMatch(/sk_test|whsec/);
  });
});
