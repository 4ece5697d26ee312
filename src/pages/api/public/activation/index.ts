/**
 * POST /api/public/activation — sends the activation link again (spec 2 §8 accountInactive: the
 * login of an inactive account offers it). Body `{ email }`.
 *   202 `{ ok: true }` whether or not the address has an inactive account (an inactive
 *       account gets a new link in its own language, which replaces the earlier one; any
 *       other address gets nothing), so the answer tells nobody which addresses exist;
 *   400 `{ error: "INVALID_INPUT", fields }`;
 *   429 `{ error: "tooManyRequests", retryAfter }` after 5 requests for one e-mail or 30 from
 *       one address in an hour: every request counts, since each may send an e-mail.
 */
import type { APIRoute } from "astro";
import { z } from "zod";
import { addressOf, count, retryAfter, tooManyRequests } from "../../../../server/auth/rate-limit";
import { emailField } from "../../../../server/http/api-schemas";
import { apiError, json, readJson } from "../../../../server/http/responses";
import { resendActivation } from "../../../../server/services/account/register.service";
import { loggerFor } from "../../../../server/log/logger.mjs";

const log = loggerFor("auth");

const schema = z.object({ email: emailField });

export const POST: APIRoute = async (context) => {
  const { request, locals } = context;
  const body = await readJson(request, schema);
  if (!body.ok) return body.response;
  const { email } = body.data;
  const keys = { account: email, address: addressOf(context) };
  try {
    const wait = await retryAfter("activation", keys);
    if (wait > 0) return tooManyRequests(wait);
    await count("activation", keys);
    await resendActivation(email, locals.ctx.settings, (code, lang) =>
      locals.absoluteHref(`/activation/${code}`, lang),
    );
    return json({ ok: true }, { status: 202 });
  } catch (error) {
    log.error({ err: error }, "activation resend failed");
    return apiError("UNAVAILABLE", 503);
  }
};
