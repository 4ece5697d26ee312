/**
 * Social login (spec 2 §1, §7; issue 11): an OAuth 2.0 / OpenID Connect code
 * flow with PKCE through `arctic`, for the providers of `social-config.ts`.
 *
 * `startSocial` makes the state and the PKCE verifier (kept by the route in
 * a short-lived HttpOnly cookie) and the provider's authorization URL.
 * `finishSocial` exchanges the code with the verifier, reads the userinfo
 * endpoint with the access token (each given {@link PROVIDER_TIMEOUT_MS}) and signs the person in:
 * - a known (provider, subject) pair is that account;
 * - otherwise an account with the same e-mail is linked only when the
 *   provider says the e-mail is verified (else anyone could claim it);
 * - otherwise a new active account without a password is made.
 * A provider that gives no e-mail ends in `needsEmail` with a one-time
 * `extId` (30 minutes) that the registration form sends with the e-mail the
 * shopper types; that account is activated by e-mail like any other.
 */
import { CodeChallengeMethod, OAuth2Client, generateCodeVerifier, generateState } from "arctic";
import { randomBytes } from "node:crypto";
import { hashToken } from "../../auth/token";
import type { SocialProviderConfig } from "../../auth/social-config";
import { getDb } from "../../db/client";
import type { UserRow } from "../../db/schema";
import type { Executor } from "../../db/transaction";
import { insertCode, useCode } from "../../repositories/account/one-time-codes.repository";
import {
  findUserByEmail,
  findUserBySocialId,
  insertUser,
  linkSocialId,
} from "../../repositories/account/users.repository";
import { issueToken } from "./auth.service";
import { loggerFor } from "../../log/logger.mjs";

const log = loggerFor("auth");

export const EXT_ID_TTL_MS = 30 * 60 * 1000;
const PURPOSE = "social_register";
/**
 * How long the provider's token and userinfo endpoints may take: the popup then ends with an
 * error instead of waiting (arctic's exchange has no timeout of its own).
 */
export const PROVIDER_TIMEOUT_MS = 5_000;

/** `promise`, or a rejection once `ms` have passed (the call itself is left to finish). */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export interface SocialStart {
  url: string;
  state: string;
  verifier: string;
}

function client(provider: SocialProviderConfig, redirectUri: string): OAuth2Client {
  return new OAuth2Client(provider.clientId, provider.clientSecret, redirectUri);
}

export function startSocial(provider: SocialProviderConfig, redirectUri: string): SocialStart {
  const state = generateState();
  const verifier = generateCodeVerifier();
  const url = client(provider, redirectUri).createAuthorizationURLWithPKCE(
    provider.authorizeUrl,
    state,
    CodeChallengeMethod.S256,
    verifier,
    provider.scopes,
  );
  return { url: url.href, state, verifier };
}

export interface SocialIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
}

/** The identity in a userinfo answer (OpenID Connect claims; `id` for plain OAuth providers). */
export function identityOf(info: unknown): SocialIdentity | null {
  if (typeof info !== "object" || info === null) return null;
  const i = info as Record<string, unknown>;
  const subject =
    typeof i["sub"] === "string" ? i["sub"] : typeof i["id"] === "string" ? i["id"] : "";
  if (!subject || subject.length > 200) return null;
  const email =
    typeof i["email"] === "string" && i["email"].includes("@")
      ? i["email"].trim().toLowerCase().slice(0, 254)
      : null;
  const parts = [i["given_name"], i["family_name"]].filter((p) => typeof p === "string");
  const name =
    typeof i["name"] === "string" && i["name"].trim() ? i["name"].trim() : parts.join(" ").trim();
  return {
    subject,
    email,
    emailVerified: i["email_verified"] === true || i["email_verified"] === "true",
    name: name.slice(0, 120),
  };
}

export type SocialResult =
  | { kind: "loggedIn"; token: string; user: UserRow }
  | { kind: "needsEmail"; extId: string; name: string }
  | { kind: "failed"; reason: "exchange" | "userinfo" | "inactive" };

async function fetchIdentity(
  provider: SocialProviderConfig,
  accessToken: string,
): Promise<SocialIdentity | null> {
  const res = await fetch(provider.userinfoUrl, {
    headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  return res.ok ? identityOf(await res.json()) : null;
}

export async function finishSocial(
  provider: SocialProviderConfig,
  redirectUri: string,
  code: string,
  verifier: string,
  lang: string,
  now: Date = new Date(),
): Promise<SocialResult> {
  let accessToken: string;
  try {
    const tokens = await within(
      client(provider, redirectUri).validateAuthorizationCode(provider.tokenUrl, code, verifier),
      PROVIDER_TIMEOUT_MS,
      "token endpoint",
    );
    accessToken = tokens.accessToken();
  } catch (error) {
    log.error({ provider: provider.id, error: String(error) }, "social code exchange failed");
    return { kind: "failed", reason: "exchange" };
  }
  const identity = await fetchIdentity(provider, accessToken).catch(() => null);
  if (!identity) return { kind: "failed", reason: "userinfo" };
  return signIn(provider.id, identity, lang, now);
}

export async function signIn(
  providerId: string,
  identity: SocialIdentity,
  lang: string,
  now: Date = new Date(),
): Promise<SocialResult> {
  const db = await getDb();
  let user = await findUserBySocialId(db, providerId, identity.subject);
  if (!user && identity.email && identity.emailVerified) {
    const byEmail = await findUserByEmail(db, identity.email);
    if (byEmail) {
      await linkSocialId(db, byEmail.id, providerId, identity.subject);
      user = { ...byEmail, active: 1, ghost: 0 };
    }
  }
  if (!user && identity.email && !(await findUserByEmail(db, identity.email))) {
    user = await insertUser(db, {
      email: identity.email,
      name: identity.name || identity.email.split("@")[0] || identity.email,
      password_hash: null,
      ghost: 0,
      wholesale: 0,
      company: 0,
      marketing: 0,
      active: 1,
      activation_code: null,
      social_provider: providerId,
      social_ext_id: identity.subject,
      company_details: null,
      phone: null,
      country: null,
      lang,
      created_at: now.toISOString(),
    });
  }
  if (!user) {
    // No e-mail, or an unverified e-mail that belongs to another account: register with one.
    const extId = randomBytes(24).toString("base64url");
    await insertCode(db, {
      email: `${providerId}:${identity.subject}`,
      orderNo: null,
      codeHash: hashToken(extId),
      purpose: PURPOSE,
      createdAt: now,
      expiresAt: new Date(now.getTime() + EXT_ID_TTL_MS),
    });
    return { kind: "needsEmail", extId, name: identity.name };
  }
  if (user.active !== 1) return { kind: "failed", reason: "inactive" };
  return { kind: "loggedIn", token: await issueToken(user.id, now), user };
}

/**
 * The provider identity behind a registration's `extId`, used up by the
 * registration (in its transaction), or null for an unknown, used or expired one.
 */
export async function claimExtId(
  trx: Executor,
  extId: string,
  now: Date = new Date(),
): Promise<{ provider: string; subject: string } | null> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(extId)) return null;
  const person = await useCode(trx, hashToken(extId), PURPOSE, now);
  if (person === undefined) return null;
  const at = person.indexOf(":");
  return { provider: person.slice(0, at), subject: person.slice(at + 1) };
}
