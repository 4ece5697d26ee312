/**
 * GET /api/public/integrations/dpd/availability/food?postCode=NN-NNN — the
 * embedded DPD food carrier's availability for a post code (deterministic).
 */
import type { APIRoute } from "astro";
import { z } from "zod";
import { json, readQuery } from "../../../../../../server/http/responses";
import { dpdFoodAvailability } from "../../../../../../server/services/checkout/delivery.service";

const Query = z.object({ postCode: z.string().max(16), lang: z.string().optional() });

export const GET: APIRoute = ({ url }) => {
  const query = readQuery(url, Query);
  if (!query.ok) return query.response;
  return json(dpdFoodAvailability(query.data.postCode));
};
