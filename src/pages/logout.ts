/**
 * POST /logout — the account page's log out form (works without
 * JavaScript): deletes the session's token, clears the APP_TOKEN cookie and
 * returns to the home page (303), which reloads shop data for a wholesale
 * customer or a shop with prices for logged-in users only (spec 2 §4).
 */
import type { APIRoute } from "astro";
import { readTokenFromRequest } from "../server/auth/token";
import { clearTokenCookie } from "../server/auth/session";
import { logout } from "../server/services/account/auth.service";
import { loggerFor } from "../server/log/logger.mjs";

const log = loggerFor("auth");

export const POST: APIRoute = async ({ request, cookies, locals, redirect }) => {
  const token = readTokenFromRequest(request);
  if (token) {
    try {
      await logout(token);
    } catch (error) {
      log.error({ err: error }, "logout failed");
    }
  }
  clearTokenCookie(cookies);
  return redirect(locals.href("/"), 303);
};
