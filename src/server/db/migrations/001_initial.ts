/**
 * 001 – the whole initial schema (both spec documents), created area by area
 * by the modules in ./initial/, in this order. Column semantics and JSON
 * shapes are documented in ../schema.ts.
 *
 * Written with Kysely's schema builder so it also runs on PostgreSQL; the few
 * dialect-specific bits are behind `isSqlite(db)`.
 */
import { sql, SqliteAdapter } from "kysely";
import type { Kysely } from "kysely";
import { createContent, createSearchIndex } from "./initial/content.ts";
import { createCustomers } from "./initial/customers.ts";
import { createOrders } from "./initial/orders.ts";
import { createProducts } from "./initial/products.ts";
import {
  createCheckoutMethods,
  createCommunication,
  createPromotions,
  createSettings,
} from "./initial/shop.ts";
import { createTaxonomy } from "./initial/taxonomy.ts";

/** True on SQLite (node:sqlite / better-sqlite3); false on PostgreSQL and others. */
export function isSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = isSqlite(db);
  await createSettings(db);
  await createTaxonomy(db, sqlite);
  await createProducts(db, sqlite);
  await createCustomers(db, sqlite);
  await createOrders(db, sqlite);
  await createCommunication(db, sqlite);
  await createCheckoutMethods(db, sqlite);
  await createPromotions(db, sqlite);
  await createContent(db, sqlite);
  await createSearchIndex(db, sqlite);
}

export const TABLES_IN_DROP_ORDER = [
  "uploads",
  "popups",
  "content_pages",
  "menus",
  "home_sections",
  "gift_cards",
  "promo_codes",
  "lockers",
  "payment_methods",
  "delivery_methods",
  "mail_outbox",
  "contact_messages",
  "newsletter_subscribers",
  "returns",
  "orders",
  "baskets",
  "notify_requests",
  "opinions",
  "one_time_codes",
  "auth_tokens",
  "users",
  "group_items",
  "product_group_i18n",
  "product_groups",
  "product_categories",
  "product_attributes",
  "variants",
  "price_history",
  "product_prices",
  "product_i18n",
  "products",
  "manufacturer_i18n",
  "manufacturers",
  "attribute_value_i18n",
  "attribute_values",
  "attribute_i18n",
  "attributes",
  "category_i18n",
  "categories",
  "settings",
];

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) await sql`drop table if exists product_fts`.execute(db);
  for (const t of TABLES_IN_DROP_ORDER) await db.schema.dropTable(t).ifExists().execute();
}
