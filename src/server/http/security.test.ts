import { describe, expect, it } from "vitest";
import type { Settings } from "../../domain/shop/settings.types";
import { withSecurityHeaders } from "./security";

const ASTRO_POLICY = "object-src 'none'; script-src 'self' 'sha256-AAA='; style-src 'self'";
const settings = {
  integrations: {
    trackers: [
      { id: "a", src: "/dev/tracker.js", consent: "other", langs: ["pl"] },
      { id: "b", src: "https://tags.example/t.js", consent: "marketing", langs: ["en"] },
    ],
  },
} as unknown as Settings;

function page(): Response {
  return new Response("<!doctype html>", {
    headers: { "content-type": "text/html", "content-security-policy": ASTRO_POLICY },
  });
}

describe("security headers on the app's answers", () => {
  it("completes a page's policy with the owners as frame ancestors and the tags' hosts", () => {
    const url = new URL("http://shop.test/c/kubki");
    const response = withSecurityHeaders(new Request(url), url, page(), settings, {
      OWNER_ORIGINS: "https://admin.example.com",
      CSP_SCRIPT_SOURCES: "https://more.example",
    });
    expect(response.headers.get("content-security-policy")).toBe(
      "object-src 'none'; script-src 'self' 'sha256-AAA=' https://tags.example https://more.example; style-src 'self'; frame-ancestors 'self' https://admin.example.com",
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("names UTF-8 in a page's content type and keeps a charset already named", () => {
    const url = new URL("http://shop.test/c/kubki");
    const named = new Response("<!doctype html>", {
      headers: { "content-type": "text/html; charset=iso-8859-2" },
    });
    expect(
      withSecurityHeaders(new Request(url), url, page(), settings, {}).headers.get("content-type"),
    ).toBe("text/html; charset=utf-8");
    expect(
      withSecurityHeaders(new Request(url), url, named, settings, {}).headers.get("content-type"),
    ).toBe("text/html; charset=iso-8859-2");
  });

  it("gives every answer that is no page a policy that runs and frames nothing: API JSON, the catalogue's CSV download, an image", () => {
    const url = new URL("http://shop.test/admin/catalogue/export");
    const answers = [
      Response.json({ ok: true }),
      new Response("id;name_pl\r\n", {
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": 'attachment; filename="products.csv"',
        },
      }),
      new Response("x", { headers: { "content-type": "image/svg+xml" } }),
      new Response(null, { status: 204 }),
    ];
    for (const answer of answers) {
      const secured = withSecurityHeaders(new Request(url), url, answer, undefined, {});
      expect(secured.headers.get("content-security-policy")).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(secured.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });

  it("leaves a 304 without a policy as it is: the stored answer keeps its own", () => {
    const url = new URL("http://shop.test/c/kubki");
    const notModified = new Response(null, { status: 304, headers: { etag: '"1"' } });
    const secured = withSecurityHeaders(new Request(url), url, notModified, undefined, {});
    expect(secured.headers.get("content-security-policy")).toBeNull();
    expect(secured.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("sends HSTS over TLS: an https URL, or X-Forwarded-Proto with TRUST_PROXY", () => {
    const secure = new URL("https://shop.test/");
    expect(
      withSecurityHeaders(new Request(secure), secure, page(), settings, {}).headers.get(
        "strict-transport-security",
      ),
    ).toBe("max-age=31536000");
    const url = new URL("http://shop.test/");
    const forwarded = () => new Request(url, { headers: { "x-forwarded-proto": "https" } });
    expect(
      withSecurityHeaders(forwarded(), url, page(), settings, {}).headers.get(
        "strict-transport-security",
      ),
    ).toBeNull();
    expect(
      withSecurityHeaders(forwarded(), url, page(), settings, { TRUST_PROXY: "1" }).headers.get(
        "strict-transport-security",
      ),
    ).toBe("max-age=31536000");
  });

  it("copies a response whose headers cannot change (a redirect)", () => {
    const url = new URL("http://shop.test/old");
    const response = withSecurityHeaders(
      new Request(url),
      url,
      Response.redirect("http://shop.test/new", 301),
      undefined,
      {},
    );
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("http://shop.test/new");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
