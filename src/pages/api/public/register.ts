/**
 * POST /api/public/register — creates an account (spec 2 §7; §3 Registration
 * payload: lang, email, name, password, country, nip, phone, marketing, extId).
 *   The modal also sends `retypedEmail`, `retypedPassword`, `terms` and
 *   `processing`; a client that sends only the spec's payload has checked them
 *   itself, so missing copies count as equal and missing consents as given.
 *   200 `{ ok: true, email }`: the account is inactive until the e-mailed
 *       activation link is opened;
 *   401 `{ error: "EMAIL_TAKEN" }` (spec §8);
 *   400 `{ error: "formInvalid" | "emailDontMatch" | "passwordDontMatch" |
 *       "needRulesAcceptance", fields }` or `{ error: "INVALID_INPUT", fields }`;
 *   429 `{ error: "tooManyRequests", retryAfter }` after 5 accepted or EMAIL_TAKEN attempts for
 *       one e-mail, or 30 from one address, in an hour; 503 when the database is down.
 */
import type { APIRoute } from "astro";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "../../../domain/account/registration";
import { addressOf, count, retryAfter, tooManyRequests } from "../../../server/auth/rate-limit";
import { langField, requiredText } from "../../../server/http/api-schemas";
import { apiError, json, readJson } from "../../../server/http/responses";
import { register } from "../../../server/services/account/register.service";
import { loggerFor } from "../../../server/log/logger.mjs";

const log = loggerFor("auth");

const schema = z.object({
  lang: langField.default("pl"),
  email: requiredText(254),
  retypedEmail: requiredText(254).optional(),
  name: requiredText(200),
  password: requiredText(PASSWORD_MAX_LENGTH),
  retypedPassword: requiredText(PASSWORD_MAX_LENGTH).optional(),
  country: requiredText(2).optional(),
  nip: requiredText(32).optional(),
  phone: requiredText(32).optional(),
  marketing: z.boolean().optional(),
  terms: z.boolean().optional(),
  processing: z.boolean().optional(),
  extId: requiredText(200).optional(),
});

export const POST: APIRoute = async (context) => {
  const { request, locals } = context;
  const body = await readJson(request, schema, 20_000);
  if (!body.ok) return body.response;
  const b = body.data;
  const keys = { account: b.email.trim().toLowerCase(), address: addressOf(context) };
  const { ctx } = locals;
  try {
    const wait = await retryAfter("register", keys);
    if (wait > 0) return tooManyRequests(wait);
    const result = await register(
      {
        ...b,
        retypedEmail: b.retypedEmail ?? b.email,
        retypedPassword: b.retypedPassword ?? b.password,
        terms: b.terms ?? true,
        processing: b.processing ?? true,
      },
      ctx.settings,
      (code) => locals.absoluteHref(`/activation/${code}`, b.lang),
    );
    // A form the rules reject costs nothing; every other attempt counts (an e-mail or a probe).
    if (result.ok || result.error === "EMAIL_TAKEN") await count("register", keys);
    if (result.ok) return json({ ok: true, email: result.email });
    if (result.error === "EMAIL_TAKEN") return apiError("EMAIL_TAKEN", 401);
    return apiError(result.error, 400, { fields: result.fields });
  } catch (error) {
    log.error({ err: error }, "register failed");
    return apiError("UNAVAILABLE", 503);
  }
};
