/**
 * POST /api/public/reset-pass/{code} — sets a new password with the code of
 * an e-mailed reset link. Body `{ password, retypedPassword }`.
 *   200 `{ ok: true }`: the password is changed, the code is used up, every
 *       session of the account is logged out, the account is active and its
 *       login failures (from anywhere, and from this address) are forgotten;
 *   400 `{ error: "formInvalid" | "passwordDontMatch" }` (spec 2 §8);
 *   404 `{ error: "codeInvalid" }` for an unknown, used or expired code;
 *   429 after 30 attempts from one address in an hour (codes are not guessable,
 *       but nobody should try).
 */
import type { APIRoute } from "astro";
import {
  passwordResetSchema,
  resetPasswordWithCode,
} from "../../../../server/actions/password-reset";
import { addressOf, tooManyRequests } from "../../../../server/auth/rate-limit";
import { apiError, json, readJson } from "../../../../server/http/responses";
import { loggerFor } from "../../../../server/log/logger.mjs";

const log = loggerFor("auth");

export const POST: APIRoute = async (context) => {
  const { request, params } = context;
  const body = await readJson(request, passwordResetSchema);
  if (!body.ok) return body.response;
  try {
    const done = await resetPasswordWithCode(params["code"] ?? "", body.data, addressOf(context));
    if (done.outcome === "tooManyRequests") return tooManyRequests(done.retryAfter);
    if (done.outcome === "changed") return json({ ok: true });
    if (done.outcome === "codeInvalid") return apiError("codeInvalid", 404);
    return apiError(done.outcome, 400);
  } catch (error) {
    log.error({ err: error }, "password reset failed");
    return apiError("UNAVAILABLE", 503);
  }
};
