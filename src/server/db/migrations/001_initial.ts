/**
 * 001 – the whole initial schema (both spec documents). Column semantics and
 * JSON shapes are documented in ../schema.ts.
 *
 * Written with Kysely's schema builder so it also runs on PostgreSQL; the few
 * dialect-specific bits are behind `isSqlite(db)`.
 */
import { sql, SqliteAdapter } from "kysely";
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from "kysely";

type Table = CreateTableBuilder<string, string>;

/** True on SQLite (node:sqlite / better-sqlite3); false on PostgreSQL and others. */
export function isSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

const TEXT = "text";
const INT = "integer";
const BIGINT = "bigint";
/** Money and coordinates: REAL in SQLite, float8 in PostgreSQL. */
const DOUBLE = "double precision";

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = isSqlite(db);

  /** Integer surrogate key: rowid alias in SQLite, identity in PostgreSQL. */
  const id = (t: Table): Table =>
    t.addColumn("id", INT, (c) =>
      sqlite ? c.primaryKey() : c.primaryKey().generatedByDefaultAsIdentity(),
    );
  const flag =
    (dflt: 0 | 1) =>
    (c: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
      c.notNull().defaultTo(dflt);
  const nn = (c: ColumnDefinitionBuilder): ColumnDefinitionBuilder => c.notNull();
  const zero = (c: ColumnDefinitionBuilder): ColumnDefinitionBuilder => c.notNull().defaultTo(0);
  const emptyText = (c: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
    c.notNull().defaultTo("");
  const ref =
    (table: string, onDelete: "cascade" | "set null" = "cascade", notNull = true) =>
    (c: ColumnDefinitionBuilder): ColumnDefinitionBuilder => {
      const r = c.references(`${table}.id`).onDelete(onDelete);
      return notNull ? r.notNull() : r;
    };

  // ------------------------------------------------------------ settings
  await db.schema
    .createTable("settings")
    .addColumn("key", TEXT, (c) => c.primaryKey())
    .addColumn("value", TEXT, nn)
    .addColumn("updated_at", TEXT, nn)
    .execute();

  // ------------------------------------------------------------ categories
  await id(db.schema.createTable("categories"))
    .addColumn("parent_id", INT, ref("categories", "cascade", false))
    .addColumn("sort_order", INT, zero)
    .addColumn("depth", INT, zero)
    .addColumn("hierarchy", TEXT, (c) => c.notNull().defaultTo("[]"))
    .addColumn("menu_hidden", INT, flag(0))
    .addColumn("image", TEXT)
    .execute();
  await db.schema
    .createIndex("categories_parent_idx")
    .on("categories")
    .columns(["parent_id", "sort_order"])
    .execute();

  await db.schema
    .createTable("category_i18n")
    .addColumn("category_id", INT, ref("categories"))
    .addColumn("lang", TEXT, nn)
    .addColumn("name", TEXT, nn)
    .addColumn("url", TEXT, nn)
    .addColumn("description", TEXT, emptyText)
    .addColumn("description2", TEXT, emptyText)
    .addPrimaryKeyConstraint("category_i18n_pk", ["category_id", "lang"])
    .addUniqueConstraint("category_i18n_url_uq", ["lang", "url"])
    .execute();

  // ------------------------------------------------------------ attributes
  await id(db.schema.createTable("attributes"))
    .addColumn("type", TEXT, nn)
    .addColumn("display", TEXT, (c) => c.notNull().defaultTo("list"))
    .addColumn("sort_order", INT, zero)
    .execute();

  await db.schema
    .createTable("attribute_i18n")
    .addColumn("attribute_id", INT, ref("attributes"))
    .addColumn("lang", TEXT, nn)
    .addColumn("name", TEXT, nn)
    .addPrimaryKeyConstraint("attribute_i18n_pk", ["attribute_id", "lang"])
    .execute();

  await id(db.schema.createTable("attribute_values"))
    .addColumn("attribute_id", INT, ref("attributes"))
    .addColumn("sort_order", INT, zero)
    .addColumn("number", DOUBLE)
    .addColumn("image", TEXT)
    .addColumn("color", TEXT)
    .execute();
  await db.schema
    .createIndex("attribute_values_attr_idx")
    .on("attribute_values")
    .columns(["attribute_id", "sort_order"])
    .execute();

  await db.schema
    .createTable("attribute_value_i18n")
    .addColumn("value_id", INT, ref("attribute_values"))
    .addColumn("lang", TEXT, nn)
    .addColumn("text", TEXT, nn)
    .addPrimaryKeyConstraint("attribute_value_i18n_pk", ["value_id", "lang"])
    .execute();

  // ------------------------------------------------------------ manufacturers
  await id(db.schema.createTable("manufacturers"))
    .addColumn("sort_order", INT, zero)
    .addColumn("image", TEXT)
    .execute();

  await db.schema
    .createTable("manufacturer_i18n")
    .addColumn("manufacturer_id", INT, ref("manufacturers"))
    .addColumn("lang", TEXT, nn)
    .addColumn("name", TEXT, nn)
    .addColumn("url", TEXT, nn)
    .addColumn("description", TEXT, emptyText)
    .addPrimaryKeyConstraint("manufacturer_i18n_pk", ["manufacturer_id", "lang"])
    .addUniqueConstraint("manufacturer_i18n_url_uq", ["lang", "url"])
    .execute();

  // ------------------------------------------------------------ products
  await id(db.schema.createTable("products"))
    .addColumn("type", TEXT, (c) => c.notNull().defaultTo("normal"))
    .addColumn("code", TEXT, (c) => c.notNull().unique())
    .addColumn("code2", TEXT)
    .addColumn("product_code", TEXT)
    .addColumn("product_code2", TEXT)
    .addColumn("manufacturer_id", INT, ref("manufacturers", "set null", false))
    .addColumn("main_category_id", INT, ref("categories", "set null", false))
    .addColumn("archived", INT, flag(0))
    .addColumn("preorder", INT, flag(0))
    .addColumn("created_at", TEXT, nn)
    .addColumn("idx", INT, zero)
    .addColumn("smart_idx", INT)
    .addColumn("removed_at", TEXT)
    .addColumn("main_image", TEXT)
    .addColumn("images", TEXT, (c) => c.notNull().defaultTo("[]"))
    .addColumn("unit", TEXT)
    .addColumn("priced_unit", TEXT)
    .addColumn("lang_vat", TEXT, (c) => c.notNull().defaultTo("{}"))
    .addColumn("options", TEXT, (c) => c.notNull().defaultTo('{"view":{}}'))
    .addColumn("badges", TEXT, (c) => c.notNull().defaultTo("[]"))
    .addColumn("personalization", TEXT)
    .addColumn("components", TEXT)
    .addColumn("linked", TEXT)
    .addColumn("advanced_options", TEXT)
    .addColumn("additional_description", TEXT)
    .addColumn("total_stock", INT, zero)
    .addColumn("has_variants", INT, flag(0))
    .execute();
  await db.schema
    .createIndex("products_listing_idx")
    .on("products")
    .columns(["archived", "removed_at", "created_at"])
    .execute();
  await db.schema.createIndex("products_idx_idx").on("products").columns(["idx", "id"]).execute();
  await db.schema
    .createIndex("products_manufacturer_idx")
    .on("products")
    .columns(["manufacturer_id", "id"])
    .execute();
  await db.schema
    .createIndex("products_main_category_idx")
    .on("products")
    .column("main_category_id")
    .execute();

  await db.schema
    .createTable("product_i18n")
    .addColumn("product_id", INT, ref("products"))
    .addColumn("lang", TEXT, nn)
    .addColumn("name", TEXT, nn)
    .addColumn("url", TEXT, nn)
    .addColumn("description", TEXT, (c) => c.notNull().defaultTo("[]"))
    .addPrimaryKeyConstraint("product_i18n_pk", ["product_id", "lang"])
    .addUniqueConstraint("product_i18n_url_uq", ["lang", "url"])
    .execute();

  await db.schema
    .createTable("product_prices")
    .addColumn("product_id", INT, ref("products"))
    .addColumn("lang", TEXT, nn)
    .addColumn("brutto", DOUBLE, nn)
    .addColumn("netto", DOUBLE, nn)
    .addColumn("vat", DOUBLE, nn)
    .addColumn("discount", DOUBLE, zero)
    .addColumn("discount_brutto", DOUBLE)
    .addColumn("discount_netto", DOUBLE)
    .addColumn("historical_brutto", DOUBLE)
    .addColumn("historical_netto", DOUBLE)
    .addColumn("divide_per_package", DOUBLE)
    .addColumn("variants", TEXT)
    .addColumn("custom_rules", TEXT)
    .addColumn("wholesale_brutto", DOUBLE)
    .addColumn("wholesale_netto", DOUBLE)
    .addColumn("sort_price", DOUBLE, nn)
    .addPrimaryKeyConstraint("product_prices_pk", ["product_id", "lang"])
    .execute();
  await db.schema
    .createIndex("product_prices_sort_idx")
    .on("product_prices")
    .columns(["lang", "sort_price", "product_id"])
    .execute();

  await db.schema
    .createTable("price_history")
    .addColumn("product_id", INT, ref("products"))
    .addColumn("lang", TEXT, nn)
    .addColumn("stamp", BIGINT, nn)
    .addColumn("val", DOUBLE, nn)
    .addPrimaryKeyConstraint("price_history_pk", ["product_id", "lang", "stamp"])
    .execute();

  await id(db.schema.createTable("variants"))
    .addColumn("product_id", INT, ref("products"))
    .addColumn("hash", TEXT, nn)
    .addColumn("attributes", TEXT, (c) => c.notNull().defaultTo("[]"))
    .addColumn("count", INT, zero)
    .addColumn("locked", INT, zero)
    .addColumn("weight", DOUBLE)
    .addColumn("images", TEXT)
    .addColumn("sort_order", INT, zero)
    .addUniqueConstraint("variants_product_hash_uq", ["product_id", "hash"])
    .execute();

  await db.schema
    .createTable("product_attributes")
    .addColumn("product_id", INT, ref("products"))
    .addColumn("attribute_id", INT, ref("attributes"))
    .addColumn("value_id", INT, ref("attribute_values"))
    .addColumn("is_variant", INT, flag(0))
    .addPrimaryKeyConstraint("product_attributes_pk", ["product_id", "attribute_id", "value_id"])
    .execute();
  await db.schema
    .createIndex("product_attributes_facet_idx")
    .on("product_attributes")
    .columns(["attribute_id", "value_id", "product_id"])
    .execute();

  await db.schema
    .createTable("product_categories")
    .addColumn("product_id", INT, ref("products"))
    .addColumn("category_id", INT, ref("categories"))
    .addColumn("direct", INT, flag(1))
    .addPrimaryKeyConstraint("product_categories_pk", ["product_id", "category_id"])
    .execute();
  await db.schema
    .createIndex("product_categories_category_idx")
    .on("product_categories")
    .columns(["category_id", "product_id"])
    .execute();

  // ------------------------------------------------------------ groups
  await id(db.schema.createTable("product_groups")).addColumn("sort_order", INT, zero).execute();

  await db.schema
    .createTable("product_group_i18n")
    .addColumn("group_id", INT, ref("product_groups"))
    .addColumn("lang", TEXT, nn)
    .addColumn("name", TEXT, nn)
    .addColumn("url", TEXT, nn)
    .addColumn("description", TEXT, emptyText)
    .addColumn("description2", TEXT, emptyText)
    .addPrimaryKeyConstraint("product_group_i18n_pk", ["group_id", "lang"])
    .addUniqueConstraint("product_group_i18n_url_uq", ["lang", "url"])
    .execute();

  await db.schema
    .createTable("group_items")
    .addColumn("group_id", INT, ref("product_groups"))
    .addColumn("product_id", INT, ref("products"))
    .addColumn("sort_order", INT, zero)
    .addPrimaryKeyConstraint("group_items_pk", ["group_id", "product_id"])
    .execute();
  await db.schema
    .createIndex("group_items_product_idx")
    .on("group_items")
    .column("product_id")
    .execute();

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

  // ------------------------------------------------------------ content
  await id(db.schema.createTable("home_sections"))
    .addColumn("lang", TEXT)
    .addColumn("sort_order", INT, zero)
    .addColumn("type", TEXT, nn)
    .addColumn("data", TEXT, (c) => c.notNull().defaultTo("{}"))
    .addColumn("active", INT, flag(1))
    .execute();
  await db.schema
    .createIndex("home_sections_order_idx")
    .on("home_sections")
    .column("sort_order")
    .execute();

  await id(db.schema.createTable("menus"))
    .addColumn("key", TEXT, (c) => c.notNull().defaultTo("main"))
    .addColumn("lang", TEXT, nn)
    .addColumn("data", TEXT, (c) => c.notNull().defaultTo("[]"))
    .addUniqueConstraint("menus_key_lang_uq", ["key", "lang"])
    .execute();

  await id(db.schema.createTable("content_pages"))
    .addColumn("page_key", TEXT, nn)
    .addColumn("lang", TEXT, nn)
    .addColumn("url", TEXT, nn)
    .addColumn("title", TEXT, nn)
    .addColumn("html", TEXT, emptyText)
    .addUniqueConstraint("content_pages_url_uq", ["lang", "url"])
    .addUniqueConstraint("content_pages_key_uq", ["page_key", "lang"])
    .execute();

  await id(db.schema.createTable("popups"))
    .addColumn("data", TEXT, nn)
    .addColumn("active", INT, flag(1))
    .execute();

  await db.schema
    .createTable("uploads")
    .addColumn("id", TEXT, (c) => c.primaryKey())
    .addColumn("original_name", TEXT, nn)
    .addColumn("mime", TEXT, nn)
    .addColumn("size", INT, nn)
    .addColumn("path", TEXT, nn)
    .addColumn("created_at", TEXT, nn)
    .execute();

  // ------------------------------------------------------------ full-text search
  if (sqlite) {
    // SQLite only: an FTS5 index, one row per (product, language). `name` and
    // `codes` are weighted by the search service (bm25 column weights); `body`
    // holds folded name + description text (see ../fts.ts). PostgreSQL will
    // get a tsvector column + GIN index in its own migration instead.
    await sql`
      create virtual table product_fts using fts5(
        name, codes, body,
        lang unindexed, product_id unindexed,
        tokenize = 'unicode61 remove_diacritics 2',
        prefix = '2 3'
      )
    `.execute(db);
  }
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
