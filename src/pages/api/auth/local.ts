/**
 * POST /api/auth/local — log in with e-mail and password (spec §7; §5 Login).
 *   Body `{ email, password }` (`identifier` is accepted as an alias of
 *   `email`, as Strapi-style clients send it).
 *   200 `{ token, jwt, user }` and the APP_TOKEN cookie;
 *   401 `{ error: "passwordIncorrect" }` or `{ error: "accountInactive", inactive: true }` (spec §8),
 *       and the APP_TOKEN cookie is cleared (spec §4: a failed login clears it);
 *   400 for malformed JSON or missing/invalid fields; 503 when the database is unavailable;
 *   429 `{ error: "tooManyRequests", retryAfter }` after 10 failed logins for one e-mail from
 *       one address in 15 minutes. An address with many failures, and an account with many
 *       from elsewhere, are slowed down instead (server/auth/limits.ts); a success forgets
 *       the pair's failures.
 *
 * DELETE /api/auth/local — log out: deletes the token of the request (bearer
 *   header or cookie) and clears the cookie; always 204.
 *
 * Cookie: APP_TOKEN, path /, SameSite=Lax, 30 days, HttpOnly, Secure on https
 * (issue 11). Script cannot read it, so an injected script cannot steal a
 * session; the islands call same-origin APIs, which carry the cookie, and
 * other clients send `Authorization: Bearer` with the token of the response.
 * The token is opaque and random, only its hash is stored, and logout and a
 * password change revoke it.
 */
import type { APIRoute } from "astro";
import { z } from "zod";
import { APP_TOKEN_COOKIE, readTokenFromRequest } from "../../../server/auth/token.ts";
import { setTokenCookie } from "../../../server/auth/session.ts";
import {
  addressOf,
  count,
  forget,
  retryAfter,
  slowDown,
  tooManyRequests,
} from "../../../server/auth/rate-limit.ts";
import { emailField } from "../../../server/http/api-schemas.ts";
import { apiError, json, readJson } from "../../../server/http/responses.ts";
import {
  MAX_PASSWORD_LENGTH,
  login,
  logout,
} from "../../../server/services/account/auth.service.ts";
import { toPublicUser } from "../../../server/services/account/profile.service.ts";
import { loggerFor } from "../../../server/log/logger.mjs";

const log = loggerFor("auth");

const loginSchema = z
  .object({
    email: emailField.optional(),
    identifier: emailField.optional(),
    password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  })
  .refine((b) => b.email !== undefined || b.identifier !== undefined, {
    path: ["email"],
    message: "required",
  });

export const POST: APIRoute = async (context) => {
  const { request, cookies } = context;
  const body = await readJson(request, loginSchema);
  if (!body.ok) return body.response;
  const email = body.data.email ?? body.data.identifier ?? "";
  const keys = { account: email, address: addressOf(context) };

  let result;
  try {
    const wait = await retryAfter("login", keys);
    if (wait > 0) return tooManyRequests(wait);
    await slowDown("login", keys);
    result = await login(email, body.data.password);
    if (!result.ok) await count("login", keys);
    else await forget("login", keys, ["pair"]);
  } catch (error) {
    log.error({ err: error }, "login failed");
    return apiError("UNAVAILABLE", 503);
  }

  if (!result.ok) {
    if (cookies.has(APP_TOKEN_COOKIE)) cookies.delete(APP_TOKEN_COOKIE, { path: "/" });
    return result.reason === "inactive"
      ? apiError("accountInactive", 401, { inactive: true })
      : apiError("passwordIncorrect", 401);
  }

  setTokenCookie(cookies, request, result.token);
  return json({ token: result.token, jwt: result.token, user: toPublicUser(result.user) });
};

export const DELETE: APIRoute = async ({ request, cookies }) => {
  const token = readTokenFromRequest(request);
  if (token) {
    try {
      await logout(token);
    } catch (error) {
      log.error({ err: error }, "logout failed");
      return apiError("UNAVAILABLE", 503);
    }
  }
  if (cookies.has(APP_TOKEN_COOKIE)) cookies.delete(APP_TOKEN_COOKIE, { path: "/" });
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
};
