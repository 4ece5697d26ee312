/**
 * POST /api/public/newsletter/ — subscribe (spec 2 §7): body `{ email, lang }`.
 *   200 `{ result: "success" }` (subscribed, a welcome mail sent) or
 *   `{ result: "exist" }` (already subscribed); 400 `{ error: "emailInvalid" }`;
 *   429 when one address or client tries too often.
 */
import type { APIRoute } from "astro";
import {
  subscribeSchema,
  subscribeToNewsletter,
} from "../../../../server/actions/newsletter-subscribe";
import { addressOf, tooManyRequests } from "../../../../server/auth/rate-limit";
import { apiError, json, readJson } from "../../../../server/http/responses";

export const POST: APIRoute = async (context) => {
  const body = await readJson(context.request, subscribeSchema, 4_000);
  if (!body.ok) return body.response;
  const done = await subscribeToNewsletter(body.data, addressOf(context), context.locals.ctx);
  if (done.outcome === "emailInvalid") return apiError("emailInvalid", 400);
  if (done.outcome === "tooManyRequests") return tooManyRequests(done.retryAfter);
  return json({ result: done.outcome }, { headers: { "cache-control": "no-store" } });
};
