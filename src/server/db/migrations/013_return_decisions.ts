/**
 * 013 – both engines (issue 31): what the owner decided about a return in the back office.
 *
 * - `reject_reason`: why a REJECTED return was refused, shown to the customer;
 * - `settlement`: JSON ReturnSettlementJson of a SETTLED return: the amount refunded and where
 *   it went (the payment provider, the gift card, owed by hand);
 * - `refund_state`: the provider refund's state (`pending` while it is asked, `done`, `failed`),
 *   null when nothing goes back through a provider; moved by conditional updates only, so a
 *   double submit never refunds twice;
 * - an index on (status, id) for the returns list filtered by status and paged by id.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("returns").addColumn("reject_reason", "text").execute();
  await db.schema.alterTable("returns").addColumn("settlement", "text").execute();
  await db.schema.alterTable("returns").addColumn("refund_state", "text").execute();
  await db.schema
    .createIndex("returns_status_id")
    .on("returns")
    .columns(["status", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("returns_status_id").execute();
  await db.schema.alterTable("returns").dropColumn("refund_state").execute();
  await db.schema.alterTable("returns").dropColumn("settlement").execute();
  await db.schema.alterTable("returns").dropColumn("reject_reason").execute();
}
