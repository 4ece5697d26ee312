/**
 * Reads for the in-memory listing index (services/listing-index.ts): a few
 * narrow full-table reads, done once per catalogue change, and the attribute
 * metadata the filters panel shows.
 */
import { sql, type Kysely } from "kysely";
import type { PerLang } from "../../domain/catalogue.types";
import type { Database } from "../db/schema";
import type { IndexRows } from "../services/listing-index";

type Db = Kysely<Database>;

export async function loadIndexRows(db: Db): Promise<IndexRows> {
  const [products, prices, categories, attributes, groups] = await Promise.all([
    db
      .selectFrom("products")
      .select([
        "id",
        "manufacturer_id",
        "archived",
        sql<number>`removed_at is not null`.as("removed"),
        "preorder",
        "total_stock",
        "idx",
        "created_at",
      ])
      .execute(),
    db.selectFrom("product_prices").select(["product_id", "lang", "sort_price"]).execute(),
    db.selectFrom("product_categories").select(["product_id", "category_id"]).execute(),
    db
      .selectFrom("product_attributes")
      .select(["product_id", "attribute_id", "value_id"])
      .execute(),
    db.selectFrom("group_items").select(["product_id", "group_id"]).execute(),
  ]);
  return {
    products: products.map((p) => ({
      id: p.id,
      manufacturerId: p.manufacturer_id,
      visible: p.archived === 0 && Number(p.removed) === 0,
      preorder: p.preorder === 1,
      stock: p.total_stock,
      idx: p.idx,
      createdAt: p.created_at,
    })),
    prices: prices.map((p) => ({ productId: p.product_id, lang: p.lang, sortPrice: p.sort_price })),
    categories: categories.map((c) => ({ productId: c.product_id, categoryId: c.category_id })),
    attributes: attributes.map((a) => ({
      productId: a.product_id,
      attributeId: a.attribute_id,
      valueId: a.value_id,
    })),
    groups: groups.map((g) => ({ productId: g.product_id, groupId: g.group_id })),
  };
}

export interface FacetAttribute {
  id: number;
  type: "text" | "number" | "image";
  display: "list" | "dropdown";
  name: PerLang<string>;
  values: { id: number; text: PerLang<string>; image: string | null; color: string | null }[];
}

export async function loadFacetAttributes(db: Db): Promise<FacetAttribute[]> {
  const [attrs, attrTexts, values, valueTexts] = await Promise.all([
    db.selectFrom("attributes").selectAll().orderBy("sort_order").orderBy("id").execute(),
    db.selectFrom("attribute_i18n").selectAll().execute(),
    db.selectFrom("attribute_values").selectAll().orderBy("sort_order").orderBy("id").execute(),
    db.selectFrom("attribute_value_i18n").selectAll().execute(),
  ]);
  const byId = new Map<number, FacetAttribute>();
  for (const a of attrs) {
    byId.set(a.id, {
      id: a.id,
      type: a.type === "number" || a.type === "image" ? a.type : "text",
      display: a.display === "dropdown" ? "dropdown" : "list",
      name: {},
      values: [],
    });
  }
  for (const t of attrTexts) {
    const a = byId.get(t.attribute_id);
    if (a) a.name[t.lang] = t.name;
  }
  const valueById = new Map<number, FacetAttribute["values"][number]>();
  for (const v of values) {
    const value = { id: v.id, text: {}, image: v.image, color: v.color };
    valueById.set(v.id, value);
    byId.get(v.attribute_id)?.values.push(value);
  }
  for (const t of valueTexts) {
    const v = valueById.get(t.value_id);
    if (v) v.text[t.lang] = t.text;
  }
  return [...byId.values()];
}
