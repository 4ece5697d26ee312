/**
 * POST /api/public/contact-form — the contact form (spec 2 §7): body
 * `{ name, email, msg, number? }`. 200 `{ result: "success" }` (stored and
 * mailed to the shop) or `{ result: "duplicate" }` (the same message from the
 * same address within a day); 400 `{ error: "formInvalid", fields }`; 429
 * when one address or client sends too often.
 */
import type { APIRoute } from "astro";
import { z } from "zod";
import { CONTACT_LIMITS, invalidContactFields } from "../../../domain/account/contact-form";
import { addressOf, count, retryAfter, tooManyRequests } from "../../../server/auth/rate-limit";
import { apiError, json, readJson } from "../../../server/http/responses";
import { sendContactMessage } from "../../../server/services/contact.service";

const Body = z.object({
  name: z.string().max(CONTACT_LIMITS.name * 2),
  email: z.string().max(CONTACT_LIMITS.email),
  msg: z.string().max(CONTACT_LIMITS.msg * 2),
  number: z.string().max(CONTACT_LIMITS.number).optional(),
});

export const POST: APIRoute = async (context) => {
  const body = await readJson(context.request, Body, 20_000);
  if (!body.ok) return body.response;
  const fields = invalidContactFields(body.data);
  if (fields.length > 0) return apiError("formInvalid", 400, { fields });
  const keys = { account: body.data.email.trim().toLowerCase(), address: addressOf(context) };
  const wait = await retryAfter("contact", keys);
  if (wait > 0) return tooManyRequests(wait);
  await count("contact", keys);
  const result = await sendContactMessage(body.data, context.locals.ctx.lang);
  return json({ result }, { headers: { "cache-control": "no-store" } });
};
