/**
 * The back office's session cookie (issue 31): `owner_session`, a random 32-byte base64url
 * token (token.ts), of which the database keeps only the SHA-256. It lives 12 hours, is sent
 * only to `/admin` (Path=/admin), never to script (HttpOnly), never cross-site
 * (SameSite=Strict) and only over TLS when the request came over it. A customer's
 * `APP_TOKEN` or bearer token is a different thing and grants nothing under /admin.
 */
import type { AstroCookies } from "astro";
import { requestIsTls } from "../http/security-headers.mjs";
import { readCookie } from "./token";

export const OWNER_COOKIE = "owner_session";
const OWNER_SESSION_HOURS = 12;
export const OWNER_SESSION_SECONDS = OWNER_SESSION_HOURS * 3600;
const COOKIE_PATH = "/admin";
/** base64url of 32 bytes: 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** When a session started at `now` ends. */
export function ownerSessionExpiry(now: Date): Date {
  return new Date(now.getTime() + OWNER_SESSION_SECONDS * 1000);
}

/** The owner's session token of a request (only the `owner_session` cookie), or null. */
export function readOwnerToken(request: Request): string | null {
  const value = readCookie(request.headers.get("cookie"), OWNER_COOKIE);
  return value !== null && TOKEN_SHAPE.test(value) ? value : null;
}

export function setOwnerCookie(cookies: AstroCookies, request: Request, token: string): void {
  cookies.set(OWNER_COOKIE, token, {
    path: COOKIE_PATH,
    sameSite: "strict",
    httpOnly: true,
    secure: requestIsTls(request),
    maxAge: OWNER_SESSION_SECONDS,
  });
}

export function clearOwnerCookie(cookies: AstroCookies, request: Request): void {
  cookies.delete(OWNER_COOKIE, {
    path: COOKIE_PATH,
    sameSite: "strict",
    httpOnly: true,
    secure: requestIsTls(request),
  });
}
