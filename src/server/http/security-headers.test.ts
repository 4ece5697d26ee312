import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import {
  commonSecurityHeaders,
  completePagePolicy,
  FALLBACK_PAGE_POLICY,
  frameAncestors,
  isHostSource,
  incomingIsTls,
  isTls,
  parsePolicy,
  requestIsTls,
  scriptHash,
  scriptSources,
} from "./security-headers.mjs";

const ASTRO_POLICY =
  "object-src 'none';base-uri 'self'; script-src 'self' 'sha256-AAA=' 'sha256-BBB='; style-src 'self' 'unsafe-inline' ;";

describe("a page's Content-Security-Policy", () => {
  it("keeps Astro's hashes, adds the tracking hosts to script-src and sets frame-ancestors", () => {
    const policy = completePagePolicy(ASTRO_POLICY, {
      frameAncestors: ["'self'", "https://admin.example.com"],
      scriptSources: ["https://tags.example.com"],
    });
    expect(policy).toBe(
      "object-src 'none'; base-uri 'self'; script-src 'self' 'sha256-AAA=' 'sha256-BBB=' https://tags.example.com; style-src 'self' 'unsafe-inline'; frame-ancestors 'self' https://admin.example.com",
    );
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it("replaces a frame-ancestors the page had and does not repeat sources", () => {
    const policy = completePagePolicy(`${ASTRO_POLICY} frame-ancestors *`, {
      frameAncestors: ["'self'"],
      scriptSources: ["'self'"],
    });
    expect(parsePolicy(policy).get("frame-ancestors")).toEqual(["'self'"]);
    expect(parsePolicy(policy).get("script-src")).toEqual([
      "'self'",
      "'sha256-AAA='",
      "'sha256-BBB='",
    ]);
  });

  it("adds the tracking hosts to script-src-elem too when the page has one", () => {
    const policy = completePagePolicy("script-src 'self'; script-src-elem 'self' 'sha256-A='", {
      frameAncestors: ["'self'"],
      scriptSources: ["https://t.example"],
    });
    expect(parsePolicy(policy).get("script-src-elem")).toEqual([
      "'self'",
      "'sha256-A='",
      "https://t.example",
    ]);
  });

  it("falls back to a policy with no inline script for HTML Astro gave none", () => {
    const policy = completePagePolicy(null, { frameAncestors: ["'self'"], scriptSources: [] });
    expect(policy).toBe(`${FALLBACK_PAGE_POLICY}; frame-ancestors 'self'`);
    expect(parsePolicy(policy).get("script-src")).toEqual(["'self'"]);
  });

  it("lets the shop and the owner origins frame pages", () => {
    expect(frameAncestors([])).toEqual(["'self'"]);
    expect(frameAncestors(["https://admin.example.com"])).toEqual([
      "'self'",
      "https://admin.example.com",
    ]);
  });
});

describe("script sources of the owner's tracking tags", () => {
  const shop = "https://shop.example";

  it("allows the tags' origins, not the shop's own (that is 'self')", () => {
    expect(
      scriptSources(
        [
          "/dev/tracker.js?kind=other",
          "https://shop.example/t.js",
          "https://www.googletagmanager.com/gtag/js?id=G-1",
          "https://www.googletagmanager.com/other.js",
          "javascript:alert(1)",
          "not a url ::",
        ],
        shop,
        undefined,
      ),
    ).toEqual(["https://www.googletagmanager.com"]);
  });

  it("adds CSP_SCRIPT_SOURCES host sources and drops anything else", () => {
    expect(
      scriptSources(
        [],
        shop,
        "https://*.google-analytics.com, https://connect.facebook.net/signals/ 'unsafe-inline' https://x.example;script-src * data:",
      ),
    ).toEqual(["https://*.google-analytics.com", "https://connect.facebook.net/signals/"]);
  });

  it("recognises host sources only", () => {
    expect(isHostSource("https://cdn.example.com")).toBe(true);
    expect(isHostSource("http://localhost:3000")).toBe(true);
    expect(isHostSource("'unsafe-eval'")).toBe(false);
    expect(isHostSource("https://x.example;")).toBe(false);
    expect(isHostSource("*")).toBe(false);
  });
});

describe("TLS and HSTS", () => {
  it("counts an https URL as TLS", () => {
    expect(isTls({ protocol: "https:", forwardedProto: null, trustProxy: undefined })).toBe(true);
    expect(isTls({ protocol: "http:", forwardedProto: null, trustProxy: undefined })).toBe(false);
  });

  it("believes X-Forwarded-Proto only behind trusted proxies", () => {
    expect(isTls({ protocol: "http:", forwardedProto: "https", trustProxy: undefined })).toBe(
      false,
    );
    expect(isTls({ protocol: "http:", forwardedProto: "https", trustProxy: "0" })).toBe(false);
    expect(isTls({ protocol: "http:", forwardedProto: "https", trustProxy: "x" })).toBe(false);
    expect(isTls({ protocol: "http:", forwardedProto: "https", trustProxy: "1" })).toBe(true);
    expect(isTls({ protocol: "http:", forwardedProto: "HTTP", trustProxy: "1" })).toBe(false);
  });

  it("reads the value the outermost trusted proxy wrote", () => {
    // A client's own "http" stays left of what the proxy appended.
    expect(isTls({ protocol: "http:", forwardedProto: "http, https", trustProxy: "1" })).toBe(true);
    // Two proxies: the outer saw https, the inner appended its own http hop.
    expect(isTls({ protocol: "http:", forwardedProto: "https, http", trustProxy: "2" })).toBe(true);
    expect(isTls({ protocol: "http:", forwardedProto: "https, http", trustProxy: "1" })).toBe(
      false,
    );
    // One value written by a proxy that overwrites the header.
    expect(isTls({ protocol: "http:", forwardedProto: "https", trustProxy: "2" })).toBe(true);
  });

  it("sends HSTS only over TLS, the other headers always", () => {
    const plain = new Map(commonSecurityHeaders({ tls: false }));
    expect(plain.get("x-content-type-options")).toBe("nosniff");
    expect(plain.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(plain.get("permissions-policy")).toContain("geolocation=()");
    expect(plain.get("permissions-policy")).not.toContain("web-share");
    expect(plain.has("strict-transport-security")).toBe(false);
    const secure = new Map(commonSecurityHeaders({ tls: true }));
    expect(secure.get("strict-transport-security")).toBe("max-age=31536000");
  });
});

it("hashes a script's text as browsers do", () => {
  const text = '{"prefetch":[]}';
  expect(scriptHash(text)).toBe(`sha256-${createHash("sha256").update(text).digest("base64")}`);
  expect(scriptHash("ł")).toBe(
    `sha256-${createHash("sha256").update("ł", "utf8").digest("base64")}`,
  );
});

describe("the request's scheme, one rule for HSTS and cookies", () => {
  const forwarded = (proto: string) =>
    new Request("http://shop.test/", { headers: { "x-forwarded-proto": proto } });

  it("is https for an https URL, whatever the headers", () => {
    expect(requestIsTls(new Request("https://shop.test/"), {})).toBe(true);
    expect(requestIsTls(new Request("http://shop.test/"), { TRUST_PROXY: "1" })).toBe(false);
  });

  it("reads X-Forwarded-Proto only with TRUST_PROXY: anyone can write it", () => {
    expect(requestIsTls(forwarded("https"), {})).toBe(false);
    expect(requestIsTls(forwarded("https"), { TRUST_PROXY: "0" })).toBe(false);
    expect(requestIsTls(forwarded("https"), { TRUST_PROXY: "1" })).toBe(true);
    expect(requestIsTls(forwarded("http"), { TRUST_PROXY: "1" })).toBe(false);
  });

  it("reads Node's request the same way, a repeated header as one list", () => {
    const node = (headers: Record<string, string | string[]>, encrypted = false) =>
      ({ headers, socket: encrypted ? { encrypted } : {} }) as unknown as IncomingMessage;
    expect(incomingIsTls(node({}, true), {})).toBe(true);
    expect(incomingIsTls(node({ "x-forwarded-proto": "https" }), {})).toBe(false);
    expect(incomingIsTls(node({ "x-forwarded-proto": "https" }), { TRUST_PROXY: "1" })).toBe(true);
    const twice = node({ "x-forwarded-proto": ["http", "https"] });
    expect(incomingIsTls(twice, { TRUST_PROXY: "1" })).toBe(true);
  });
});
