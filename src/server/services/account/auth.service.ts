/**
 * Login and sessions (spec §3 User, §4 auth token, §5 Login, §7
 * /api/auth/local, §8 login errors); the profile lives in profile.service.ts.
 *
 * Sessions are opaque bearer tokens (see ../auth/token.ts); the database keeps
 * only their sha256 hashes in `auth_tokens`, valid for `TOKEN_TTL_DAYS` days.
 * Database errors are not caught here: endpoints map them to 503.
 */
import { randomBytes } from "node:crypto";
import { generateToken, hashToken, readTokenFromRequest, tokenExpiry } from "../../auth/token.ts";
import { getDb } from "../../db/client.ts";
import { hashPassword, verifyPassword } from "../../db/password.ts";
import type { UserRow } from "../../db/schema.ts";
import {
  deleteExpiredTokens,
  deleteToken,
  deleteTokenIfExpired,
  findUserByEmail,
  findUserByTokenHash,
  insertToken,
} from "../../repositories/account/users.repository.ts";

/** The logged-in user as the middleware puts it into `Astro.locals.ctx.user`. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  ghost: boolean;
  wholesale: boolean;
  company: boolean;
  loyaltyPoints: number;
  marketing: boolean;
}

export type LoginResult =
  { ok: true; token: string; user: UserRow } | { ok: false; reason: "invalid" | "inactive" };

/** Passwords longer than this are rejected without hashing (scrypt cost). */
export const MAX_PASSWORD_LENGTH = 1024;

// ------------------------------------------------------------------ mapping

export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: String(row.id),
    name: row.name,
    email: row.email,
    ghost: row.ghost === 1,
    wholesale: row.wholesale === 1,
    company: row.company === 1,
    loyaltyPoints: row.loyalty_points,
    marketing: row.marketing === 1,
  };
}

// ------------------------------------------------------------------ login and sessions

let dummyHash: Promise<string> | null = null;
/** A real scrypt hash of a random password, so unknown users cost as much as known ones. */
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return dummyHash;
}

/** Lower-cased, trimmed e-mail (spec §5: e-mail lowercased). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Checks e-mail and password and issues a new token. Unknown e-mails, users
 * without a password (ghost and social accounts) and wrong passwords are all
 * `invalid` and take about the same time. `inactive` is reported only when the
 * password is right, so it does not reveal which e-mails are registered.
 */
export async function login(
  email: string,
  password: string,
  now: Date = new Date(),
): Promise<LoginResult> {
  const db = await getDb();
  const user = await findUserByEmail(db, normalizeEmail(email));
  const stored = user?.password_hash ?? null;
  const tooLong = password.length > MAX_PASSWORD_LENGTH;
  const matches =
    !tooLong &&
    (await verifyPassword(password, stored ?? (await getDummyHash()))) &&
    stored !== null;
  if (!user || !matches) return { ok: false, reason: "invalid" };
  if (user.active !== 1) return { ok: false, reason: "inactive" };

  return { ok: true, token: await issueToken(user.id, now), user };
}

/** A new session token for a user (a login, a finished social login). */
export async function issueToken(userId: number, now: Date = new Date()): Promise<string> {
  const db = await getDb();
  const token = generateToken();
  await insertToken(db, {
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: tokenExpiry(now),
  });
  // Housekeeping: the user's stale tokens are not needed any more.
  await deleteExpiredTokens(db, now, userId);
  return token;
}

/**
 * The user row of a valid token: known, not expired at `now`, and the account
 * still active. An expired token is deleted.
 */
export async function userRowForToken(
  token: string,
  now: Date = new Date(),
): Promise<UserRow | null> {
  if (!token) return null;
  const db = await getDb();
  const tokenHash = hashToken(token);
  const user = await findUserByTokenHash(db, tokenHash, now);
  if (!user) {
    await deleteTokenIfExpired(db, tokenHash, now);
    return null;
  }
  return user.active === 1 ? user : null;
}

/** Deletes the token (no-op for unknown tokens). */
export async function logout(token: string): Promise<void> {
  if (!token) return;
  const db = await getDb();
  await deleteToken(db, hashToken(token));
}

/**
 * The logged-in shopper of a request, looked up once by the middleware (`Astro.locals.shopper`):
 * the stored row (pages and endpoints read the profile, the address and the points from it), the
 * session view of it (`ctx.user`, which prices and the page cache key depend on) and the hash of
 * the token that asked (a password change keeps that session).
 */
export interface Shopper {
  row: UserRow;
  user: SessionUser;
  tokenHash: string;
}

/**
 * The shopper of a request (Authorization Bearer header, else APP_TOKEN cookie),
 * or null. Throws when the database is unavailable, so that a transient
 * outage is not mistaken for a logout.
 */
export async function authenticate(
  request: Request,
  now: Date = new Date(),
): Promise<Shopper | null> {
  const token = readTokenFromRequest(request);
  if (!token) return null;
  const row = await userRowForToken(token, now);
  return row ? { row, user: toSessionUser(row), tokenHash: hashToken(token) } : null;
}
