/**
 * 011 – both engines (issue 31): a sent order keeps how it travels: JSON
 * `{ carrier, number, url }` (domain/orders/tracking.ts), set when the owner ships it in the
 * back office; the customer's e-mail and /my-orders link the carrier's tracking page.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("tracking", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("tracking").execute();
}
