/**
 * POST /api/public/contact-form — the contact form (spec 2 §7): body
 * `{ name, email, msg, number? }`. 200 `{ result: "success" }` (stored and
 * mailed to the shop) or `{ result: "duplicate" }` (the same message from the
 * same address within a day); 400 `{ error: "formInvalid", fields }`; 429
 * when one address or client sends too often.
 */
import type { APIRoute } from "astro";
import { contactSchema, sendContactForm } from "../../../server/actions/contact-message";
import { addressOf, tooManyRequests } from "../../../server/auth/rate-limit";
import { apiError, json, readJson } from "../../../server/http/responses";

export const POST: APIRoute = async (context) => {
  const body = await readJson(context.request, contactSchema, 20_000);
  if (!body.ok) return body.response;
  const done = await sendContactForm(body.data, addressOf(context), context.locals.ctx.lang);
  if (done.outcome === "formInvalid") return apiError("formInvalid", 400, { fields: done.fields });
  if (done.outcome === "tooManyRequests") return tooManyRequests(done.retryAfter);
  return json({ result: done.outcome }, { headers: { "cache-control": "no-store" } });
};
