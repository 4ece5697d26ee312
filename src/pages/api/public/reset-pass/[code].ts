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
import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "../../../../domain/account/registration";
import { addressOf, count, retryAfter, tooManyRequests } from "../../../../server/auth/rate-limit";
import { apiError, json, readJson } from "../../../../server/http/responses";
import { resetPassword } from "../../../../server/services/account/password.service";
import { loggerFor } from "../../../../server/log/logger.mjs";

const log = loggerFor("auth");

const schema = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH),
  retypedPassword: z.string().max(PASSWORD_MAX_LENGTH),
});

export const POST: APIRoute = async (context) => {
  const { request, params } = context;
  const body = await readJson(request, schema);
  if (!body.ok) return body.response;
  const address = addressOf(context);
  const keys = { account: `code:${address}`, address };
  try {
    const wait = await retryAfter("resetPass", keys);
    if (wait > 0) return tooManyRequests(wait);
    const result = await resetPassword(
      params["code"] ?? "",
      body.data.password,
      body.data.retypedPassword,
      address,
    );
    if (result === "changed") return json({ ok: true });
    if (result === "codeInvalid") {
      await count("resetPass", keys);
      return apiError("codeInvalid", 404);
    }
    return apiError(result, 400);
  } catch (error) {
    log.error({ err: error }, "password reset failed");
    return apiError("UNAVAILABLE", 503);
  }
};
