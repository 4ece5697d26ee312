/**
 * A server basket is writable only by the browser that created it (issue 15):
 * creating one hands out a secret key, kept here as its sha256.
 * Baskets created before this migration have none and can no longer be
 * changed; their browsers create a new copy on the next change.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("baskets").addColumn("owner_key_hash", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("baskets").dropColumn("owner_key_hash").execute();
}
