/**
 * Creating owners (issue 31): `npm run owner` (scripts/owner.mjs) and the demo seed. Node runs
 * the script's TypeScript directly, so this module and what it imports name their `.ts` files.
 */
import { getDb } from "../../db/client.ts";
import { hashPassword } from "../../db/password.ts";
import { upsertOwner } from "../../repositories/admin/owners.repository.ts";

export type { OwnerRole } from "../../../domain/admin/rights.ts";
import type { OwnerRole } from "../../../domain/admin/rights.ts";

/** The shortest password an owner may be given. */
export const MIN_OWNER_PASSWORD = 8;

/** Creates the owner, or gives the one with this e-mail a new password and role; its id. */
export async function saveOwner(email: string, password: string, role: OwnerRole): Promise<number> {
  const normalized = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalized)) throw new Error(`not an e-mail: ${email}`);
  if (password.length < MIN_OWNER_PASSWORD)
    throw new Error(`the password needs at least ${MIN_OWNER_PASSWORD} characters`);
  const db = await getDb();
  return upsertOwner(db, {
    email: normalized,
    passwordHash: await hashPassword(password),
    role,
    now: new Date(),
  });
}
