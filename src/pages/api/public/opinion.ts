/**
 * GET /api/public/opinion?lang&id&all&fixedLang&offset — opinions of a product
 * with per-rating counts and the average. 4 at a time unless `all`. POST
 * adds one (below).
 */
import { addressOf, count, retryAfter, tooManyRequests } from "../../../server/auth/rate-limit";
import type { APIRoute } from "astro";
import { z } from "zod";
import { flagParam, publicId } from "../../../server/http/api-schemas";
import { OPINION_NAME_MAX, OPINION_TEXT_MAX } from "../../../domain/catalogue/opinions";
import { apiError, json, readJson, readQuery } from "../../../server/http/responses";
import { getOpinions } from "../../../server/services/opinions.service";
import {
  addOpinion,
  OPINION_COOKIE_MAX_AGE,
  OPINION_COOKIE_PREFIX,
} from "../../../server/services/product.service";

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
  if (query.data.id === null) return apiError("NOT_FOUND", 404);
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

const NewOpinion = z
  .object({
    lang: z.string().max(5).optional(),
    id: publicId.optional(),
    product: publicId.optional(),
    name: z.string().trim().min(1).max(OPINION_NAME_MAX),
    mainImage: z.string().max(500).optional(),
    text: z.string().trim().min(1).max(OPINION_TEXT_MAX),
    number: z.number().int().min(1).max(5),
  })
  .refine((o) => o.id !== undefined || o.product !== undefined, { path: ["id"] });

/**
 * POST /api/public/opinion {lang, id|product, name, mainImage?, text, number}
 * — stores an unverified opinion, then sets a cookie that disables adding
 * another one for that product for 365 days (a second POST with it: 409).
 * The cookie is the shopper's convenience, not a limit: opinions are also
 * limited per client address and per address and product (429).
 */
export const POST: APIRoute = async (context) => {
  const { request, locals, cookies } = context;
  const body = await readJson(request, NewOpinion, 20_000);
  if (!body.ok) return body.response;
  const productId = body.data.id !== undefined ? body.data.id : body.data.product;
  if (productId === null || productId === undefined) return apiError("NOT_FOUND", 404);
  const cookieName = `${OPINION_COOKIE_PREFIX}${productId}`;
  if (cookies.get(cookieName)?.value) return apiError("ALREADY_ADDED", 409);
  const address = addressOf(context);
  const keys = { account: `${address}|${productId}`, address };
  const wait = await retryAfter("opinion", keys);
  if (wait > 0) return tooManyRequests(wait);
  await count("opinion", keys);
  const result = await addOpinion({
    lang: locals.ctx.lang,
    productId,
    userId: locals.ctx.user ? Number(locals.ctx.user.id) || null : null,
    name: body.data.name,
    text: body.data.text,
    rating: body.data.number,
  });
  if (result === "notFound") return apiError("NOT_FOUND", 404);
  if (result === "markup") return apiError("MARKUP_NOT_ALLOWED", 400, { fields: ["text"] });
  cookies.set(cookieName, "1", {
    path: "/",
    sameSite: "lax",
    maxAge: OPINION_COOKIE_MAX_AGE,
  });
  return json({ result: "success" }, { status: 201 });
};
