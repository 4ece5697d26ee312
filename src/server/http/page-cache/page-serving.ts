/**
 * Serves shared pages through the rendered-page cache (rendered-page-cache.ts).
 * Only GET and HEAD requests for pages whose prices are a guest's are looked
 * up; the owner's preview, personalised shoppers and `PAGE_CACHE=off` always
 * render, and so does the back office (/admin, never stored). Sizes: `PAGE_CACHE_MB` (default 64) of compressed and plain HTML,
 * each entry kept at most `PAGE_CACHE_TTL_S` seconds (default 60, the CDN's
 * `s-maxage`), so data changed behind the shop's back (another process
 * editing content) shows within that time.
 *
 * Hits are answered before the app by the front (page-front.ts) when the start server runs it:
 * the middleware hands every answer served from the cache to `rememberForFront`, which keeps
 * its final headers for the front. `PAGE_FRONT=off` leaves every hit to the app.
 */
import type { AstroCookies } from "astro";
import type { RequestContext } from "../../context";
import { FRAGMENTS_KEPT, sharedPagesVersion } from "../../services/page-version";
import { isPersonalised } from "../cache-headers";
import { cachedPageResponse } from "./cached-response";
import { createPageCache, type PageCache } from "./rendered-page-cache";
import { fragmentScopeKey, pageCacheKey } from "./rendered-page-cache-key";
import { isPreview } from "../preview";
import { isAdminPath } from "../admin/admin-paths";
import { createPageFront, PAGE_FRONT } from "./page-front";

function fromEnv(env: Record<string, string | undefined>): PageCache | null {
  if (env["PAGE_CACHE"] === "off") return null;
  const mb = Number(env["PAGE_CACHE_MB"] ?? 64);
  const ttl = Number(env["PAGE_CACHE_TTL_S"] ?? 60);
  return createPageCache({
    maxBytes: Math.max(1, Number.isFinite(mb) ? mb : 64) * 1024 * 1024,
    ttlMs: Math.max(1, Number.isFinite(ttl) ? ttl : 60) * 1000,
  });
}

const cache = fromEnv(process.env);

const front =
  cache === null || process.env["PAGE_FRONT"] === "off"
    ? null
    : createPageFront({ version: sharedPagesVersion, page: (key) => cache.get(key) });
if (front) (globalThis as Record<symbol, unknown>)[PAGE_FRONT] = front;

/** Requests answered from the cache: their data version and page key, for the front. */
const served = new WeakMap<Request, { version: string; pageKey: string }>();

/** Called with the final answer (security headers on) of every page request. */
export function rememberForFront(request: Request, response: Response): void {
  const page = served.get(request);
  if (page && front) front.remember(request, page.version, page.pageKey, response);
}

/** A page every shopper of its language and currency sees alike (no preview, nothing personal). */
function shared(request: Request, url: URL, ctx: RequestContext): boolean {
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    !isPreview(url) &&
    !isAdminPath(url.pathname) &&
    !isPersonalised(ctx)
  );
}

/**
 * Renders a page, or answers it from the rendered-page cache when every shopper of its
 * language and currency sees it alike. `render` gets the scope of the page's kept fragments
 * (`locals.fragmentScope`, features/catalogue/card-cache.ts): null for a page that must render
 * them all (personal, previewed, or `FRAGMENT_CACHE=off`). The shared data's version is read
 * once for both keys.
 */
export async function servePage(
  request: Request,
  url: URL,
  ctx: RequestContext,
  cookies: AstroCookies,
  render: (fragmentScope: string | null) => Promise<Response>,
): Promise<Response> {
  const version =
    (cache !== null || FRAGMENTS_KEPT) && shared(request, url, ctx)
      ? await sharedPagesVersion()
      : null;
  const scope = FRAGMENTS_KEPT && version !== null ? fragmentScopeKey(url, ctx, version) : null;
  if (cache === null || version === null) return render(scope);
  const key = pageCacheKey(url, ctx, version);
  const result = await cache.fetch(key, async () => ({
    response: await render(scope),
    setsCookies: () => !cookies.headers().next().done,
  }));
  if (result.page) served.set(request, { version, pageKey: key });
  if (result.page) return cachedPageResponse(request, result.page, result.state);
  return result.response ?? render(scope);
}
