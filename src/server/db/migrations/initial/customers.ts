/**
 * The initial schema (../001_initial.ts): customers' accounts and what they leave on products.
 * Column semantics and JSON shapes are documented in ../../schema.ts.
 */
import { sql } from "kysely";
import type { Kysely } from "kysely";
import { TEXT, INT, flag, nn, zero, emptyText, ref, surrogateKey } from "./columns.ts";

/** Customers: accounts, sign-in tokens and one-time codes; opinions and back-in-stock requests. */
export async function createCustomers(db: Kysely<unknown>, sqlite: boolean): Promise<void> {
  const id = surrogateKey(sqlite);

  // ------------------------------------------------------------ users
  await id(db.schema.createTable("users"))
    .addColumn("email", TEXT, (c) => c.notNull().unique())
    .addColumn("name", TEXT, emptyText)
    .addColumn("password_hash", TEXT)
    .addColumn("ghost", INT, flag(0))
    .addColumn("wholesale", INT, flag(0))
    .addColumn("company", INT, flag(0))
    .addColumn("loyalty_points", INT, zero)
    .addColumn("marketing", INT, flag(0))
    .addColumn("active", INT, flag(1))
    .addColumn("activation_code", TEXT)
    .addColumn("social_provider", TEXT)
    .addColumn("social_ext_id", TEXT)
    .addColumn("address", TEXT, (c) => c.notNull().defaultTo("{}"))
    .addColumn("company_details", TEXT)
    .addColumn("phone", TEXT)
    .addColumn("country", TEXT)
    .addColumn("lang", TEXT, (c) => c.notNull().defaultTo("pl"))
    .addColumn("created_at", TEXT, nn)
    .execute();
  await db.schema
    .createIndex("users_activation_idx")
    .on("users")
    .column("activation_code")
    .execute();
  await db.schema
    .createIndex("users_social_idx")
    .on("users")
    .columns(["social_provider", "social_ext_id"])
    .execute();

  await db.schema
    .createTable("auth_tokens")
    .addColumn("token_hash", TEXT, (c) => c.primaryKey())
    .addColumn("user_id", INT, ref("users"))
    .addColumn("created_at", TEXT, nn)
    .addColumn("expires_at", TEXT, nn)
    .execute();
  await db.schema.createIndex("auth_tokens_user_idx").on("auth_tokens").column("user_id").execute();

  await id(db.schema.createTable("one_time_codes"))
    .addColumn("email", TEXT, nn)
    .addColumn("order_no", TEXT)
    .addColumn("code_hash", TEXT, nn)
    .addColumn("purpose", TEXT, nn)
    .addColumn("created_at", TEXT, nn)
    .addColumn("expires_at", TEXT, nn)
    .addColumn("used_at", TEXT)
    .addColumn("attempts", INT, zero)
    .execute();
  await db.schema
    .createIndex("one_time_codes_lookup_idx")
    .on("one_time_codes")
    .columns(["email", "purpose", "order_no"])
    .execute();

  // ------------------------------------------------------------ opinions, notify
  await id(db.schema.createTable("opinions"))
    .addColumn("product_id", INT, ref("products"))
    .addColumn("lang", TEXT, nn)
    .addColumn("user_id", INT, ref("users", "set null", false))
    .addColumn("author_name", TEXT, nn)
    .addColumn("rating", INT, (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn("text", TEXT, emptyText)
    .addColumn("verified", INT, flag(0))
    .addColumn("created_at", TEXT, nn)
    .execute();
  await db.schema
    .createIndex("opinions_product_idx")
    .on("opinions")
    .columns(["product_id", "created_at"])
    .execute();

  await id(db.schema.createTable("notify_requests"))
    .addColumn("product_id", INT, ref("products"))
    .addColumn("variant_hash", TEXT, emptyText)
    .addColumn("email", TEXT, nn)
    .addColumn("lang", TEXT, nn)
    .addColumn("text", TEXT)
    .addColumn("created_at", TEXT, nn)
    .addUniqueConstraint("notify_requests_uq", ["product_id", "variant_hash", "email"])
    .execute();
}
