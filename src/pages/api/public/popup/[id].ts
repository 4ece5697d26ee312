/**
 * GET /api/public/popup/{id}?lang= — an active popup (spec 2 §7):
 * `{ value: { type: "html", html }, options: { delay } }` with the owner's
 * HTML sanitised; 404 `{ error: "notFound" }` for an unknown or inactive
 * popup or one without text in the language.
 */
import type { APIRoute } from "astro";
import { CACHE_API_CATALOGUE } from "../../../../server/http/cache-headers";
import { apiError, json } from "../../../../server/http/responses";
import { getPopup } from "../../../../server/services/popups.service";

export const GET: APIRoute = async ({ params, locals }) => {
  const id = params["id"] ?? "";
  const popup = /^\d{1,12}$/.test(id) ? await getPopup(id, locals.ctx.lang) : null;
  if (!popup) return apiError("notFound", 404);
  return json(popup, { headers: { "cache-control": CACHE_API_CATALOGUE } });
};
