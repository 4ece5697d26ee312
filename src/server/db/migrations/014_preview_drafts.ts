/**
 * 014 – both engines (issue 31): the owner's unsaved settings shown in the framed preview.
 * `preview_drafts` keeps a settings change (JSON, domain/shop/settings-edit.ts) under the
 * SHA-256 (hex) of a random token for an hour; the storefront applies it to a request that
 * carries `?preview=true&settingsDraft=<token>` only. Saving the settings deletes the owner's
 * drafts; deleting the owner deletes them too.
 */
import type { Kysely } from "kysely";
import { isSqlite } from "./001_initial.ts";

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = isSqlite(db);
  await db.schema
    .createTable("preview_drafts")
    .addColumn("id", "integer", (c) =>
      sqlite ? c.primaryKey() : c.primaryKey().generatedByDefaultAsIdentity(),
    )
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("owner_id", "integer", (c) =>
      c.notNull().references("owners.id").onDelete("cascade"),
    )
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("preview_drafts_owner")
    .on("preview_drafts")
    .column("owner_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("preview_drafts").execute();
}
