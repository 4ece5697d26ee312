/**
 * 015 – both engines (issue 33): the newest opinions of a language (the home page's opinions
 * section, `latestOpinions`) are read from an index in date order, stopping at the section's
 * few rows; before, every opinion of the shop was read and sorted on each uncached home page
 * (about a millisecond, a tenth of its render, with 1,770 opinions).
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("opinions_lang_created_idx")
    .on("opinions")
    .columns(["lang", "created_at", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("opinions_lang_created_idx").execute();
}
