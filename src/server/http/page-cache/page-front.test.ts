/** The front (page-front.ts): which requests it may answer, under what key, and how. */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  createPageFront,
  frontCookie,
  frontKey,
  type FrontRequest,
  type PageFront,
} from "./page-front";
import type { CachedPage } from "./rendered-page-cache";

function request(
  target: string,
  headers: Record<string, string> = {},
  method = "GET",
): FrontRequest {
  return { method, target, header: (name) => headers[name] };
}

describe("frontCookie", () => {
  it("reads the currency cookie and ignores the browser's own cookies", () => {
    expect(frontCookie(undefined)).toBe("");
    expect(frontCookie("cookie_consent=x; currency=eur; currency=usd")).toBe("eur");
    expect(frontCookie("wishlist=1")).toBe("");
  });

  it("refuses a request with a session, the owner's or a last order's cookie", () => {
    for (const name of ["APP_TOKEN", "owner_session", "social_flow", "last_order"])
      expect(frontCookie(`currency=eur; ${name}=abc`)).toBeNull();
  });
});

describe("frontKey", () => {
  it("keys the same page asked with its query in another order the same way", () => {
    const a = frontKey(request("/c/bluzy?page=2&sort_by=price_asc", { host: "shop.test" }));
    const b = frontKey(request("/c/bluzy?sort_by=price_asc&page=2", { host: "shop.test" }));
    expect(a).not.toBeNull();
    expect(a).toBe(b);
  });

  it("keys hosts, forwarded protocols and currencies apart", () => {
    const keys = new Set([
      frontKey(request("/", { host: "a.test" })),
      frontKey(request("/", { host: "b.test" })),
      frontKey(request("/", { host: "a.test", "x-forwarded-proto": "https" })),
      frontKey(request("/", { host: "a.test", cookie: "currency=eur" })),
    ]);
    expect(keys.size).toBe(4);
  });

  it("leaves writes, the API, the preview, ranges and authorised requests to the app", () => {
    expect(frontKey(request("/", {}, "POST"))).toBeNull();
    expect(frontKey(request("/api/public/category"))).toBeNull();
    expect(frontKey(request("/?preview=true"))).toBeNull();
    expect(frontKey(request("/", { range: "bytes=0-10" }))).toBeNull();
    expect(frontKey(request("/", { authorization: "Bearer x" }))).toBeNull();
    expect(frontKey(request("*", {}, "GET"))).toBeNull();
  });
});

describe("createPageFront", () => {
  const page: CachedPage = {
    status: 200,
    headers: [],
    etag: 'W/"abc"',
    body: Buffer.from("<p>page</p>"),
    br: brotliCompressSync(Buffer.from("<p>page</p>")),
    gzip: gzipSync(Buffer.from("<p>page</p>")),
  };

  async function serve(front: PageFront, run: (origin: string) => Promise<void>): Promise<void> {
    const server = createServer((req, res) => {
      void front.answer(req, res).then((answered) => {
        if (!answered) res.writeHead(299).end("app");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await run(`http://127.0.0.1:${port}`);
    } finally {
      server.close();
    }
  }

  it("answers a remembered page with the app's headers, and 304 to its ETag, until the version or the page changes", async () => {
    let version = "v1";
    let kept: CachedPage | undefined = page;
    const front = createPageFront({ version: async () => version, page: () => kept });
    await serve(front, async (origin) => {
      expect((await fetch(`${origin}/c/x`)).status).toBe(299);
      const appAnswer = new Response("<p>page</p>", {
        headers: { "content-type": "text/html", "content-security-policy": "x", etag: "no" },
      });
      // The adapter's request carries the Host header as the browser sent it.
      const request = new Request(`${origin}/c/x`, { headers: { host: new URL(origin).host } });
      front.remember(request, "v1", "key", appAnswer);
      const hit = await fetch(`${origin}/c/x`, { headers: { "accept-encoding": "gzip" } });
      expect(hit.status).toBe(200);
      expect(hit.headers.get("content-security-policy")).toBe("x");
      expect(hit.headers.get("etag")).toBe(page.etag);
      expect(await hit.text()).toBe("<p>page</p>");
      const again = await fetch(`${origin}/c/x`, { headers: { "if-none-match": page.etag } });
      expect(again.status).toBe(304);
      expect((await fetch(`${origin}/c/x`, { headers: { cookie: "APP_TOKEN=t" } })).status).toBe(
        299,
      );
      version = "v2";
      expect((await fetch(`${origin}/c/x`)).status).toBe(299);
      version = "v1";
      kept = undefined;
      expect((await fetch(`${origin}/c/x`)).status).toBe(299);
    });
  });
});
