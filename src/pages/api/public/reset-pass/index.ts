/**
 * POST /api/public/reset-pass — e-mails a password reset link (spec 2 §7, §8).
 *   Body `{ email, lang? }`.
 *   201 `{ ok: true }`: a link valid for one hour and once was sent;
 *   404 `{ error: "userDoesNotExist" }` when no password account has this
 *       e-mail (the spec's message; ghost and social-login accounts have no
 *       password to reset);
 *   400 `{ error: "INVALID_INPUT", fields }`;
 *   429 `{ error: "tooManyRequests", retryAfter }` after 5 requests for one
 *       e-mail or 30 from one address in an hour: every request counts, since
 *       each may send an e-mail and each answers whether an account exists.
 */
import type { APIRoute } from "astro";
import { z } from "zod";
import { addressOf, count, retryAfter, tooManyRequests } from "../../../../server/auth/rate-limit";
import { emailField, langField } from "../../../../server/http/api-schemas";
import { apiError, json, readJson } from "../../../../server/http/responses";
import { requestReset } from "../../../../server/services/account/password.service";
import { loggerFor } from "../../../../server/log/logger.mjs";

const log = loggerFor("auth");

const schema = z.object({
  email: emailField,
  lang: langField.default("pl"),
});

export const POST: APIRoute = async (context) => {
  const { request, locals } = context;
  const body = await readJson(request, schema);
  if (!body.ok) return body.response;
  const { email, lang } = body.data;
  const keys = { account: email, address: addressOf(context) };
  const { ctx } = locals;
  try {
    const wait = await retryAfter("resetPass", keys);
    if (wait > 0) return tooManyRequests(wait);
    await count("resetPass", keys);
    const result = await requestReset(email, lang, ctx.settings, (code) =>
      locals.absoluteHref(`/reset-password/${code}`, lang),
    );
    if (result === "userDoesNotExist") return apiError("userDoesNotExist", 404);
    return json({ ok: true }, { status: 201 });
  } catch (error) {
    log.error({ err: error }, "reset request failed");
    return apiError("UNAVAILABLE", 503);
  }
};
