/**
 * Reads for the in-memory listing index (services/listing/listing-index.ts):
 * a few narrow full-table reads, done once per catalogue change, and the
 * attribute metadata the filters panel shows, on either engine.
 */
import type { Kysely } from "kysely";
import { readColumns } from "../../db/client";
import type { FacetAttributeDisplay, FacetAttributeType } from "../../../contracts/listing.types";
import type { PerLang } from "../../../domain/catalogue/catalogue.types";
import type { Database } from "../../db/schema";
import type { IndexRows } from "../../services/listing/listing-index";

type Db = Kysely<Database>;

type Cell = number | string | null;

/**
 * Reads the index's columns as arrays (db/client.ts `readColumns`: SQLite prepared statements or `pg` array rows):
 * about 0.5 s for 100k products on SQLite, where building row objects through Kysely
 * takes ten times longer. Plain SQL that both engines run alike.
 */
export async function loadIndexRows(): Promise<IndexRows> {
  const num = (c: Cell | undefined) => Number(c ?? 0);
  const [products, prices, categories, attributes, groups] = await Promise.all([
    readColumns(
      `select id, manufacturer_id,
         case when archived = 0 and removed_at is null then 1 else 0 end, preorder,
         total_stock, idx, created_at
       from products order by id`,
    ),
    readColumns("select product_id, lang, sort_price, wholesale_brutto, vat from product_prices"),
    readColumns("select product_id, category_id from product_categories"),
    readColumns("select product_id, attribute_id, value_id from product_attributes"),
    readColumns("select product_id, group_id from group_items"),
  ]);
  return {
    products: products.map((r) => ({
      id: num(r[0]),
      manufacturerId: r[1] === null ? null : num(r[1]),
      visible: num(r[2]) === 1,
      preorder: num(r[3]) === 1,
      stock: num(r[4]),
      idx: num(r[5]),
      createdAt: String(r[6] ?? ""),
    })),
    prices: prices.map((r) => ({
      productId: num(r[0]),
      lang: String(r[1]),
      sortPrice: num(r[2]),
      wholesalePrice: r[3] === null || r[3] === undefined ? null : num(r[3]),
      vat: num(r[4]),
    })),
    categories: categories.map((r) => ({
      productId: num(r[0]),
      categoryId: num(r[1]),
    })),
    attributes: attributes.map((r) => ({
      productId: num(r[0]),
      attributeId: num(r[1]),
      valueId: num(r[2]),
    })),
    groups: groups.map((r) => ({
      productId: num(r[0]),
      groupId: num(r[1]),
    })),
  };
}

/** Ids of the live set creators (their listed price is computed: listing-creators.ts). */
export async function loadCreatorIds(): Promise<number[]> {
  const rows = await readColumns(
    "select id from products where type = 'set_creator' and removed_at is null order by id",
  );
  return rows.map((r) => Number(r[0]));
}

export interface FacetAttribute {
  id: number;
  type: FacetAttributeType;
  display: FacetAttributeDisplay;
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
