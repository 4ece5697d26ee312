/**
 * Answers a request from a cached page: the encoding the client accepts
 * (brotli, gzip or none), the weak ETag, and 304 Not Modified when the
 * client already holds this version (`If-None-Match`).
 */
import type { CachedPage, CacheState } from "./rendered-page-cache";
import { negotiateEncoding } from "../compression";

/** Whether `If-None-Match` names the page's ETag (weak comparison, or `*`). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((t) => bare(t) === bare(etag));
}

export function cachedPageResponse(
  request: Request,
  page: CachedPage,
  state: CacheState,
): Response {
  const headers = new Headers(page.headers);
  const vary = headers.get("vary");
  if (!vary?.toLowerCase().includes("accept-encoding"))
    headers.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  headers.set("etag", page.etag);
  headers.set("x-page-cache", state);
  // The render's own timing describes only the request that rendered the page.
  if (state !== "miss") headers.set("server-timing", `page-cache;desc="${state}"`);
  if (etagMatches(request.headers.get("if-none-match"), page.etag)) {
    headers.delete("content-type");
    return new Response(null, { status: 304, headers });
  }
  const encoding = negotiateEncoding(request.headers.get("accept-encoding"));
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.body;
  if (encoding) headers.set("content-encoding", encoding);
  headers.set("content-length", String(body.length));
  return new Response(request.method === "HEAD" ? null : new Uint8Array(body), {
    status: page.status,
    headers,
  });
}
