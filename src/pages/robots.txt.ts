/**
 * GET /robots.txt — crawlers may read the catalogue (home, categories, groups,
 * manufacturers, products) but not the API, the order steps, the shopper's own
 * pages or search results (endless, thin pages), also under each non-base
 * language's path prefix (`/en/wishlist`). The `Sitemap:` line points at
 * the sitemap index (per-language sitemaps, sitemap.xml.ts) on the shop's configured origin
 * (`SITE_URL`), never the request's host: the file is answered to any host and cached.
 */
import type { APIRoute } from "astro";
import { siteOriginFromEnv } from "../i18n/routing";
import { getSettings } from "../server/services/settings.service";
import { loggerFor } from "../server/log/logger.mjs";

const log = loggerFor("robots");

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
function robotsTxt(prefixes: readonly string[], sitemap: string): string {
  const disallowed = PRIVATE_PATHS.flatMap((path) => [
    path,
    ...(path.startsWith("/api/") ? [] : prefixes.map((lang) => `/${lang}${path}`)),
  ]);
  return [
    "User-agent: *",
    "Allow: /",
    ...disallowed.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${sitemap}`,
    "",
  ].join("\n");
}

const sitemap = new URL("/sitemap.xml", siteOriginFromEnv(process.env)).href;

export const GET: APIRoute = async () => {
  let prefixes: string[] = [];
  try {
    const settings = await getSettings();
    prefixes = settings.langs.map((l) => l.code).filter((code) => code !== settings.baseLang);
  } catch (error) {
    log.error({ err: error }, "settings unavailable");
  }
  return new Response(robotsTxt(prefixes, sitemap), {
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "public, max-age=3600",
    },
  });
};
