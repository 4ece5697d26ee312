/**
 * The rendered-page cache's key: what a shared page's HTML depends on and
 * nothing else — protocol and host (language domains), path, the query in a
 * canonical order, language, currency, price display mode and price
 * visibility, plus the version of the shared data. Nothing personal: pages of
 * shoppers with personal prices are never looked up (see `isPersonalised`).
 */
import type { RequestContext } from "../../context";

/** The query string with its parameters sorted, so `?a=1&b=2` and `?b=2&a=1` share an entry. */
export function canonicalQuery(params: URLSearchParams): string {
  const entries = [...params.entries()].sort(([a, x], [b, y]) =>
    a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1,
  );
  return new URLSearchParams(entries).toString();
}

/**
 * The version of the data shared pages show (services/page-version.ts): the catalogue
 * timestamp, the settings' digest, the count of writes heard of, and the count of listing
 * indexes built. The last one matters after a catalogue change: listings rendered while the
 * index is still being rebuilt use the previous one (stale-while-revalidate), and must not stay
 * cached under the new timestamp once the new index is in.
 */
export function sharedDataVersion(parts: {
  timestamp: number;
  settings: string;
  writes: number;
  indexBuilds: number;
}): string {
  return `${parts.timestamp}.${parts.settings}.${parts.writes}.${parts.indexBuilds}`;
}

export function pageCacheKey(url: URL, ctx: RequestContext, version: string): string {
  return [
    version,
    url.protocol,
    url.host,
    url.pathname,
    canonicalQuery(url.searchParams),
    ...shownAs(ctx),
  ].join("|");
}

/**
 * The key part of the fragments of a shared page (product boxes): the page's key without its
 * path and query, since a box looks the same on every page of one host, language, currency
 * and price display.
 */
export function fragmentScopeKey(url: URL, ctx: RequestContext, version: string): string {
  return [version, url.protocol, url.host, ...shownAs(ctx)].join("|");
}

/** Language, currency, price display mode and price visibility. */
function shownAs(ctx: RequestContext): string[] {
  const { pricing } = ctx;
  const prices = pricing.pricesHidden ? "hidden" : pricing.wholesale ? "wholesale" : "retail";
  return [ctx.lang, ctx.currency, pricing.mode, prices];
}
