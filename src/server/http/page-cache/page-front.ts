/**
 * Cache hits before the app (issue 33, decision 0013): the start server (scripts/start.mjs)
 * asks this module, through a global handle, to answer a request from the rendered-page cache
 * before the request reaches Astro's pipeline and the middleware.
 *
 * The front answers only what the app answered from the cache before, with the very headers the
 * app sent then: when the app serves a cached page (hit, miss stored, or coalesced) to a request
 * the front could take, `rememberForFront` records the answer's final headers (security headers
 * and the completed Content-Security-Policy included) under a front key built from the raw
 * request: the shared data's version, the Host and forwarding headers, the path and the query in
 * a canonical order, and the `currency` cookie. A request the front could take is a GET or HEAD
 * with no personal cookie (`frontCookie`), no `Authorization` and no `Range`, not for the
 * preview nor the API: a shopper's session, the owner's cookie and the preview never reach it. Everything else, and every request
 * whose front key is unknown or whose page has left the cache (TTL, eviction, a new data
 * version from this process or the change feed), falls through to the app unchanged.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { LRUCache } from "lru-cache";
import { APP_TOKEN_COOKIE } from "../../auth/token";
import { OWNER_COOKIE } from "../../auth/owner-session";
import { FLOW_COOKIE } from "../../auth/social-flow";
import { CURRENCY_COOKIE } from "../../context";
import { negotiateEncoding } from "../compression";
import { LAST_ORDER_COOKIE } from "../last-order";
import { etagMatches } from "./cached-response";
import type { CachedPage } from "./rendered-page-cache";
import { canonicalQuery } from "./rendered-page-cache-key";

/** Answer headers that are per request, per encoding or per cache state: never remembered. */
const PER_REQUEST = new Set([
  "etag",
  "content-encoding",
  "content-length",
  "x-page-cache",
  "server-timing",
  "x-request-id",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
]);

export interface FrontRequest {
  method: string | undefined;
  target: string | undefined;
  header: (name: string) => string | undefined;
}

/**
 * Cookies that make a request personal: the shopper's session, the owner's, a social login under
 * way and the last order's. With any of them the app decides (a session may make prices
 * personal, or be refreshed or cleared with a Set-Cookie); other cookies (the cookie choice, the
 * wishlist's mirror) are the browser's own and change no shared page.
 */
const PERSONAL_COOKIES = new Set([APP_TOKEN_COOKIE, OWNER_COOKIE, FLOW_COOKIE, LAST_ORDER_COOKIE]);

/** The `currency` cookie's value ("" without one), or null when a personal cookie is sent. */
export function frontCookie(cookie: string | undefined): string | null {
  if (!cookie) return "";
  let currency: string | null = null;
  for (const part of cookie.split(";")) {
    const eq = part.indexOf("=");
    const name = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (PERSONAL_COOKIES.has(name)) return null;
    // The first one counts, as for the app's cookie parser.
    if (name === CURRENCY_COOKIE && currency === null) currency = part.slice(eq + 1).trim();
  }
  return currency ?? "";
}

/** The front key of a request (without the data version), or null when the front must not answer it. */
export function frontKey(request: FrontRequest): string | null {
  const { method, target } = request;
  if ((method !== "GET" && method !== "HEAD") || !target || !target.startsWith("/")) return null;
  if (request.header("authorization") || request.header("range")) return null;
  const currency = frontCookie(request.header("cookie"));
  if (currency === null) return null;
  let url: URL;
  try {
    url = new URL(target, "http://front.invalid");
  } catch {
    return null;
  }
  if (url.searchParams.has("preview") || url.pathname.startsWith("/api/")) return null;
  return [
    request.header("host") ?? "",
    request.header("x-forwarded-proto") ?? "",
    request.header("x-forwarded-host") ?? "",
    request.header("x-forwarded-port") ?? "",
    url.pathname,
    canonicalQuery(url.searchParams),
    currency,
  ].join("|");
}

interface FrontEntry {
  pageKey: string;
  headers: [string, string][];
}

export interface PageFrontSource {
  /** The shared data's version, as the page cache's keys start with it. */
  version: () => Promise<string>;
  /** The cached page under a page cache key, when it is still there. */
  page: (pageKey: string) => CachedPage | undefined;
}

export interface PageFront {
  remember(request: Request, version: string, pageKey: string, response: Response): void;
  answer(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  clear(): void;
}

function fromWebRequest(request: Request): FrontRequest {
  const url = new URL(request.url);
  return {
    method: request.method,
    target: `${url.pathname}${url.search}`,
    header: (name) => request.headers.get(name) ?? undefined,
  };
}

function fromNodeRequest(req: IncomingMessage): FrontRequest {
  return {
    method: req.method,
    target: req.url,
    header: (name) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join(", ") : value;
    },
  };
}

function send(req: IncomingMessage, res: ServerResponse, entry: FrontEntry, page: CachedPage) {
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader("etag", page.etag);
  res.setHeader("x-page-cache", "hit");
  res.setHeader("server-timing", 'page-cache;desc="front"');
  const inm = req.headers["if-none-match"];
  if (etagMatches(Array.isArray(inm) ? inm.join(",") : (inm ?? null), page.etag)) {
    res.removeHeader("content-type");
    res.statusCode = 304;
    res.end();
    return;
  }
  const accept = req.headers["accept-encoding"];
  const encoding = negotiateEncoding(Array.isArray(accept) ? accept.join(",") : (accept ?? null));
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.body;
  if (encoding) res.setHeader("content-encoding", encoding);
  res.setHeader("content-length", String(body.length));
  res.statusCode = page.status;
  res.end(req.method === "HEAD" ? undefined : body);
}

export function createPageFront(source: PageFrontSource, maxEntries = 20_000): PageFront {
  const entries = new LRUCache<string, FrontEntry>({ max: maxEntries });
  // Pages share a handful of header sets (the CSP alone is about 1.5 KB): entries keep one copy.
  const headerSets = new Map<string, [string, string][]>();
  const shared = (headers: [string, string][]): [string, string][] => {
    const key = headers.map(([name, value]) => `${name}:${value}`).join("\n");
    let set = headerSets.get(key);
    if (!set) {
      if (headerSets.size >= 1_000) headerSets.clear();
      set = headers;
      headerSets.set(key, set);
    }
    return set;
  };
  return {
    remember(request, version, pageKey, response) {
      if (response.status !== 200) return;
      const key = frontKey(fromWebRequest(request));
      if (key === null) return;
      const headers: [string, string][] = [];
      response.headers.forEach((value, name) => {
        if (!PER_REQUEST.has(name)) headers.push([name, value]);
      });
      entries.set(`${version}#${key}`, { pageKey, headers: shared(headers) });
    },
    async answer(req, res) {
      const key = frontKey(fromNodeRequest(req));
      if (key === null) return false;
      const version = await source.version();
      const entry = entries.get(`${version}#${key}`);
      if (!entry) return false;
      const page = source.page(entry.pageKey);
      if (!page) return false;
      send(req, res, entry, page);
      return true;
    },
    clear() {
      entries.clear();
      headerSets.clear();
    },
  };
}

/** The handle scripts/start.mjs looks for. */
export const PAGE_FRONT = Symbol.for("storefront.pageFront");
