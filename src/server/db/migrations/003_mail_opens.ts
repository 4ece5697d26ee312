/**
 * Newsletter e-mails carry an open pixel (GET /api/public/mail-open/{id},
 * issue 13): the outbox remembers the first open and counts them.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("mail_outbox").addColumn("opened_at", "text").execute();
  await db.schema
    .alterTable("mail_outbox")
    .addColumn("opens", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("mail_outbox").dropColumn("opens").execute();
  await db.schema.alterTable("mail_outbox").dropColumn("opened_at").execute();
}
