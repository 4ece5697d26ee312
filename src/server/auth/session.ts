/**
 * The logged-in user of an API request or a page: the token comes from
 * `Authorization: Bearer` or the APP_TOKEN cookie. Without a valid token the
 * answer is 401 `{ error: "UNAUTHORIZED" }` and the cookie is cleared (spec 2
 * §4: a failed profile fetch clears it); a database failure is 503.
 */
import type { AstroCookies } from "astro";
import { APP_TOKEN_COOKIE, TOKEN_TTL_SECONDS, hashToken, readTokenFromRequest } from "./token";
import type { UserRow } from "../db/schema";
import { apiError } from "../http/responses";
import { userRowForToken } from "../services/account/auth.service";
import { loggerFor } from "../log/logger.mjs";

const log = loggerFor("auth");

export type Session =
  { ok: true; user: UserRow; tokenHash: string } | { ok: false; response: Response };

/** True when the client reached us over https (directly or through a proxy). */
export function isHttps(request: Request): boolean {
  if (new URL(request.url).protocol === "https:") return true;
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return forwarded === "https";
}

/** Sets the APP_TOKEN cookie: 30 days, path /, SameSite=Lax, HttpOnly, Secure behind TLS. */
export function setTokenCookie(cookies: AstroCookies, request: Request, token: string): void {
  cookies.set(APP_TOKEN_COOKIE, token, {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: isHttps(request),
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

export async function session(request: Request, cookies: AstroCookies): Promise<Session> {
  const token = readTokenFromRequest(request);
  if (!token) return { ok: false, response: unauthorized(cookies) };
  try {
    const user = await userRowForToken(token);
    return user
      ? { ok: true, user, tokenHash: hashToken(token) }
      : { ok: false, response: unauthorized(cookies) };
  } catch (error) {
    log.error({ err: error }, "session lookup failed");
    return { ok: false, response: apiError("UNAVAILABLE", 503) };
  }
}

/** The user of a page request, or null (no token, unknown token, database down). */
export async function pageUser(request: Request): Promise<UserRow | null> {
  const token = readTokenFromRequest(request);
  if (!token) return null;
  try {
    return (await userRowForToken(token)) ?? null;
  } catch (error) {
    log.error({ err: error }, "page session lookup failed");
    return null;
  }
}
