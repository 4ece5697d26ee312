/**
 * A failed e-mail is tried again with backoff (issue 15, src/domain/shop/mail-backoff.ts): the
 * outbox counts a message's tries, keeps when the next is due and the last error, and marks
 * it failed after the last try. Messages from before this migration are never retried.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("mail_outbox")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("mail_outbox").addColumn("next_attempt_at", "text").execute();
  await db.schema.alterTable("mail_outbox").addColumn("failed_at", "text").execute();
  await db.schema.alterTable("mail_outbox").addColumn("last_error", "text").execute();
  await db.schema
    .createIndex("mail_outbox_next_attempt")
    .on("mail_outbox")
    .column("next_attempt_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("mail_outbox_next_attempt").execute();
  for (const column of ["last_error", "failed_at", "next_attempt_at", "attempts"])
    await db.schema.alterTable("mail_outbox").dropColumn(column).execute();
}
