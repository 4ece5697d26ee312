/**
 * POST /api/public/notify/add {productId, variantHash, email, text} — asks to
 * be told when a product variant is available again. Answers
 * `{result: "success"}` when stored, `{result: "exist"}` when the same
 * product, variant and e-mail were already registered; 409 `PRODUCT_ARCHIVED` for an
 * archived product (never sold again). Limited per e-mail and per client address (429).
 */
import { addressOf, count, retryAfter, tooManyRequests } from "../../../../server/auth/rate-limit";
import type { APIRoute } from "astro";
import { z } from "zod";
import { isValidEmail } from "../../../../domain/account/validators";
import { publicId } from "../../../../server/http/api-schemas";
import { apiError, json, readJson } from "../../../../server/http/responses";
import { addNotifyRequest } from "../../../../server/services/product.service";

const Body = z.object({
  productId: publicId,
  variantHash: z.string().max(512).default(""),
  email: z.string().max(254).refine(isValidEmail),
  text: z.string().max(1000).optional(),
});

export const POST: APIRoute = async (context) => {
  const { request, locals } = context;
  const body = await readJson(request, Body, 10_000);
  if (!body.ok) return body.response;
  const { productId } = body.data;
  if (productId === null) return apiError("NOT_FOUND", 404);
  const keys = { account: body.data.email.trim().toLowerCase(), address: addressOf(context) };
  const wait = await retryAfter("notify", keys);
  if (wait > 0) return tooManyRequests(wait);
  await count("notify", keys);
  const result = await addNotifyRequest({
    lang: locals.ctx.lang,
    productId,
    variantHash: body.data.variantHash,
    email: body.data.email,
    text: body.data.text ?? null,
  });
  if (result === "notFound") return apiError("NOT_FOUND", 404);
  if (result === "archived") return apiError("PRODUCT_ARCHIVED", 409);
  if (result === "badVariant") return apiError("UNKNOWN_VARIANT", 400, { fields: ["variantHash"] });
  return json({ result });
};
