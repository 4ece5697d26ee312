/**
 * GET /robots.txt — crawlers may read the catalogue (home, categories, groups,
 * manufacturers, products) but not the API, the order steps, the shopper's own
 * pages or search results (endless, thin pages), also under each non-base
 * language's path prefix (`/en/wishlist`). There is no sitemap route yet, so
 * no `Sitemap:` line; add an absolute one when a sitemap exists.
 */
import type { APIRoute } from "astro";
import { getSettings } from "../server/services/settings.service";

const PRIVATE_PATHS = [
  "/api/",
  "/order/",
  "/my-account",
  "/my-orders",
  "/my-returns",
  "/wishlist",
  "/search?",
];

/** The robots.txt text for a shop whose non-base languages use these path prefixes. */
function robotsTxt(prefixes: readonly string[]): string {
  const disallowed = PRIVATE_PATHS.flatMap((path) => [
    path,
    ...(path.startsWith("/api/") ? [] : prefixes.map((lang) => `/${lang}${path}`)),
  ]);
  return ["User-agent: *", "Allow: /", ...disallowed.map((p) => `Disallow: ${p}`), ""].join("\n");
}

export const GET: APIRoute = async () => {
  let prefixes: string[] = [];
  try {
    const settings = await getSettings();
    prefixes = settings.langs.map((l) => l.code).filter((code) => code !== settings.baseLang);
  } catch (error) {
    console.error("[robots.txt] settings unavailable", error);
  }
  return new Response(robotsTxt(prefixes), {
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "public, max-age=3600",
    },
  });
};
