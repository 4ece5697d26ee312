/**
 * The initial schema (../001_initial.ts): products and product groups.
 * Column semantics and JSON shapes are documented in ../../schema.ts.
 */
import type { Kysely } from "kysely";
import {
  TEXT,
  INT,
  BIGINT,
  DOUBLE,
  flag,
  nn,
  zero,
  emptyText,
  ref,
  surrogateKey,
} from "./columns.ts";

/** Products: their texts, prices and price history, variants, attribute values and categories; product groups and their items. */
export async function createProducts(db: Kysely<unknown>, sqlite: boolean): Promise<void> {
  const id = surrogateKey(sqlite);

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
}
