/**
 * 010 – both engines (issue 31): the back office's people, their sessions and what they did.
 *
 * - `owners`: the shop's owners and staff (role `owner` | `staff`), separate from customers;
 *   the password is hashed as customers' are (db/password.ts).
 * - `owner_sessions`: a logged-in owner's session; only the SHA-256 of its random token is
 *   stored (auth/owner-session.ts), valid 12 hours; deleting the owner ends them.
 * - `audit_log`: who did what to which subject (`detail`: JSON); the entry outlives its owner
 *   (the owner id becomes null).
 */
import type { Kysely } from "kysely";
import { isSqlite } from "./001_initial.ts";

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = isSqlite(db);
  await db.schema
    .createTable("owners")
    .addColumn("id", "integer", (c) =>
      sqlite ? c.primaryKey() : c.primaryKey().generatedByDefaultAsIdentity(),
    )
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull().defaultTo("owner"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_login_at", "text")
    .execute();
  await db.schema
    .createTable("owner_sessions")
    .addColumn("id", "integer", (c) =>
      sqlite ? c.primaryKey() : c.primaryKey().generatedByDefaultAsIdentity(),
    )
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("owner_id", "integer", (c) =>
      c.notNull().references("owners.id").onDelete("cascade"),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("owner_sessions_owner")
    .on("owner_sessions")
    .column("owner_id")
    .execute();
  await db.schema
    .createTable("audit_log")
    .addColumn("id", "integer", (c) =>
      sqlite ? c.primaryKey() : c.primaryKey().generatedByDefaultAsIdentity(),
    )
    .addColumn("owner_id", "integer", (c) => c.references("owners.id").onDelete("set null"))
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("detail", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("audit_log_created").on("audit_log").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("audit_log").execute();
  await db.schema.dropTable("owner_sessions").execute();
  await db.schema.dropTable("owners").execute();
}
