/**
 * GET /api/public/homepage?lang= — the home page's ordered sections for a
 * language (spec 2 §7), as the page renders them: `{ sections }` with each
 * section's `_id`, `type` and `data`. The products they show come from the
 * product calls.
 */
import type { APIRoute } from "astro";
import { catalogueApiHeaders } from "../../../server/http/cache-headers";
import { json } from "../../../server/http/responses";
import { getHomePage } from "../../../server/services/home.service";

export const GET: APIRoute = async ({ locals }) => {
  const { ctx } = locals;
  const home = await getHomePage(ctx.lang, ctx.settings.integrations.instagram.active);
  return json({ sections: home.sections }, { headers: catalogueApiHeaders(ctx) });
};
