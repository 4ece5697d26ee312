/** GET /api/public/removed/{id}?lang — what a not-available page shows for a removed or archived product. */
import type { APIRoute } from "astro";
import { apiError, json } from "../../../../server/http/responses";
import { getRemoved, parseId } from "../../../../server/services/catalogue.service";

export const GET: APIRoute = async ({ params, locals }) => {
  const id = parseId(params.id);
  if (id === null) return apiError("NOT_FOUND", 404);
  const removed = await getRemoved(id, locals.ctx.lang);
  if (!removed) return apiError("NOT_FOUND", 404);
  return json(removed);
};
