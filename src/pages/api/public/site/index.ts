/**
 * POST /api/public/site/ — a content page (spec 2 §7): body `{ url, lang }`
 * → `{ key, title, html, urls }` (the owner's HTML sanitised; the page's url
 * per language); 404 `{ error: "notFound" }`.
 */
import type { APIRoute } from "astro";
import { z } from "zod";
import { CACHE_API_CATALOGUE } from "../../../../server/http/cache-headers";
import { apiError, json, readJson } from "../../../../server/http/responses";
import { getContentPage } from "../../../../server/services/content.service";

const Body = z.object({ url: z.string().max(300), lang: z.string().max(8).optional() });

export const POST: APIRoute = async ({ request, locals }) => {
  const body = await readJson(request, Body, 2_000);
  if (!body.ok) return body.response;
  const lang =
    body.data.lang && /^[a-z]{2}$/.test(body.data.lang) ? body.data.lang : locals.ctx.lang;
  const page = await getContentPage(lang, body.data.url.replace(/^\/?s\//, ""));
  if (!page) return apiError("notFound", 404);
  return json(page, { headers: { "cache-control": CACHE_API_CATALOGUE } });
};
