/**
 * Cache-Control presets. Shared pages (catalogue, product, content) are
 * CDN-cacheable and vary only on what changes their HTML: the path and host
 * (language), the `currency` cookie and the shopper's price group (see
 * docs/decisions/0003-caching.md). Anything personal is `private, no-store`.
 */
export const CACHE_PUBLIC_PAGE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
/** A not-found page: shared caches may keep the miss a minute, without serving it stale. */
export const CACHE_NOT_FOUND = "public, max-age=0, s-maxage=60";
export const CACHE_PRIVATE = "private, no-store";
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_API_CATALOGUE = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
