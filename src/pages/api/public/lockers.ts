/** GET /api/public/lockers?carrier=inpost|dpd&query= — parcel lockers matching a city, code, address or post code. */
import type { APIRoute } from "astro";
import { z } from "zod";
import { json, readQuery } from "../../../server/http/responses";
import {
  findLockers,
  LOCKER_CARRIERS,
} from "../../../server/repositories/checkout/lockers.repository";

const Query = z.object({
  carrier: z.enum(LOCKER_CARRIERS),
  query: z.string().max(60).default(""),
  lang: z.string().optional(),
});

export const GET: APIRoute = async ({ url }) => {
  const query = readQuery(url, Query);
  if (!query.ok) return query.response;
  return json(await findLockers(query.data.carrier, query.data.query));
};
