/**
 * POST /api/public/newsletter/ — subscribe (spec 2 §7): body `{ email, lang }`.
 *   200 `{ result: "success" }` (subscribed, a welcome mail sent) or
 *   `{ result: "exist" }` (already subscribed); 400 `{ error: "emailInvalid" }`;
 *   429 when one address or client tries too often.
 */
import type { APIRoute } from "astro";
import { z } from "zod";
import { isValidEmail } from "../../../../domain/account/validators";
import { addressOf, count, retryAfter, tooManyRequests } from "../../../../server/auth/rate-limit";
import { mailLinks } from "../../../../server/http/mail-links";
import { apiError, json, readJson } from "../../../../server/http/responses";
import { subscribe } from "../../../../server/services/account/newsletter.service";

const Body = z.object({ email: z.string().max(254), lang: z.string().max(8).optional() });

export const POST: APIRoute = async (context) => {
  const body = await readJson(context.request, Body, 4_000);
  if (!body.ok) return body.response;
  const email = body.data.email.trim().toLowerCase();
  if (!isValidEmail(email)) return apiError("emailInvalid", 400);
  const keys = { account: email, address: addressOf(context) };
  const wait = await retryAfter("newsletter", keys);
  if (wait > 0) return tooManyRequests(wait);
  await count("newsletter", keys);
  const { ctx } = context.locals;
  const result = await subscribe(email, ctx.lang, mailLinks(ctx));
  return json({ result }, { headers: { "cache-control": "no-store" } });
};
