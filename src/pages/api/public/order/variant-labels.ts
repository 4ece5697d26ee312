/**
 * GET /api/public/order/variant-labels?lang= — attribute names and value
 * texts in the language, keyed by ids, so basket, wishlist and delivery rows
 * show "Kolor: Czerwony" instead of ids. Answers
 * `{ [attributeId]: { name, values: { [valueId]: text } } }`.
 */
import type { APIRoute } from "astro";
import { z } from "zod";
import { json, readQuery } from "../../../../server/http/responses";
import { variantLabels } from "../../../../server/services/checkout/basket.service";

const Query = z.object({ lang: z.string().max(8).optional() });

export const GET: APIRoute = async ({ url, locals }) => {
  const query = readQuery(url, Query);
  if (!query.ok) return query.response;
  return json(await variantLabels(locals.ctx), {
    headers: { "cache-control": "public, max-age=300" },
  });
};
