/**
 * Cache headers. Shared pages (catalogue, product, content) are CDN-cacheable
 * and vary only on what changes their HTML: the path and host (language), the
 * `currency` cookie and the shopper's price group (see
 * docs/decisions/0003-caching.md). Anything personal is `private, no-store`.
 * The rendered-page cache that keeps shared pages in the process follows the
 * same headers (page-cache/rendered-page-cache.ts).
 */
import type { RequestContext } from "../context";

export const CACHE_PUBLIC_PAGE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
/** A not-found page: shared caches may keep the miss a minute, without serving it stale. */
export const CACHE_NOT_FOUND = "public, max-age=0, s-maxage=60";
export const CACHE_PRIVATE = "private, no-store";
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_API_CATALOGUE = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/**
 * Whether the shopper sees prices that differ from a guest's (wholesale customers, or a
 * logged-in shopper when prices are for logged-in users only): their pages and catalogue
 * answers are private.
 */
export function isPersonalised(ctx: RequestContext): boolean {
  return ctx.user !== null && (ctx.user.wholesale || ctx.settings.priceForLoggedUsers);
}

/**
 * Headers of a shared HTML page: publicly cacheable unless the shopper is personalised. The
 * HTML also depends on the `currency` cookie, hence `Vary: Cookie`; a CDN should key on that
 * one cookie. A page with a running clock (the home page's countdown) is cached like the
 * others: its script sets the clock from the shopper's time as soon as it runs, whatever the
 * cached HTML says.
 */
export function applyPageCacheHeaders(headers: Headers, ctx: RequestContext): void {
  headers.set("cache-control", isPersonalised(ctx) ? CACHE_PRIVATE : CACHE_PUBLIC_PAGE);
  headers.set("vary", "Cookie");
}

/**
 * A not-found answer (`NotFoundPage.astro`): HTTP 404, kept by shared caches a minute, keyed
 * like other shared pages on the `currency` cookie (its header shows the chosen currency).
 */
export function applyNotFound(response: {
  status?: number;
  statusText?: string;
  headers: Headers;
}): void {
  response.status = 404;
  response.statusText = "Not Found";
  response.headers.set("cache-control", CACHE_NOT_FOUND);
  response.headers.set("vary", "Cookie");
}

/**
 * Headers of catalogue API reads. Their answers depend on the caller's price group
 * (`productForViewer`): a guest's answer is shared and CDN-cacheable, a personalised caller's
 * is private. The caller is known from the APP_TOKEN cookie or an `Authorization: Bearer`
 * header, hence the Vary.
 */
export function catalogueApiHeaders(ctx: RequestContext): Record<string, string> {
  return {
    "cache-control": isPersonalised(ctx) ? CACHE_PRIVATE : CACHE_API_CATALOGUE,
    vary: "Authorization, Cookie",
  };
}
