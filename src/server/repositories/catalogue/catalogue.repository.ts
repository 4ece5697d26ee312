/**
 * Catalogue reference data: categories (tree and per-language texts),
 * attributes with their values, and manufacturers.
 */
import type { Kysely } from "kysely";
import type {
  Attribute,
  CategoryRef,
  Manufacturer,
} from "../../../domain/catalogue/catalogue.types";
import { isDbId } from "../../../domain/shop/ids";
import { parseJson } from "../../db/json";
import type { Database } from "../../db/schema";

type Db = Kysely<Database>;

export async function loadCategories(db: Db): Promise<CategoryRef[]> {
  const [rows, texts] = await Promise.all([
    db.selectFrom("categories").selectAll().orderBy("sort_order").orderBy("id").execute(),
    db.selectFrom("category_i18n").select(["category_id", "lang", "name", "url"]).execute(),
  ]);
  const byId = new Map<number, CategoryRef>();
  for (const row of rows) {
    byId.set(row.id, {
      _id: String(row.id),
      parentId: row.parent_id === null ? null : String(row.parent_id),
      order: row.sort_order,
      name: {},
      url: {},
      hierarchy: parseJson<string[]>(row.hierarchy, [String(row.id)]),
      menuHidden: row.menu_hidden === 1,
    });
  }
  for (const t of texts) {
    const c = byId.get(t.category_id);
    if (!c) continue;
    c.name[t.lang] = t.name;
    c.url[t.lang] = t.url;
  }
  return [...byId.values()];
}

export interface CategoryTexts {
  id: number;
  name: string;
  url: string;
  description: string;
  description2: string;
}

export async function findCategoryByUrl(
  db: Db,
  lang: string,
  url: string,
): Promise<CategoryTexts | null> {
  const row = await db
    .selectFrom("category_i18n")
    .select(["category_id as id", "name", "url", "description", "description2"])
    .where("lang", "=", lang)
    .where("url", "=", url)
    .executeTakeFirst();
  return row ?? null;
}

export async function findCategoryTexts(
  db: Db,
  lang: string,
  id: number,
): Promise<CategoryTexts | null> {
  if (!isDbId(id)) return null;
  const row = await db
    .selectFrom("category_i18n")
    .select(["category_id as id", "name", "url", "description", "description2"])
    .where("lang", "=", lang)
    .where("category_id", "=", id)
    .executeTakeFirst();
  return row ?? null;
}

export async function loadAttributes(db: Db): Promise<Attribute[]> {
  const [attrs, attrTexts, values, valueTexts] = await Promise.all([
    db.selectFrom("attributes").selectAll().orderBy("sort_order").execute(),
    db.selectFrom("attribute_i18n").selectAll().execute(),
    db.selectFrom("attribute_values").selectAll().orderBy("sort_order").orderBy("id").execute(),
    db.selectFrom("attribute_value_i18n").selectAll().execute(),
  ]);
  const byId = new Map<number, Attribute>();
  for (const a of attrs) {
    byId.set(a.id, { _id: String(a.id), name: {}, type: a.type as Attribute["type"], values: [] });
  }
  for (const t of attrTexts) {
    const a = byId.get(t.attribute_id);
    if (a) a.name[t.lang] = t.name;
  }
  const valueById = new Map<number, Attribute["values"][number]>();
  for (const v of values) {
    const value: Attribute["values"][number] = {
      id: String(v.id),
      text: {},
      number: v.number ?? undefined,
      image: v.image ?? v.color ?? undefined,
    };
    valueById.set(v.id, value);
    byId.get(v.attribute_id)?.values.push(value);
  }
  for (const t of valueTexts) {
    const v = valueById.get(t.value_id);
    if (v) v.text[t.lang] = t.text;
  }
  return [...byId.values()];
}

export async function loadManufacturers(db: Db): Promise<Manufacturer[]> {
  const [rows, texts] = await Promise.all([
    db.selectFrom("manufacturers").select("id").orderBy("sort_order").execute(),
    db.selectFrom("manufacturer_i18n").select(["manufacturer_id", "lang", "name", "url"]).execute(),
  ]);
  const byId = new Map<number, Manufacturer>(
    rows.map((r) => [r.id, { _id: String(r.id), name: {}, url: {} }]),
  );
  for (const t of texts) {
    const m = byId.get(t.manufacturer_id);
    if (!m) continue;
    m.name[t.lang] = t.name;
    if (m.url) m.url[t.lang] = t.url;
  }
  return [...byId.values()];
}
