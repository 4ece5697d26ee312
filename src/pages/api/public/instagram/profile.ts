/**
 * GET /api/public/instagram/profile — the shop's photo feed (spec 2 §7): an
 * array of at most 8 media items `{ media_type, media_url, thumbnail_url,
 * caption, username }`; empty when the integration is off or the feed could
 * not be loaded (instagram.service.ts).
 */
import type { APIRoute } from "astro";
import { json } from "../../../../server/http/responses";
import { CACHE_API_CATALOGUE } from "../../../../server/http/cache-headers";
import { instagramFeed } from "../../../../server/services/instagram.service";

export const GET: APIRoute = async ({ locals }) => {
  const items = await instagramFeed(locals.ctx.settings.integrations.instagram.active);
  return json(items, { headers: { "cache-control": CACHE_API_CATALOGUE } });
};
