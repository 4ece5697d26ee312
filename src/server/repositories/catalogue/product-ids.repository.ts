/**
 * Product id queries: a paged listing of a category subtree, group or
 * manufacturer straight from the database, and full-text search.
 */
import { sql, type Kysely } from "kysely";
import type { ListingSort } from "../../../contracts/listing.types";
import { engineOf } from "../../db/engine";
import { foldSearchText } from "../../db/fts";
import type { Database } from "../../db/schema";

type Db = Kysely<Database>;

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
 * The same words as a PostgreSQL `tsquery`: every word a prefix, all of them required. Only
 * letters and digits survive, so the text cannot carry `tsquery` syntax.
 */
export function toTsQuery(text: string): string | null {
  const words = foldSearchText(text.toLowerCase())
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
  if (words.length === 0) return null;
  return words.map((w) => `${w}:*`).join(" & ");
}

/**
 * Full-text search over names, codes and descriptions in one language. The
 * best-ranked matches (names and codes weighted up) are picked inside the
 * search table first, and only those candidates are joined with products to
 * drop removed ones and put archived ones last, so a common word over 100k
 * products does not join thousands of rows. SQLite ranks with FTS5's bm25,
 * PostgreSQL with ts_rank over the weighted tsvector (migration 006), divided by
 * 1 + log(document length), as bm25 favours short documents: both find the same
 * products, and the seeded Polish searches come out in the same order.
 */
export async function searchProductIds(
  db: Db,
  lang: string,
  text: string,
  limit: number,
): Promise<number[]> {
  const candidates = limit * 4 + 20;
  if (engineOf(db) === "postgres") {
    const query = toTsQuery(text);
    if (!query) return [];
    const rows = await sql<{ product_id: number }>`
      select c.product_id as product_id
      from (
        select f.product_id as product_id, ts_rank('{0.1, 0.2, 0.8, 1.0}', f.doc, q.q, 1) as score
        from product_fts f,
          (select to_tsquery(storefront_search_config(${lang}), storefront_unaccent(${query})) as q) q
        where f.lang = ${lang} and f.doc @@ q.q
        order by score desc, f.product_id
        limit ${candidates}
      ) c
      join products p on p.id = c.product_id
      where p.removed_at is null
      order by p.archived asc, c.score desc, c.product_id
      limit ${limit}
    `.execute(db);
    return rows.rows.map((r) => Number(r.product_id));
  }
  const query = toFtsQuery(text);
  if (!query) return [];
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
