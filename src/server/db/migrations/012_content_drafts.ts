/**
 * 012 – both engines (issue 31): the owner's unpublished home page, menu and footer, and every
 * published version of them.
 *
 * - `content_drafts`: one row per kind (`home` | `menu` | `footer`), the whole draft as JSON
 *   (domain/content/content-drafts.schema.ts), who saved it last and when; deleted when published
 *   or discarded.
 * - `content_versions`: what each publish made live, one row per kind per publish, kept so an
 *   earlier version can be restored (into the draft).
 */
import type { Kysely } from "kysely";
import { isSqlite } from "./001_initial.ts";

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = isSqlite(db);
  await db.schema
    .createTable("content_drafts")
    .addColumn("kind", "text", (c) => c.primaryKey())
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("owner_id", "integer", (c) => c.references("owners.id").onDelete("set null"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("content_versions")
    .addColumn("id", "integer", (c) =>
      sqlite ? c.primaryKey() : c.primaryKey().generatedByDefaultAsIdentity(),
    )
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("owner_id", "integer", (c) => c.references("owners.id").onDelete("set null"))
    .addColumn("published_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("content_versions_kind")
    .on("content_versions")
    .columns(["kind", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("content_versions").execute();
  await db.schema.dropTable("content_drafts").execute();
}
