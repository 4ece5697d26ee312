/**
 * Opaque bearer tokens for logged-in users.
 *
 * A token is 32 random bytes (base64url, 43 characters). Only its sha256 hex
 * digest is stored (`auth_tokens.token_hash`), so a leaked database does not
 * leak usable sessions. The client keeps the token in the `APP_TOKEN` cookie
 * (spec §4, 30 days) and sends it back as `Authorization: Bearer <token>`
 * (spec §7); the server accepts either.
 */
import { createHash, randomBytes } from "node:crypto";

/** Lifetime of a login token and of its cookie (spec §4 and §9). */
export const TOKEN_TTL_DAYS = 30;
export const TOKEN_TTL_SECONDS = TOKEN_TTL_DAYS * 24 * 60 * 60;
/** Cookie that holds the bearer token (spec §4). */
export const APP_TOKEN_COOKIE = "APP_TOKEN";

const TOKEN_BYTES = 32;
/** Anything longer is not one of our tokens; do not even hash it. */
const MAX_TOKEN_LENGTH = 512;
/** Token characters accepted from clients (base64url, plus base64 for lenience). */
const TOKEN_PATTERN = /^[A-Za-z0-9_\-+/=.~]+$/;

/** A new random bearer token (base64url, 43 characters). */
export function generateToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

/** sha256 hex digest of a token; this is what `auth_tokens` stores. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** When a token issued at `now` expires. */
export function tokenExpiry(now: Date): Date {
  return new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000);
}

/** A trimmed token if it looks like one of ours, else null. */
function sanitize(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const token = value.trim();
  if (token === "" || token.length > MAX_TOKEN_LENGTH || !TOKEN_PATTERN.test(token)) return null;
  return token;
}

/**
 * The value of cookie `name` in a `Cookie` header, or null. Tolerates
 * whitespace, empty pairs, pairs without `=`, quoted values and
 * percent-encoding (malformed escapes are kept verbatim). When the name occurs
 * more than once the first occurrence wins (browsers send the most specific
 * path first, RFC 6265 §5.4).
 */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(";")) {
    const eq = pair.indexOf("=");
    if (eq < 0) continue;
    if (pair.slice(0, eq).trim() !== name) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"'))
      value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/** The token of an `Authorization: Bearer <token>` header value, or null. */
export function readBearer(header: string | null | undefined): string | null {
  if (!header) return null;
  const match = /^\s*Bearer\s+(\S+)\s*$/i.exec(header);
  return sanitize(match?.[1]);
}

/**
 * The bearer token of a request: the `Authorization: Bearer` header first,
 * else the `APP_TOKEN` cookie. `cookieHeaderValue` overrides the request's
 * `Cookie` header (pass it when the cookie header is obtained elsewhere).
 * Returns null when neither carries a plausible token.
 */
export function readTokenFromRequest(
  request: Request,
  cookieHeaderValue?: string | null,
): string | null {
  const bearer = readBearer(request.headers.get("authorization"));
  if (bearer) return bearer;
  const cookieHeader = cookieHeaderValue ?? request.headers.get("cookie");
  return sanitize(readCookie(cookieHeader, APP_TOKEN_COOKIE));
}
