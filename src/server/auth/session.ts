/**
 * The session cookie, and the logged-in user of an API request: the middleware looks the token up
 * once per request (`Astro.locals.shopper`, from `Authorization: Bearer` or the APP_TOKEN cookie;
 * a database failure is its 503). An endpoint for logged-in users only asks `session` for it:
 * without a valid token the answer is 401 `{ error: "UNAUTHORIZED" }` and the cookie is cleared
 * (spec 2 §4: a failed profile fetch clears it). Pages read `Astro.locals.shopper` themselves.
 */
import type { AstroCookies } from "astro";
import { APP_TOKEN_COOKIE, TOKEN_TTL_SECONDS } from "./token";
import type { UserRow } from "../db/schema";
import { apiError } from "../http/responses";
import { requestIsTls } from "../http/security-headers.mjs";
import type { Shopper } from "../services/account/auth.service";

export type Session =
  { ok: true; user: UserRow; tokenHash: string } | { ok: false; response: Response };

/** Sets the APP_TOKEN cookie: 30 days, path /, SameSite=Lax, HttpOnly, Secure behind TLS. */
export function setTokenCookie(cookies: AstroCookies, request: Request, token: string): void {
  cookies.set(APP_TOKEN_COOKIE, token, {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: requestIsTls(request),
    maxAge: TOKEN_TTL_SECONDS,
  });
}

export function clearTokenCookie(cookies: AstroCookies): void {
  if (cookies.has(APP_TOKEN_COOKIE)) cookies.delete(APP_TOKEN_COOKIE, { path: "/" });
}

/** 401 and the APP_TOKEN cookie cleared. */
export function unauthorized(cookies: AstroCookies): Response {
  clearTokenCookie(cookies);
  return apiError("UNAUTHORIZED", 401);
}

/** The request's shopper as an endpoint's session, or the 401 that clears the cookie. */
export function session(shopper: Shopper | null, cookies: AstroCookies): Session {
  return shopper
    ? { ok: true, user: shopper.row, tokenHash: shopper.tokenHash }
    : { ok: false, response: unauthorized(cookies) };
}
