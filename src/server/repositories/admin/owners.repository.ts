/**
 * Queries on `owners` and `owner_sessions` (issue 31). Each takes the Executor, so a service
 * decides the database or transaction. Timestamps are ISO-8601 UTC text (they compare as text).
 */
import type { Executor } from "../../db/transaction.ts";
import type { OwnerRow } from "../../db/schema.ts";

/** The owner with this (lower-cased) e-mail, if any. */
export async function findOwnerByEmail(db: Executor, email: string): Promise<OwnerRow | undefined> {
  return db.selectFrom("owners").selectAll().where("email", "=", email).executeTakeFirst();
}

/** Creates an owner, or changes the password and role of the one with this e-mail; its id. */
export async function upsertOwner(
  db: Executor,
  owner: { email: string; passwordHash: string; role: string; now: Date },
): Promise<number> {
  const row = await db
    .insertInto("owners")
    .values({
      email: owner.email,
      password_hash: owner.passwordHash,
      role: owner.role,
      created_at: owner.now.toISOString(),
      last_login_at: null,
    })
    .onConflict((oc) =>
      oc.column("email").doUpdateSet({ password_hash: owner.passwordHash, role: owner.role }),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markOwnerLogin(db: Executor, ownerId: number, now: Date): Promise<void> {
  await db
    .updateTable("owners")
    .set({ last_login_at: now.toISOString() })
    .where("id", "=", ownerId)
    .execute();
}

export async function insertOwnerSession(
  db: Executor,
  session: { tokenHash: string; ownerId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto("owner_sessions")
    .values({
      token_hash: session.tokenHash,
      owner_id: session.ownerId,
      created_at: session.createdAt.toISOString(),
      expires_at: session.expiresAt.toISOString(),
    })
    .execute();
}

/** The owner of a session that has not expired at `now`. */
export async function findOwnerBySession(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<Pick<OwnerRow, "id" | "email" | "role"> | undefined> {
  return db
    .selectFrom("owner_sessions")
    .innerJoin("owners", "owners.id", "owner_sessions.owner_id")
    .select(["owners.id", "owners.email", "owners.role"])
    .where("owner_sessions.token_hash", "=", tokenHash)
    .where("owner_sessions.expires_at", ">", now.toISOString())
    .executeTakeFirst();
}

/** Deletes one session; the id of its owner when it existed. */
export async function deleteOwnerSession(
  db: Executor,
  tokenHash: string,
): Promise<number | undefined> {
  const row = await db
    .deleteFrom("owner_sessions")
    .where("token_hash", "=", tokenHash)
    .returning("owner_id")
    .executeTakeFirst();
  return row?.owner_id;
}

/** Deletes the sessions that have expired at `now` (of one owner). */
export async function deleteExpiredOwnerSessions(
  db: Executor,
  ownerId: number,
  now: Date,
): Promise<void> {
  await db
    .deleteFrom("owner_sessions")
    .where("owner_id", "=", ownerId)
    .where("expires_at", "<=", now.toISOString())
    .execute();
}
