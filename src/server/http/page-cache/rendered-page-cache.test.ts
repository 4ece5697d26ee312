import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { CACHE_PRIVATE, CACHE_PUBLIC_PAGE } from "../cache-headers";
import { cachedPageResponse } from "./cached-response";
import { createPageCache, sharedMaxAge } from "./rendered-page-cache";

const html = `<!doctype html><h1>Krzesło</h1><p>${"dębowe ".repeat(300)}</p>`;

function page(cacheControl = CACHE_PUBLIC_PAGE, status = 200): Response {
  return new Response(html, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": cacheControl,
      vary: "Cookie",
    },
  });
}

const rendered =
  (response: Response, setsCookies = false) =>
  async () => ({
    response,
    setsCookies: () => setsCookies,
  });

function counting(make: () => Response) {
  let renders = 0;
  const render = async () => {
    renders++;
    await new Promise((r) => setTimeout(r, 5));
    return { response: make(), setsCookies: () => false };
  };
  return { render, count: () => renders };
}

describe("rendered-page cache", () => {
  it("renders a page once and answers the next request from the cache", async () => {
    const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    const pages = counting(() => page());
    const first = await cache.fetch("k", pages.render);
    const second = await cache.fetch("k", pages.render);
    expect([first.state, second.state]).toEqual(["miss", "hit"]);
    expect(pages.count()).toBe(1);
    expect(second.page?.body.toString()).toBe(html);
  });

  it("renders a burst of requests for a cold page once", async () => {
    const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    const pages = counting(() => page());
    const results = await Promise.all(
      Array.from({ length: 20 }, () => cache.fetch("k", pages.render)),
    );
    expect(pages.count()).toBe(1);
    expect(results.filter((r) => r.state === "coalesced")).toHaveLength(19);
    expect(new Set(results.map((r) => r.page?.etag)).size).toBe(1);
  });

  it("never keeps private pages, errors, or pages that set a cookie", async () => {
    const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    expect((await cache.fetch("a", rendered(page(CACHE_PRIVATE)))).state).toBe("bypass");
    expect((await cache.fetch("b", rendered(page(CACHE_PUBLIC_PAGE, 404)))).state).toBe("bypass");
    expect((await cache.fetch("c", rendered(page(), true))).state).toBe("bypass");
    expect(cache.size).toBe(0);
  });

  it("lets waiting requests render themselves when the first render was not storable", async () => {
    const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    const pages = counting(() => page(CACHE_PRIVATE));
    const results = await Promise.all([
      cache.fetch("k", pages.render),
      cache.fetch("k", pages.render),
    ]);
    expect(pages.count()).toBe(2);
    expect(results.every((r) => r.state === "bypass" && r.response?.status === 200)).toBe(true);
  });

  it("stays within its byte bound by dropping the least recently used pages", async () => {
    const one = (await createPageCache({ maxBytes: 1e6, ttlMs: 1e4 }).fetch("x", rendered(page())))
      .page!;
    const entryBytes = one.body.length + one.br.length + one.gzip.length + 256;
    const cache = createPageCache({ maxBytes: entryBytes * 3, ttlMs: 60_000 });
    for (const key of ["a", "b", "c", "d"]) await cache.fetch(key, rendered(page()));
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBeLessThanOrEqual(entryBytes * 3);
    expect((await cache.fetch("a", rendered(page()))).state).toBe("miss");
  });
});

describe("answers from the cache", () => {
  async function stored() {
    const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    return (await cache.fetch("k", rendered(page()))).page!;
  }

  it("sends the encoding the client accepts, with an ETag and Vary", async () => {
    const cached = await stored();
    const br = cachedPageResponse(
      new Request("http://x/", { headers: { "accept-encoding": "gzip, br" } }),
      cached,
      "hit",
    );
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("etag")).toMatch(/^W\/"[\w-]{22}"$/);
    expect(br.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    expect(br.headers.get("cache-control")).toBe(CACHE_PUBLIC_PAGE);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(html);
    const gz = cachedPageResponse(
      new Request("http://x/", { headers: { "accept-encoding": "gzip" } }),
      cached,
      "hit",
    );
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);
    const plain = cachedPageResponse(new Request("http://x/"), cached, "hit");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(html);
  });

  it("answers 304 without a body when the client holds the same version", async () => {
    const cached = await stored();
    const request = new Request("http://x/", { headers: { "if-none-match": cached.etag } });
    const response = cachedPageResponse(request, cached, "hit");
    expect(response.status).toBe(304);
    expect(response.body).toBeNull();
    expect(response.headers.get("etag")).toBe(cached.etag);
    const other = new Request("http://x/", { headers: { "if-none-match": 'W/"other"' } });
    expect(cachedPageResponse(other, cached, "hit").status).toBe(200);
  });
});

describe("how long a page is kept", () => {
  it("follows the response's s-maxage for shared caches", () => {
    expect(sharedMaxAge(CACHE_PUBLIC_PAGE)).toBe(60);
    expect(sharedMaxAge("public, max-age=0, s-maxage=1")).toBe(1);
    expect(sharedMaxAge(CACHE_PRIVATE)).toBe(0);
    expect(sharedMaxAge("public, max-age=60")).toBe(0);
    expect(sharedMaxAge(null)).toBe(0);
  });

  it("keeps a page with a one-second s-maxage for one second only", async () => {
    let clock = 1_000;
    const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 60_000, now: () => clock });
    const pages = counting(() => page("public, max-age=0, s-maxage=1"));
    await cache.fetch("live", pages.render);
    clock += 900;
    expect((await cache.fetch("live", pages.render)).state).toBe("hit");
    clock += 600;
    expect((await cache.fetch("live", pages.render)).state).toBe("miss");
    expect(pages.count()).toBe(2);
  });
});
