/**
 * GET /api/public/me — the logged-in user (spec §7, §3 User). The token comes
 *   from `Authorization: Bearer` or the APP_TOKEN cookie.
 *   200 user JSON; 401 `{ error: "UNAUTHORIZED" }` (and the APP_TOKEN cookie is
 *   cleared, spec §4) without a valid token; 503 when the database is unavailable.
 *
 * POST /api/public/me — saves the profile (spec §2 Account). The body has the
 *   shape GET returns (see `profileSchema`); the e-mail is read-only.
 *   200 updated user JSON; 400 `{ error: "INVALID_INPUT", fields }`; 401 as GET.
 */
import type { APIRoute } from "astro";
import { session, unauthorized } from "../../../server/auth/session.ts";
import { apiError, json, readJson } from "../../../server/http/responses.ts";
import { profileSchema } from "../../../server/services/account/profile.schemas.ts";
import { saveProfile, toPublicUser } from "../../../server/services/account/profile.service.ts";
import { loggerFor } from "../../../server/log/logger.mjs";

const log = loggerFor("auth");

export const GET: APIRoute = async ({ cookies, locals }) => {
  const s = session(locals.shopper, cookies);
  if (!s.ok) return s.response;
  return json(toPublicUser(s.user), { headers: { vary: "Authorization, Cookie" } });
};

export const POST: APIRoute = async ({ request, cookies, locals }) => {
  const s = session(locals.shopper, cookies);
  if (!s.ok) return s.response;
  const body = await readJson(request, profileSchema);
  if (!body.ok) return body.response;
  try {
    const saved = await saveProfile(s.user.id, body.data);
    return saved ? json(saved) : unauthorized(cookies);
  } catch (error) {
    log.error({ err: error }, "profile save failed");
    return apiError("UNAVAILABLE", 503);
  }
};
