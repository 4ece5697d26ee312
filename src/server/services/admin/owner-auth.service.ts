/**
 * The back office's login, sessions and logout (issue 31). Passwords are checked as customers'
 * are (db/password.ts, an unknown e-mail costs as much as a known one) under the customers'
 * login policy, counted apart (`ownerLogin` in auth/limits.ts): a pair of e-mail and address
 * is refused after 10 failures in 15 minutes, an address or an account under attack is slowed
 * down. A session is a random token whose SHA-256 is stored for 12 hours
 * (auth/owner-session.ts). Logins, failed logins (an unknown e-mail's under `email:<typed>`),
 * the lockout a failure starts and logouts go to the audit log with the client's address.
 */
import { randomBytes } from "node:crypto";
import { ownerSessionExpiry } from "../../auth/owner-session";
import { count, forget, retryAfter, slowDown } from "../../auth/rate-limit";
import { generateToken, hashToken } from "../../auth/token";
import { getDb } from "../../db/client";
import { hashPassword, verifyPassword } from "../../db/password";
import { writeTransaction } from "../../db/transaction";
import { audit } from "../../repositories/admin/audit.repository";
import {
  deleteExpiredOwnerSessions,
  deleteOwnerSession,
  findOwnerByEmail,
  findOwnerBySession,
  insertOwnerSession,
  markOwnerLogin,
} from "../../repositories/admin/owners.repository";
import type { OwnerRole } from "./owner-accounts.service";
import { recordAudit } from "./audit.service";

/** The logged-in owner as the middleware puts it on `locals.owner`. */
export interface Owner {
  id: number;
  email: string;
  role: OwnerRole;
}

export type OwnerLoginResult =
  | { ok: true; token: string; owner: Owner }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "tooMany"; retryAfter: number };

const MAX_PASSWORD = 1024;

let dummyHash: Promise<string> | null = null;
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return dummyHash;
}

function toOwner(row: { id: number; email: string; role: string }): Owner {
  return { id: row.id, email: row.email, role: row.role === "owner" ? "owner" : "staff" };
}

/** Checks the e-mail and password from `address` and starts a session. */
export async function ownerLogin(
  email: string,
  password: string,
  address: string,
  now: Date = new Date(),
): Promise<OwnerLoginResult> {
  const normalized = email.trim().toLowerCase();
  const keys = { account: normalized, address };
  const wait = await retryAfter("ownerLogin", keys);
  if (wait > 0) return { ok: false, reason: "tooMany", retryAfter: wait };
  await slowDown("ownerLogin", keys);
  const db = await getDb();
  const row = await findOwnerByEmail(db, normalized);
  const fits = password.length <= MAX_PASSWORD;
  const matches =
    fits && (await verifyPassword(password, row?.password_hash ?? (await getDummyHash())));
  if (!row || !matches) {
    await count("ownerLogin", keys);
    await recordFailure(row?.id ?? null, normalized, address);
    return { ok: false, reason: "invalid" };
  }
  await forget("ownerLogin", keys, ["pair"]);
  const token = generateToken();
  await writeTransaction(
    db,
    async (trx) => {
      await insertOwnerSession(trx, {
        tokenHash: hashToken(token),
        ownerId: row.id,
        createdAt: now,
        expiresAt: ownerSessionExpiry(now),
      });
      await markOwnerLogin(trx, row.id, now);
      await deleteExpiredOwnerSessions(trx, row.id, now);
      await audit(trx, row.id, "login", `owner:${row.id}`, { address });
    },
    "read committed",
  );
  return { ok: true, token, owner: toOwner(row) };
}

/** A failed login in the audit log, and the lockout when this failure started one. */
async function recordFailure(ownerId: number | null, email: string, address: string) {
  const subject = ownerId === null ? `email:${email.slice(0, 254)}` : `owner:${ownerId}`;
  await recordAudit(ownerId, "login.failed", subject, { address });
  const wait = await retryAfter("ownerLogin", { account: email, address });
  if (wait > 0) await recordAudit(ownerId, "login.lockout", subject, { address, seconds: wait });
}

/** The owner of a session token valid at `now`, with the token's hash; null otherwise. */
export async function ownerForToken(
  token: string,
  now: Date = new Date(),
): Promise<{ owner: Owner; tokenHash: string } | null> {
  const tokenHash = hashToken(token);
  const row = await findOwnerBySession(await getDb(), tokenHash, now);
  return row ? { owner: toOwner(row), tokenHash } : null;
}

/** Ends the session of this token hash (nothing when unknown) and records the logout. */
export async function ownerLogout(tokenHash: string, address: string): Promise<void> {
  const ownerId = await deleteOwnerSession(await getDb(), tokenHash);
  if (ownerId !== undefined) await recordAudit(ownerId, "logout", `owner:${ownerId}`, { address });
}
