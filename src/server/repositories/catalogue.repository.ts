/**
 * Catalogue queries other than product assembly: categories, attributes,
 * manufacturers, groups, category listings, full-text search and opinions.
 */
import { sql, type Kysely } from "kysely";
import type { Attribute, CategoryRef, Manufacturer } from "../../domain/catalogue.types";
import { foldSearchText } from "../db/fts";
import { parseJson } from "../db/json";
import type { Database } from "../db/schema";

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

export type ListingSort = "auto" | "newest" | "price_asc" | "price_desc";

export interface ListingQuery {
  lang: string;
  categoryId?: number | undefined;
  groupId?: number | undefined;
  manufacturerId?: number | undefined;
  productIds?: number[] | undefined;
  sort: ListingSort;
  offset: number;
  limit: number;
  includeArchived?: boolean | undefined;
}

export interface ListingResult {
  ids: number[];
  total: number;
}

/** Product ids of a listing (category subtree, group or manufacturer), paged. */
export async function listProductIds(db: Db, q: ListingQuery): Promise<ListingResult> {
  let base = db
    .selectFrom("products as p")
    .innerJoin("product_prices as pr", (j) =>
      j.onRef("pr.product_id", "=", "p.id").on("pr.lang", "=", q.lang),
    )
    .where("p.removed_at", "is", null);
  if (!q.includeArchived) base = base.where("p.archived", "=", 0);
  if (q.categoryId !== undefined) {
    const categoryId = q.categoryId;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom("product_categories as pc")
          .select("pc.product_id")
          .whereRef("pc.product_id", "=", "p.id")
          .where("pc.category_id", "=", categoryId),
      ),
    );
  }
  if (q.manufacturerId !== undefined) base = base.where("p.manufacturer_id", "=", q.manufacturerId);
  if (q.groupId !== undefined) {
    const groupId = q.groupId;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom("group_items as gi")
          .select("gi.product_id")
          .whereRef("gi.product_id", "=", "p.id")
          .where("gi.group_id", "=", groupId),
      ),
    );
  }
  if (q.productIds) base = base.where("p.id", "in", q.productIds.length > 0 ? q.productIds : [-1]);

  let page = base.select("p.id");
  switch (q.sort) {
    case "newest":
      page = page.orderBy("p.created_at", "desc");
      break;
    case "price_asc":
      page = page.orderBy("pr.sort_price", "asc");
      break;
    case "price_desc":
      page = page.orderBy("pr.sort_price", "desc");
      break;
    default:
      page = page.orderBy("p.idx", "asc");
  }
  page = page.orderBy("p.id", "asc");
  const [rows, count] = await Promise.all([
    page.limit(q.limit).offset(q.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst(),
  ]);
  return { ids: rows.map((r) => r.id), total: Number(count?.n ?? 0) };
}

/**
 * Turns free text into an FTS5 query: each word becomes a quoted prefix term
 * (`"wor"*`) and all must match. Quotes and operators in the input are
 * neutralised, so any input is safe. Returns null when nothing searchable remains.
 */
export function toFtsQuery(text: string): string | null {
  const words = foldSearchText(text.toLowerCase())
    .replace(/["*^():{}[\]]/g, " ")
    .split(/[\s,;]+/)
    .map((w) => w.trim())
    .filter((w) => w.length > 0)
    .slice(0, 8);
  if (words.length === 0) return null;
  return words.map((w) => `"${w.replace(/"/g, "")}"*`).join(" ");
}

/**
 * Full-text search over names, codes and descriptions in one language. The
 * best-ranked matches (bm25, names and codes weighted up) are picked inside
 * the FTS table first, and only those candidates are joined with products to
 * drop removed ones and put archived ones last, so a common word over 100k
 * products does not join thousands of rows.
 */
export async function searchProductIds(
  db: Db,
  lang: string,
  text: string,
  limit: number,
): Promise<number[]> {
  const query = toFtsQuery(text);
  if (!query) return [];
  const candidates = limit * 4 + 20;
  const rows = await sql<{ product_id: number }>`
    select c.product_id as product_id
    from (
      select f.product_id as product_id, bm25(product_fts, 10.0, 8.0, 1.0) as score
      from product_fts f
      where product_fts match ${query} and f.lang = ${lang}
      order by score
      limit ${candidates}
    ) c
    join products p on p.id = c.product_id
    where p.removed_at is null
    order by p.archived asc, c.score
    limit ${limit}
  `.execute(db);
  return rows.rows.map((r) => Number(r.product_id));
}

export interface OpinionRow {
  id: number;
  author_name: string;
  rating: number;
  text: string;
  verified: number;
  created_at: string;
  product_id: number;
  lang: string;
}

export async function loadOpinions(
  db: Db,
  productId: number,
  options: { lang?: string | undefined; offset: number; limit: number },
): Promise<{ rows: OpinionRow[]; counts: Record<string, number>; total: number; average: number }> {
  let base = db.selectFrom("opinions").where("product_id", "=", productId);
  if (options.lang) base = base.where("lang", "=", options.lang);
  const [rows, counts] = await Promise.all([
    base
      .select([
        "id",
        "author_name",
        "rating",
        "text",
        "verified",
        "created_at",
        "product_id",
        "lang",
      ])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    base
      .select(["rating", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("rating")
      .execute(),
  ]);
  const countMap: Record<string, number> = { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 };
  let total = 0;
  let sum = 0;
  for (const c of counts) {
    const n = Number(c.n);
    countMap[String(c.rating)] = n;
    total += n;
    sum += n * c.rating;
  }
  return {
    rows,
    counts: countMap,
    total,
    average: total === 0 ? 0 : Math.round((sum / total) * 10) / 10,
  };
}
