/**
 * The initial schema (../001_initial.ts): baskets, orders and returns.
 * Column semantics and JSON shapes are documented in ../../schema.ts.
 */
import type { Kysely } from "kysely";
import { TEXT, INT, DOUBLE, flag, nn, zero, ref, surrogateKey } from "./columns.ts";

/** Baskets, orders and returns. */
export async function createOrders(db: Kysely<unknown>, sqlite: boolean): Promise<void> {
  const id = surrogateKey(sqlite);

  // ------------------------------------------------------------ baskets, orders, returns
  await db.schema
    .createTable("baskets")
    .addColumn("id", TEXT, (c) => c.primaryKey())
    .addColumn("user_id", INT, ref("users", "set null", false))
    .addColumn("lang", TEXT, nn)
    .addColumn("payload", TEXT, nn)
    .addColumn("total_price", DOUBLE, zero)
    .addColumn("created_at", TEXT, nn)
    .addColumn("updated_at", TEXT, nn)
    .execute();
  await db.schema.createIndex("baskets_updated_idx").on("baskets").column("updated_at").execute();
  await db.schema.createIndex("baskets_user_idx").on("baskets").column("user_id").execute();

  await id(db.schema.createTable("orders"))
    .addColumn("no", TEXT, (c) => c.notNull().unique())
    .addColumn("public_id", TEXT, (c) => c.notNull().unique())
    .addColumn("user_id", INT, ref("users", "set null", false))
    .addColumn("email", TEXT, nn)
    .addColumn("status", TEXT, (c) => c.notNull().defaultTo("PENDING"))
    .addColumn("paid", INT, flag(0))
    .addColumn("lang", TEXT, nn)
    .addColumn("currency", TEXT, nn)
    .addColumn("created_at", TEXT, nn)
    .addColumn("sent_at", TEXT)
    .addColumn("products", TEXT, nn)
    .addColumn("address", TEXT, nn)
    .addColumn("delivery", TEXT, nn)
    .addColumn("payment", TEXT, nn)
    .addColumn("total", TEXT, nn)
    .addColumn("company", INT, flag(0))
    .addColumn("nip", TEXT)
    .addColumn("comment", TEXT)
    .addColumn("ref", TEXT)
    .addColumn("return_time", INT)
    .addColumn("can_return", INT, flag(0))
    .addColumn("idempotency_key", TEXT, (c) => c.unique())
    .execute();
  await db.schema
    .createIndex("orders_user_idx")
    .on("orders")
    .columns(["user_id", "created_at"])
    .execute();
  await db.schema.createIndex("orders_email_idx").on("orders").column("email").execute();

  await id(db.schema.createTable("returns"))
    .addColumn("no", TEXT, (c) => c.notNull().unique())
    .addColumn("order_id", INT, ref("orders"))
    .addColumn("user_id", INT, ref("users", "set null", false))
    .addColumn("status", TEXT, (c) => c.notNull().defaultTo("NEW"))
    .addColumn("created_at", TEXT, nn)
    .addColumn("return_delivery", TEXT, (c) => c.notNull().defaultTo("default"))
    .addColumn("pickup_size", TEXT)
    .addColumn("pickup_price", TEXT)
    .addColumn("inpost_code", TEXT)
    .addColumn("external_delivery_id", TEXT)
    .addColumn("products", TEXT, nn)
    .execute();
  await db.schema.createIndex("returns_order_idx").on("returns").column("order_id").execute();
  await db.schema
    .createIndex("returns_user_idx")
    .on("returns")
    .columns(["user_id", "created_at"])
    .execute();
}
