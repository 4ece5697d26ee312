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
 */
import type { APIRoute } from "astro";
import { z } from "zod";
import { addressOf, count, retryAfter, tooManyRequests } from "../../../../server/auth/rate-limit";
import { setTokenCookie } from "../../../../server/auth/session";
import { apiError, json, readJson } from "../../../../server/http/responses";
import {
  loginByOrderCode,
  orderKeys,
  sendOrderCode,
} from "../../../../server/services/orders/order-login.service";
import { toPublicUser } from "../../../../server/services/account/profile.service";
import { loggerFor } from "../../../../server/log/logger.mjs";

const log = loggerFor("order-login");

const Body = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  no: z.string().trim().min(1).max(64),
  code: z.string().trim().max(16).optional(),
  lang: z.enum(["pl", "en", "de"]).optional(),
});

export const POST: APIRoute = async (context) => {
  const { request, cookies, locals } = context;
  const body = await readJson(request, Body);
  if (!body.ok) return body.response;
  const { email, no, code } = body.data;
  const keys = orderKeys({ email, no }, addressOf(context));
  try {
    if (!code) {
      const wait = await retryAfter("orderCode", keys);
      if (wait > 0) return tooManyRequests(wait);
      await count("orderCode", keys);
      const result = await sendOrderCode(
        { email, no },
        body.data.lang ?? locals.ctx.lang,
        locals.ctx.settings,
      );
      return result === "sent" ? json({ sent: true }) : apiError("notFound", 404);
    }
    const session = await loginByOrderCode({ email, no, code }, keys.address);
    if (!session.ok) return apiError(session.error, 401);
    setTokenCookie(cookies, request, session.token);
    return json({ token: session.token, user: toPublicUser(session.user) });
  } catch (error) {
    log.error({ err: error }, "order login failed");
    return apiError("UNAVAILABLE", 503);
  }
};
