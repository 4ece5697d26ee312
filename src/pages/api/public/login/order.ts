/**
 * POST /api/public/login/order — guest order lookup (spec 2 §7 login/order).
 *   Step 1, body `{ email, no, lang? }`: e-mails a 6-character one-time code;
 *     200 `{ sent: true }`, 404 `{ error: "notFound" }` when no order has that
 *     number and e-mail; 429 after 5 requests for one order or 30 from one
 *     address in an hour.
 *   Step 2, body `{ email, no, code }`: 200 `{ token, user }` and the APP_TOKEN
 *     cookie (the order's ghost user); 401 `{ error: "codeInvalid" }` for a
 *     wrong, used or expired code, `{ error: "codeBurned" }` for the fifth wrong
 *     code, which burns the codes sent (step 1 again sends a new one that works).
 *     An address with many wrong codes is slowed down, not refused.
 * The page /login/order takes the same steps as plain forms (server/actions/order-login.ts).
 */
import type { APIRoute } from "astro";
import { orderLogin, orderLoginSchema } from "../../../../server/actions/order-login";
import { addressOf, tooManyRequests } from "../../../../server/auth/rate-limit";
import { setTokenCookie } from "../../../../server/auth/session";
import { apiError, json, readJson } from "../../../../server/http/responses";
import { toPublicUser } from "../../../../server/services/account/profile.service";
import { loggerFor } from "../../../../server/log/logger.mjs";

const log = loggerFor("order-login");

export const POST: APIRoute = async (context) => {
  const { request, cookies, locals } = context;
  const body = await readJson(request, orderLoginSchema);
  if (!body.ok) return body.response;
  const { ctx } = locals;
  try {
    const done = await orderLogin(
      body.data,
      addressOf(context),
      body.data.lang ?? ctx.lang,
      ctx.settings,
    );
    switch (done.outcome) {
      case "codeSent":
        return json({ sent: true });
      case "notFound":
        return apiError("notFound", 404);
      case "tooManyRequests":
        return tooManyRequests(done.retryAfter);
      case "loggedIn":
        setTokenCookie(cookies, request, done.token);
        return json({ token: done.token, user: toPublicUser(done.user) });
      default:
        return apiError(done.outcome, 401);
    }
  } catch (error) {
    log.error({ err: error }, "order login failed");
    return apiError("UNAVAILABLE", 503);
  }
};
