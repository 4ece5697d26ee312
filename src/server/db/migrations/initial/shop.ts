/**
 * The initial schema (../001_initial.ts): the shop's settings, communication, checkout
 * methods and promotions.
 * Column semantics and JSON shapes are documented in ../../schema.ts.
 */
import type { Kysely } from "kysely";
import { TEXT, INT, DOUBLE, flag, nn, zero, emptyText, surrogateKey } from "./columns.ts";

/** The shop's settings: one JSON document per key. */
export async function createSettings(db: Kysely<unknown>): Promise<void> {
  // ------------------------------------------------------------ settings
  await db.schema
    .createTable("settings")
    .addColumn("key", TEXT, (c) => c.primaryKey())
    .addColumn("value", TEXT, nn)
    .addColumn("updated_at", TEXT, nn)
    .execute();
}

/** Newsletter subscribers, contact messages and the mail outbox. */
export async function createCommunication(db: Kysely<unknown>, sqlite: boolean): Promise<void> {
  const id = surrogateKey(sqlite);

  // ------------------------------------------------------------ communication
  await id(db.schema.createTable("newsletter_subscribers"))
    .addColumn("email", TEXT, (c) => c.notNull().unique())
    .addColumn("lang", TEXT, nn)
    .addColumn("created_at", TEXT, nn)
    .addColumn("unsubscribed_at", TEXT)
    .addColumn("token", TEXT, (c) => c.notNull().unique())
    .execute();

  await id(db.schema.createTable("contact_messages"))
    .addColumn("name", TEXT, nn)
    .addColumn("email", TEXT, nn)
    .addColumn("msg", TEXT, nn)
    .addColumn("number", TEXT)
    .addColumn("hash", TEXT, (c) => c.notNull().unique())
    .addColumn("created_at", TEXT, nn)
    .execute();

  await id(db.schema.createTable("mail_outbox"))
    .addColumn("to", TEXT, nn)
    .addColumn("subject", TEXT, nn)
    .addColumn("html", TEXT, emptyText)
    .addColumn("text", TEXT, emptyText)
    .addColumn("created_at", TEXT, nn)
    .addColumn("sent_at", TEXT)
    .execute();
}

/** Delivery and payment methods, and the carriers' lockers. */
export async function createCheckoutMethods(db: Kysely<unknown>, sqlite: boolean): Promise<void> {
  const id = surrogateKey(sqlite);

  // ------------------------------------------------------------ delivery, payment
  await id(db.schema.createTable("delivery_methods"))
    .addColumn("type", TEXT, nn)
    .addColumn("name", TEXT, nn)
    .addColumn("days", INT, zero)
    .addColumn("sort_order", INT, zero)
    .addColumn("active", INT, flag(1))
    .addColumn("data", TEXT, (c) => c.notNull().defaultTo("{}"))
    .execute();

  await id(db.schema.createTable("payment_methods"))
    .addColumn("type", TEXT, nn)
    .addColumn("sub_type", TEXT)
    .addColumn("name", TEXT, nn)
    .addColumn("sort_order", INT, zero)
    .addColumn("active", INT, flag(1))
    .addColumn("data", TEXT, (c) => c.notNull().defaultTo("{}"))
    .execute();

  await id(db.schema.createTable("lockers"))
    .addColumn("carrier", TEXT, nn)
    .addColumn("code", TEXT, nn)
    .addColumn("name", TEXT, nn)
    .addColumn("city", TEXT, nn)
    .addColumn("address", TEXT, nn)
    .addColumn("post_code", TEXT, nn)
    .addColumn("lat", DOUBLE, nn)
    .addColumn("lng", DOUBLE, nn)
    .addUniqueConstraint("lockers_carrier_code_uq", ["carrier", "code"])
    .execute();
  await db.schema
    .createIndex("lockers_city_idx")
    .on("lockers")
    .columns(["carrier", "city"])
    .execute();
}

/** Promo codes and gift cards. */
export async function createPromotions(db: Kysely<unknown>, sqlite: boolean): Promise<void> {
  const id = surrogateKey(sqlite);

  // ------------------------------------------------------------ promotions
  await id(db.schema.createTable("promo_codes"))
    .addColumn("code", TEXT, (c) => c.notNull().unique())
    .addColumn("type", TEXT, nn)
    .addColumn("discount", TEXT, nn)
    .addColumn("allowed_products", TEXT)
    .addColumn("points", INT)
    .addColumn("valid_until", TEXT, nn)
    .addColumn("active", INT, flag(1))
    .addColumn("created_at", TEXT, nn)
    .execute();

  await id(db.schema.createTable("gift_cards"))
    .addColumn("code", TEXT, (c) => c.notNull().unique())
    .addColumn("value", DOUBLE, nn)
    .addColumn("currency", TEXT, nn)
    .addColumn("valid_until", TEXT, nn)
    .addColumn("used_value", DOUBLE, zero)
    .addColumn("active", INT, flag(1))
    .execute();
}
