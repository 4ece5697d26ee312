/**
 * POST /api/public/change-pass — changes the logged-in user's password
 * (spec 2 §7, §5 Account). Bearer token or APP_TOKEN cookie.
 *   Body `{ password, retypedPassword, oldPassword }`.
 *   200 `{ ok: true }`: changed; every other session of the account is logged
 *       out, the one that asked stays;
 *   400 `{ error: "formInvalid" | "passwordDontMatch" }`;
 *   401 `{ error: "passwordIncorrect" }` when the old password is wrong, or
 *       `{ error: "UNAUTHORIZED" }` without a valid token;
 *   429 after 10 wrong old passwords for one account in 15 minutes, or 100
 *       from one address in an hour.
 * Social-login accounts have no password (the form is hidden for them): any
 * old password is incorrect.
 */
import type { APIRoute } from "astro";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "../../../domain/account/registration";
import { addressOf, count, retryAfter, tooManyRequests } from "../../../server/auth/rate-limit";
import { session } from "../../../server/auth/session";
import { apiError, json, readJson } from "../../../server/http/responses";
import { changePassword } from "../../../server/services/account/password.service";
import { loggerFor } from "../../../server/log/logger.mjs";

const log = loggerFor("auth");

const password = z.string().max(PASSWORD_MAX_LENGTH);
const schema = z.object({ password, retypedPassword: password, oldPassword: password });

export const POST: APIRoute = async (context) => {
  const { request, cookies, locals } = context;
  const s = session(locals.shopper, cookies);
  if (!s.ok) return s.response;
  const body = await readJson(request, schema);
  if (!body.ok) return body.response;
  const keys = { account: `user:${s.user.id}`, address: addressOf(context) };
  try {
    const wait = await retryAfter("changePass", keys);
    if (wait > 0) return tooManyRequests(wait);
    const result = await changePassword(s.user, body.data, s.tokenHash);
    if (result === "changed") return json({ ok: true });
    if (result === "passwordIncorrect") {
      await count("changePass", keys);
      return apiError("passwordIncorrect", 401);
    }
    return apiError(result, 400);
  } catch (error) {
    log.error({ err: error }, "password change failed");
    return apiError("UNAVAILABLE", 503);
  }
};
