/**
 * The rendered-page cache's key: what a shared page's HTML depends on and
 * nothing else — protocol and host (language domains), path, the query in a
 * canonical order, language, currency, price display mode and price
 * visibility, plus the version of the shared data. Nothing personal: pages of
 * shoppers with personal prices are never looked up (see `isPersonalised`).
 */
import type { RequestContext } from "../context";

/** The query string with its parameters sorted, so `?a=1&b=2` and `?b=2&a=1` share an entry. */
export function canonicalQuery(params: URLSearchParams): string {
  const entries = [...params.entries()].sort(([a, x], [b, y]) =>
    a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1,
  );
  return new URLSearchParams(entries).toString();
}

export function pageCacheKey(url: URL, ctx: RequestContext, version: string): string {
  const { pricing } = ctx;
  const prices = pricing.pricesHidden ? "hidden" : pricing.wholesale ? "wholesale" : "retail";
  return [
    version,
    url.protocol,
    url.host,
    url.pathname,
    canonicalQuery(url.searchParams),
    ctx.lang,
    ctx.currency,
    pricing.mode,
    prices,
  ].join("|");
}
