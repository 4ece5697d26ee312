/**
 * GET /sitemaps/{lang}-{n}.xml — file `n` of a language's sitemap: its home
 * page and every category, group, manufacturer, product and content page,
 * each with its addresses in the other languages. 404 past the last file.
 */
import type { APIRoute } from "astro";
import { z } from "zod";
import { urlsetXml } from "../../domain/catalogue/sitemap";
import { sitemapFile } from "../../server/services/sitemap.service";

const FileName = z.string().regex(/^([a-z]{2})-([1-9]\d{0,4})\.xml$/);

export const GET: APIRoute = async ({ locals, params }) => {
  const parsed = FileName.safeParse(params.file);
  const match = parsed.success ? /^([a-z]{2})-(\d+)\.xml$/.exec(parsed.data) : null;
  const { ctx } = locals;
  const urls = match
    ? await sitemapFile({ config: ctx.langConfig }, match[1] ?? "", Number(match[2]))
    : null;
  if (!urls) return new Response("Not found", { status: 404 });
  return new Response(urlsetXml(urls), {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=3600",
    },
  });
};
