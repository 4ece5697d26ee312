/**
 * Cache headers for shared HTML pages. A page is publicly cacheable unless
 * the shopper sees prices that differ from a guest's (wholesale customers, or
 * a logged-in shopper when prices are for logged-in users only). The HTML also
 * depends on the `currency` cookie, hence `Vary: Cookie`; a CDN should key on
 * that one cookie (docs/decisions/0003-caching.md).
 */
import type { RequestContext } from "../context";
import { CACHE_NOT_FOUND, CACHE_PRIVATE, CACHE_PUBLIC_PAGE } from "./cache";

export function isPersonalised(ctx: RequestContext): boolean {
  return ctx.user !== null && (ctx.user.wholesale || ctx.settings.priceForLoggedUsers);
}

/**
 * A page with a running clock (the home page's countdown) is cached like the others: its script
 * sets the clock from the shopper's time as soon as it runs, whatever the cached HTML says.
 */
export function applyPageCache(headers: Headers, ctx: RequestContext): void {
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
