/**
 * GET /sitemap.xml — the sitemap index: one sitemap per language, split into
 * files of at most 50,000 addresses (`/sitemaps/{lang}-{n}.xml`).
 */
import type { APIRoute } from "astro";
import { sitemapIndexXml } from "../domain/catalogue/sitemap";
import { sitemapFiles } from "../server/services/sitemap.service";

export const GET: APIRoute = async ({ locals }) => {
  const { ctx } = locals;
  const files = await sitemapFiles({ config: ctx.langConfig });
  // On the shop's configured origin (SITE_URL), whatever host the request came to.
  const { siteOrigin } = ctx.langConfig;
  const locs = files.map((f) => new URL(`/sitemaps/${f.lang}-${f.n}.xml`, siteOrigin).href);
  return new Response(sitemapIndexXml(locs), {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=3600",
    },
  });
};
