/**
 * GET /api/public/opinion?lang&id&all&fixedLang&offset — opinions of a product
 * with per-rating counts and the average. 4 at a time unless `all`.
 */
import type { APIRoute } from "astro";
import { z } from "zod";
import { flagParam, publicId } from "../../../server/http/api-schemas";
import { apiError, json, readQuery } from "../../../server/http/responses";
import { getOpinions } from "../../../server/services/catalogue.service";

export const OPINIONS_PAGE = 4;

const Query = z.object({
  id: publicId,
  all: flagParam,
  fixedLang: flagParam,
  offset: z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .optional(),
  lang: z.string().optional(),
});

export const GET: APIRoute = async ({ url, locals }) => {
  const query = readQuery(url, Query);
  if (!query.ok) return query.response;
  const result = await getOpinions({
    lang: locals.ctx.lang,
    id: query.data.id,
    all: query.data.all,
    fixedLang: query.data.fixedLang,
    offset: query.data.offset ?? 0,
    limit: OPINIONS_PAGE,
  });
  if (!result) return apiError("NOT_FOUND", 404);
  return json(result);
};
