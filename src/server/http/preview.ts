/**
 * The owner's preview and edit mode (spec 2 §2 Admin preview; issue 13):
 * `?preview=true` inside a frame. The shop trusts only the owner origins
 * (the OWNER_ORIGINS environment variable, comma-separated, plus the shop's
 * own origin, where the back office's editor `/admin/content` lives): only
 * they may frame a preview page (CSP frame-ancestors, on every page) and only their
 * messages are accepted by the page. Preview pages are never cached or
 * indexed, so nothing previewed reaches other shoppers.
 */
import { loggerFor } from "../log/logger.mjs";
import { CACHE_PRIVATE } from "./cache-headers";

const log = loggerFor("preview");

export function isPreview(url: URL): boolean {
  return url.searchParams.get("preview") === "true";
}

/** The configured owner origins, normalised (scheme://host[:port]); invalid entries are dropped. */
export function ownerOrigins(env: Record<string, string | undefined> = process.env): string[] {
  const origins: string[] = [];
  for (const raw of (env["OWNER_ORIGINS"] ?? "").split(",")) {
    const value = raw.trim();
    if (!value) continue;
    try {
      const origin = new URL(value).origin;
      if (origin !== "null" && !origins.includes(origin)) origins.push(origin);
    } catch {
      log.warn({ origin: value }, "ignoring an owner origin that is not a URL");
    }
  }
  return origins;
}

/** The origins whose messages a preview page accepts: the shop's own and the owners'. */
export function trustedOrigins(shopOrigin: string, env?: Record<string, string | undefined>) {
  return [shopOrigin, ...ownerOrigins(env).filter((o) => o !== shopOrigin)];
}

/**
 * Marks a preview response private and unindexed. Like every page, it may be framed only
 * by the shop and the owner origins: `frame-ancestors` in its Content-Security-Policy
 * (security.ts).
 */
export function applyPreviewHeaders(headers: Headers) {
  headers.set("cache-control", CACHE_PRIVATE);
  headers.set("x-robots-tag", "noindex, nofollow");
}
