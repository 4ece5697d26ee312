/**
 * POST /api/public/order/delivery-options — body `{ country, postCode?, lines, discount? }`.
 * Answers the delivery options available for that basket, priced in the
 * shopper's currency (the delivery page calls the same service on the server).
 */
import type { APIRoute } from "astro";
import { z } from "zod";
import { countrySchema, linesSchema } from "../../../../features/basket/basket-api.schemas";
import { json, readJson } from "../../../../server/http/responses";
import { deliveryOptions } from "../../../../server/services/delivery.service";

const Body = z.object({
  country: countrySchema,
  postCode: z.string().max(16).default(""),
  lines: linesSchema,
  discount: z.number().min(0).max(1e9).optional(),
});

export const POST: APIRoute = async ({ request, locals }) => {
  const body = await readJson(request, Body);
  if (!body.ok) return body.response;
  return json(await deliveryOptions(locals.ctx, body.data));
};
