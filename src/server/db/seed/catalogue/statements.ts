/** The prepared statements a product's rows are written with, one per table. */
import type { DatabaseSync } from "node:sqlite";
import { insert } from "./sql.ts";

export type ProductStatements = ReturnType<typeof productStatements>;

/** Prepares the inserts of products and the rows that belong to them. */
export function productStatements(raw: DatabaseSync) {
  return {
    product: insert(raw, "products", [
      "id",
      "type",
      "code",
      "code2",
      "product_code",
      "product_code2",
      "manufacturer_id",
      "main_category_id",
      "archived",
      "preorder",
      "created_at",
      "idx",
      "smart_idx",
      "removed_at",
      "main_image",
      "images",
      "unit",
      "priced_unit",
      "lang_vat",
      "options",
      "badges",
      "personalization",
      "components",
      "linked",
      "advanced_options",
      "additional_description",
      "total_stock",
      "has_variants",
    ]),
    i18n: insert(raw, "product_i18n", ["product_id", "lang", "name", "url", "description"]),
    price: insert(raw, "product_prices", [
      "product_id",
      "lang",
      "brutto",
      "netto",
      "vat",
      "discount",
      "discount_brutto",
      "discount_netto",
      "historical_brutto",
      "historical_netto",
      "divide_per_package",
      "variants",
      "custom_rules",
      "wholesale_brutto",
      "wholesale_netto",
      "sort_price",
    ]),
    history: insert(raw, "price_history", ["product_id", "lang", "stamp", "val"]),
    variant: insert(raw, "variants", [
      "product_id",
      "hash",
      "attributes",
      "count",
      "locked",
      "weight",
      "images",
      "sort_order",
    ]),
    attr: insert(raw, "product_attributes", [
      "product_id",
      "attribute_id",
      "value_id",
      "is_variant",
    ]),
    cat: insert(raw, "product_categories", ["product_id", "category_id", "direct"]),
    fts: insert(raw, "product_fts", ["name", "codes", "body", "lang", "product_id"]),
  };
}
