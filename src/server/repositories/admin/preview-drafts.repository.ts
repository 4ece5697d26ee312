/**
 * Queries on `preview_drafts` (issue 31): the owner's unsaved settings for the framed preview,
 * found by the SHA-256 of their token while they have not expired.
 */
import type { Executor } from "../../db/transaction.ts";

export async function insertPreviewDraft(
  db: Executor,
  draft: { tokenHash: string; ownerId: number; data: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto("preview_drafts")
    .values({
      token_hash: draft.tokenHash,
      owner_id: draft.ownerId,
      data: draft.data,
      created_at: draft.now.toISOString(),
      expires_at: draft.expiresAt.toISOString(),
    })
    .execute();
}

/** The draft's owner and JSON, when the token is known and the draft has not expired. */
export async function findPreviewDraft(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<{ owner_id: number; data: string } | undefined> {
  return db
    .selectFrom("preview_drafts")
    .select(["owner_id", "data"])
    .where("token_hash", "=", tokenHash)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
}

/** Deletes an owner's drafts (their settings were saved). */
export async function deleteOwnerPreviewDrafts(db: Executor, ownerId: number): Promise<void> {
  await db.deleteFrom("preview_drafts").where("owner_id", "=", ownerId).execute();
}

/** Deletes every draft that expired before `now`. */
export async function deleteExpiredPreviewDrafts(db: Executor, now: Date): Promise<void> {
  await db.deleteFrom("preview_drafts").where("expires_at", "<=", now.toISOString()).execute();
}
