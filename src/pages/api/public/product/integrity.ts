/**
 * POST /api/public/product/integrity — body `{ ids }`. Answers the catalogue
 * timestamp, which ids still exist and which of those are archived, so the basket can
 * drop removed products and archived ones (never sold), the wishlist removed ones
 * (an id that cannot name a product, such as 2147483648, is missing).
 */
import type { APIRoute } from "astro";
import { z } from "zod";
import { idTexts } from "../../../../server/http/api-schemas";
import { json, readJson } from "../../../../server/http/responses";
import { checkIntegrity } from "../../../../server/services/catalogue.service";

const Body = z.object({ ids: idTexts });

export const POST: APIRoute = async ({ request }) => {
  const body = await readJson(request, Body);
  if (!body.ok) return body.response;
  return json(await checkIntegrity(body.data.ids));
};
