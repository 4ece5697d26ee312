/**
 * The rendered-page cache (docs/decisions/0013-rendered-page-cache.md): an
 * in-process LRU of shared HTML pages, bounded in bytes, each entry holding
 * the page already compressed with brotli and gzip so a hit costs neither a
 * render nor a compression. Keys are built by the caller (rendered-page-cache-key.ts)
 * from what changes a shared page's HTML only — never from anything personal.
 *
 * A burst of requests for a page that is not cached yet renders it once: the
 * first request renders, the others wait for it (request coalescing). A
 * response is stored only when it is a 200 HTML page with a public
 * `Cache-Control` and an `s-maxage`, setting no cookie, and for no longer than
 * that `s-maxage` (the CDN's rule is the cache's rule); anything else passes
 * through untouched.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, gzip } from "node:zlib";
import { LRUCache } from "lru-cache";
import { brotliParams } from "../compression";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Response headers kept with a cached page (the rest are per request or recomputed). */
const KEPT_HEADERS = [
  "content-type",
  "cache-control",
  // Astro's Content-Security-Policy: the hashes of the page's inline scripts, the same for
  // every request (the middleware adds frame-ancestors and the trackers' hosts on each answer).
  "content-security-policy",
  "vary",
  "content-language",
  "link",
  "server-timing",
];

export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** Weak validator shared by every encoding of the page. */
  etag: string;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export type CacheState = "hit" | "miss" | "coalesced" | "bypass";

export interface PageCacheResult {
  state: CacheState;
  /** The cached page (hit, coalesced or a stored miss). */
  page: CachedPage | null;
  /** The rendered response when it could not be stored. */
  response: Response | null;
}

export interface PageCacheOptions {
  maxBytes: number;
  ttlMs: number;
  /** Milliseconds clock for the entries' ages (tests pass their own). */
  now?: () => number;
}

/** Seconds a shared cache may keep the response (`public` with `s-maxage`), else 0. */
export function sharedMaxAge(cacheControl: string | null): number {
  const directives = (cacheControl ?? "")
    .toLowerCase()
    .split(",")
    .map((d) => d.trim());
  if (!directives.includes("public")) return 0;
  const sMaxAge = directives.find((d) => d.startsWith("s-maxage="));
  const seconds = Number(sMaxAge?.slice("s-maxage=".length));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/** How many seconds the response may be kept here (0: not at all). */
export function storableSeconds(response: Response, setsCookies: boolean): number {
  const storable =
    response.status === 200 &&
    !setsCookies &&
    response.body !== null &&
    (response.headers.get("content-type") ?? "").startsWith("text/html") &&
    !response.headers.has("content-encoding") &&
    !response.headers.has("set-cookie");
  return storable ? sharedMaxAge(response.headers.get("cache-control")) : 0;
}

export async function toCachedPage(response: Response): Promise<CachedPage> {
  const body = Buffer.from(await response.arrayBuffer());
  const [br, gz] = await Promise.all([
    brotli(body, { params: brotliParams(9, body.length) }),
    gzipAsync(body, { level: 9 }),
  ]);
  const headers: [string, string][] = [];
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers.push([name, value]);
  }
  const etag = `W/"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
  return { status: response.status, headers, etag, body, br, gzip: gz };
}

export interface PageCache {
  /** Answers the cached page for `key`, or renders it (once per burst) and keeps it when storable. */
  fetch(
    key: string,
    render: () => Promise<{ response: Response; setsCookies: () => boolean }>,
  ): Promise<PageCacheResult>;
  /** The page kept under `key`, if it is still fresh (for the front: page-front.ts). */
  get(key: string): CachedPage | undefined;
  clear(): void;
  readonly size: number;
  readonly bytes: number;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const lru = new LRUCache<string, CachedPage>({
    maxSize: options.maxBytes,
    sizeCalculation: (p) => p.body.length + p.br.length + p.gzip.length + 256,
    ttl: options.ttlMs,
    // Read the clock on every check (its default caches it for a millisecond with a timer).
    ttlResolution: 0,
    ...(options.now ? { perf: { now: options.now } } : {}),
  });
  const pending = new Map<string, Promise<CachedPage | null>>();

  async function renderAndStore(
    key: string,
    render: () => Promise<{ response: Response; setsCookies: () => boolean }>,
  ): Promise<PageCacheResult> {
    let settle: (page: CachedPage | null) => void = () => undefined;
    pending.set(
      key,
      new Promise((resolve) => {
        settle = resolve;
      }),
    );
    try {
      const { response, setsCookies } = await render();
      const seconds = storableSeconds(response, setsCookies());
      if (seconds === 0) {
        settle(null);
        return { state: "bypass", page: null, response };
      }
      const page = await toCachedPage(response);
      lru.set(key, page, { ttl: Math.min(options.ttlMs, seconds * 1000) });
      settle(page);
      return { state: "miss", page, response: null };
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      pending.delete(key);
    }
  }

  return {
    async fetch(key, render) {
      const hit = lru.get(key);
      if (hit) return { state: "hit", page: hit, response: null };
      const inFlight = pending.get(key);
      if (inFlight) {
        const page = await inFlight;
        if (page) return { state: "coalesced", page, response: null };
        return { state: "bypass", page: null, response: (await render()).response };
      }
      return renderAndStore(key, render);
    },
    get(key) {
      return lru.get(key);
    },
    clear() {
      lru.clear();
    },
    get size() {
      return lru.size;
    },
    get bytes() {
      return lru.calculatedSize;
    },
  };
}
