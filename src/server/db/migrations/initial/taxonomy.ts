/**
 * The initial schema (../001_initial.ts): categories, attributes and manufacturers.
 * Column semantics and JSON shapes are documented in ../../schema.ts.
 */
import type { Kysely } from "kysely";
import { TEXT, INT, DOUBLE, flag, nn, zero, emptyText, ref, surrogateKey } from "./columns.ts";

/** How the catalogue is classified: categories, attributes and their values, manufacturers (each with its texts per language). */
export async function createTaxonomy(db: Kysely<unknown>, sqlite: boolean): Promise<void> {
  const id = surrogateKey(sqlite);

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
}
