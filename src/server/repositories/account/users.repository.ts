/**
 * Queries on `users` and `auth_tokens`. Every function takes the Kysely
 * instance explicitly so that services decide which database (and transaction)
 * is used. Timestamps are ISO-8601 UTC strings, which compare correctly as
 * text because `toISOString()` always has the same width.
 */
import type { Insertable, Kysely, Updateable } from "kysely";
import type { Database, UserRow, UsersTable } from "../../db/schema.ts";

type Db = Kysely<Database>;

/** The user with this e-mail (compared lower-cased and trimmed), if any. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The account whose activation code hashes to `codeHash`. */
export async function findUserByActivationCode(
  db: Db,
  codeHash: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where("activation_code", "=", codeHash)
    .executeTakeFirst();
}

/** The account linked to a social login provider's person. */
export async function findUserBySocialId(
  db: Db,
  provider: string,
  subject: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where("social_provider", "=", provider)
    .where("social_ext_id", "=", subject)
    .executeTakeFirst();
}

/** Writes a new account; answers its row. */
export async function insertUser(db: Db, user: Insertable<UsersTable>): Promise<UserRow> {
  return db.insertInto("users").values(user).returningAll().executeTakeFirstOrThrow();
}

/** Changes an account's columns. */
export async function updateUser(
  db: Db,
  id: number,
  changes: Updateable<UsersTable>,
): Promise<void> {
  await db.updateTable("users").set(changes).where("id", "=", id).execute();
}

/** Activates an inactive account; false when it was active already (or is gone). */
export async function activateUser(db: Db, id: number): Promise<boolean> {
  const updated = await db
    .updateTable("users")
    .set({ active: 1 })
    .where("id", "=", id)
    .where("active", "=", 0)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/**
 * Links an account that no provider's person is linked to yet to this one, and makes it an
 * active, registered account (a ghost's orders stay its).
 */
export async function linkSocialId(
  db: Db,
  id: number,
  provider: string,
  subject: string,
): Promise<void> {
  await db
    .updateTable("users")
    .set({ social_provider: provider, social_ext_id: subject, active: 1, ghost: 0 })
    .where("id", "=", id)
    .where("social_ext_id", "is", null)
    .execute();
}

export interface NewToken {
  tokenHash: string;
  userId: number;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertToken(db: Db, token: NewToken): Promise<void> {
  await db
    .insertInto("auth_tokens")
    .values({
      token_hash: token.tokenHash,
      user_id: token.userId,
      created_at: token.createdAt.toISOString(),
      expires_at: token.expiresAt.toISOString(),
    })
    .execute();
}

/** Deletes one token; true when it existed. */
export async function deleteToken(db: Db, tokenHash: string): Promise<boolean> {
  const r = await db
    .deleteFrom("auth_tokens")
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Deletes the expired tokens (of one user, or of everybody); returns how many. */
export async function deleteExpiredTokens(db: Db, now: Date, userId?: number): Promise<number> {
  let q = db.deleteFrom("auth_tokens").where("expires_at", "<=", now.toISOString());
  if (userId !== undefined) q = q.where("user_id", "=", userId);
  const r = await q.executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** The owner of a token that has not expired at `now`. */
export async function findUserByTokenHash(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<UserRow | undefined> {
  return db
    .selectFrom("auth_tokens")
    .innerJoin("users", "users.id", "auth_tokens.user_id")
    .selectAll("users")
    .where("auth_tokens.token_hash", "=", tokenHash)
    .where("auth_tokens.expires_at", ">", now.toISOString())
    .executeTakeFirst();
}

/** Deletes a token only if it has expired at `now`; true when one was deleted. */
export async function deleteTokenIfExpired(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const r = await db
    .deleteFrom("auth_tokens")
    .where("token_hash", "=", tokenHash)
    .where("expires_at", "<=", now.toISOString())
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export type UserProfileUpdate = Pick<
  Updateable<UsersTable>,
  "name" | "marketing" | "company" | "address" | "company_details" | "phone" | "country"
>;

/** Updates profile columns and returns the updated row (undefined when the user is gone). */
export async function updateUserProfile(
  db: Db,
  id: number,
  patch: UserProfileUpdate,
): Promise<UserRow | undefined> {
  await db.updateTable("users").set(patch).where("id", "=", id).execute();
  return findUserById(db, id);
}

/** Deletes every token of a user except `keepHash` (all of them without one); returns how many. */
export async function deleteUserTokens(db: Db, userId: number, keepHash?: string): Promise<number> {
  let query = db.deleteFrom("auth_tokens").where("user_id", "=", userId);
  if (keepHash) query = query.where("token_hash", "!=", keepHash);
  const r = await query.executeTakeFirst();
  return Number(r.numDeletedRows);
}
