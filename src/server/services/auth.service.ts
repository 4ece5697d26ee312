/**
 * Login, sessions and the user profile (spec §3 User, §4 auth token, §5 Login
 * and Account, §7 /api/auth/local and /api/public/me, §8 login errors).
 *
 * Sessions are opaque bearer tokens (see ../auth/token.ts); the database keeps
 * only their sha256 hashes in `auth_tokens`, valid for {@link TOKEN_TTL_DAYS}.
 * Database errors are not caught here: endpoints map them to 503.
 */
import { randomBytes } from "node:crypto";
import { z } from "zod";
import {
  TOKEN_TTL_DAYS,
  generateToken,
  hashToken,
  readTokenFromRequest,
  tokenExpiry,
} from "../auth/token.ts";
import { getDb } from "../db/client.ts";
import { parseJson, toJson, toJsonOrNull } from "../db/json.ts";
import { hashPassword, verifyPassword } from "../db/password.ts";
import type { AddressJson, UserRow } from "../db/schema.ts";
import {
  deleteExpiredTokens,
  deleteToken,
  deleteTokenIfExpired,
  findUserByEmail,
  findUserByTokenHash,
  insertToken,
  updateUserProfile,
} from "../repositories/users.repository.ts";

export { TOKEN_TTL_DAYS };

/** The logged-in user as the middleware puts it into `Astro.locals.user`. */
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

export interface CompanyDetails {
  name: string;
  nip: string;
  [key: string]: unknown;
}

/** The user JSON of GET /api/public/me and of the login response (spec §3 User). */
export interface PublicUser {
  _id: string;
  name: string;
  email: string;
  ghost: boolean;
  wholesale: boolean;
  loyaltyPoints: number;
  agrees: { marketing: boolean };
  address: { ship: AddressJson | null; invoice: AddressJson | null };
  company: boolean;
  companyDetails: CompanyDetails | null;
  /** 'local' for password accounts, else the social login provider (the account page hides password change for those). */
  provider: string;
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

export function toPublicUser(row: UserRow): PublicUser {
  const address = parseJson<{ ship?: AddressJson | null; invoice?: AddressJson | null }>(
    row.address,
    {},
  );
  const companyDetails = parseJson<CompanyDetails | null>(row.company_details, null);
  return {
    _id: String(row.id),
    name: row.name,
    email: row.email,
    ghost: row.ghost === 1,
    wholesale: row.wholesale === 1,
    loyaltyPoints: row.loyalty_points,
    agrees: { marketing: row.marketing === 1 },
    address: { ship: address.ship ?? null, invoice: address.invoice ?? null },
    company: row.company === 1,
    companyDetails: companyDetails && typeof companyDetails === "object" ? companyDetails : null,
    provider: row.social_provider ?? "local",
  };
}

// ------------------------------------------------------------------ login and sessions

let dummyHash: string | null = null;
/** A real scrypt hash of a random password, so unknown users cost as much as known ones. */
function getDummyHash(): string {
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
  const matches = !tooLong && verifyPassword(password, stored ?? getDummyHash()) && stored !== null;
  if (!user || !matches) return { ok: false, reason: "invalid" };
  if (user.active !== 1) return { ok: false, reason: "inactive" };

  const token = generateToken();
  await insertToken(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    createdAt: now,
    expiresAt: tokenExpiry(now),
  });
  // Housekeeping: the user's stale tokens are not needed any more.
  await deleteExpiredTokens(db, now, user.id);
  return { ok: true, token, user };
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

export async function userForToken(
  token: string,
  now: Date = new Date(),
): Promise<SessionUser | null> {
  const row = await userRowForToken(token, now);
  return row ? toSessionUser(row) : null;
}

/** Deletes the token (no-op for unknown tokens). */
export async function logout(token: string): Promise<void> {
  if (!token) return;
  const db = await getDb();
  await deleteToken(db, hashToken(token));
}

/**
 * The user of a request (Authorization Bearer header, else APP_TOKEN cookie),
 * or null. Throws when the database is unavailable, so that a transient
 * outage is not mistaken for a logout.
 */
export async function authenticate(
  request: Request,
  now: Date = new Date(),
): Promise<SessionUser | null> {
  const token = readTokenFromRequest(request);
  return token ? userForToken(token, now) : null;
}

// ------------------------------------------------------------------ profile (POST /api/public/me)

const requiredText = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();
/** Spec §5 "space": at least two words. */
const fullName = z
  .string()
  .trim()
  .max(200)
  .regex(/^\S+\s+\S+/, "needs at least two words");
const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, "two letters")
  .transform((c) => c.toLowerCase());
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,24}$/, "phone")
  .refine((p) => p.replace(/\D/g, "").length >= 9, "at least nine digits");
/** Spec §5: NN-NNN (Polish post codes). Other countries: a short alphanumeric code. */
const PL_POST_CODE = /^\d{2}-\d{3}$/;
const ANY_POST_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/;

const addressFields = {
  street: requiredText(200),
  number: requiredText(20),
  apartment: optionalText(20),
  postCode: z.string().trim().min(1).max(12),
  city: requiredText(100),
  country: countryCode.default("pl"),
};

function checkPostCode(a: { postCode: string; country: string }, ctx: z.RefinementCtx): void {
  const ok = a.country === "pl" ? PL_POST_CODE.test(a.postCode) : ANY_POST_CODE.test(a.postCode);
  if (!ok) ctx.addIssue({ code: "custom", path: ["postCode"], message: "post code" });
}

const shipAddressSchema = z
  .object({ name: fullName, ...addressFields, phone, region: optionalText(100) })
  .superRefine(checkPostCode);

/** A separate invoice address ("different invoice address" in the account form). */
const invoiceAddressSchema = z
  .object({ name: optionalText(200), ...addressFields })
  .superRefine(checkPostCode);

/** NIP without separators; PL: 10 digits (optional "PL" prefix), else 4..20 alphanumerics. */
export function normalizeNip(nip: string, country: string): string | null {
  const compact = nip.replace(/[\s.-]/g, "").toUpperCase();
  if (country === "pl") {
    const digits = compact.startsWith("PL") ? compact.slice(2) : compact;
    return /^\d{10}$/.test(digits) ? digits : null;
  }
  return /^[A-Z0-9]{4,20}$/.test(compact) ? compact : null;
}

/**
 * Body of POST /api/public/me: the same shape GET returns (the e-mail is
 * read-only and ignored). Marketing may be sent as `marketing` or
 * `agrees.marketing`; omitted = unchanged. When `company` is true,
 * `companyDetails` (company name and NIP) is required; `address.invoice` is an
 * optional different invoice address.
 */
export const profileSchema = z
  .object({
    name: fullName.optional(),
    marketing: z.boolean().optional(),
    agrees: z.object({ marketing: z.boolean().optional() }).optional(),
    address: z.object({
      ship: shipAddressSchema,
      invoice: invoiceAddressSchema.nullable().optional(),
    }),
    company: z.boolean().default(false),
    companyDetails: z
      .object({ name: requiredText(200), nip: z.string().trim().min(1).max(32) })
      .nullable()
      .optional(),
  })
  .superRefine((p, ctx) => {
    if (!p.company) return;
    if (!p.companyDetails) {
      ctx.addIssue({ code: "custom", path: ["companyDetails"], message: "required for a company" });
      return;
    }
    const country = p.address.invoice?.country ?? p.address.ship.country;
    if (normalizeNip(p.companyDetails.nip, country) === null) {
      ctx.addIssue({ code: "custom", path: ["companyDetails", "nip"], message: "nip" });
    }
  });

export type ProfileInput = z.infer<typeof profileSchema>;

function stripUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

/** Saves a validated profile; returns the updated user, or null when the user no longer exists. */
export async function saveProfile(
  userId: string | number,
  input: ProfileInput,
): Promise<PublicUser | null> {
  const id = Number(userId);
  if (!Number.isSafeInteger(id)) return null;
  const db = await getDb();
  const ship: AddressJson = stripUndefined({ ...input.address.ship });
  const invoiceCountry = input.address.invoice?.country ?? ship.country;
  const invoice =
    input.company && input.address.invoice
      ? stripUndefined({ ...input.address.invoice, name: input.address.invoice.name ?? "" })
      : null;
  const companyDetails =
    input.company && input.companyDetails
      ? {
          name: input.companyDetails.name,
          nip: normalizeNip(input.companyDetails.nip, invoiceCountry) ?? "",
        }
      : null;
  const marketing = input.marketing ?? input.agrees?.marketing;
  const row = await updateUserProfile(db, id, {
    name: input.name ?? ship.name,
    company: input.company,
    address: toJson({ ship, invoice }),
    company_details: toJsonOrNull(companyDetails),
    phone: ship.phone ?? null,
    country: ship.country,
    ...(marketing === undefined ? {} : { marketing }),
  });
  return row ? toPublicUser(row) : null;
}
