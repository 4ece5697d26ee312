/**
 * The back office's reads of the catalogue (issue 31, item 6): the product list (searched by
 * name in the base language or by code, filtered to active, archived or low-stock products,
 * newest first and paged by id, so the last page of 100,000 products costs what the first
 * does), one product with its prices and variants, and the whole catalogue as a catalogue
 * import compares it (a fixed number of queries, whatever its size). Removed products are
 * never shown.
 */
import { sql } from "kysely";
import type { Executor } from "../../db/transaction";

export type ProductState = "active" | "archived" | "low";

export interface CatalogueFilter {
  q?: string | undefined;
  state?: ProductState | undefined;
  /** Low stock: at most this many pieces. */
  lowMax: number;
}

export interface CatalogueListRow {
  id: number;
  code: string;
  name: string | null;
  brutto: number | null;
  total_stock: number;
  archived: number;
  has_variants: number;
}

export async function findCatalogueProducts(
  db: Executor,
  lang: string,
  filter: CatalogueFilter,
  before: number | null,
  limit: number,
): Promise<CatalogueListRow[]> {
  let query = db
    .selectFrom("products as p")
    .leftJoin("product_i18n as t", (j) =>
      j.onRef("t.product_id", "=", "p.id").on("t.lang", "=", lang),
    )
    .leftJoin("product_prices as r", (j) =>
      j.onRef("r.product_id", "=", "p.id").on("r.lang", "=", lang),
    )
    .select([
      "p.id",
      "p.code",
      "t.name",
      "r.brutto",
      "p.total_stock",
      "p.archived",
      "p.has_variants",
    ])
    .where("p.removed_at", "is", null);
  if (filter.state === "active") query = query.where("p.archived", "=", 0);
  if (filter.state === "archived") query = query.where("p.archived", "=", 1);
  if (filter.state === "low")
    query = query.where("p.archived", "=", 0).where("p.total_stock", "<=", filter.lowMax);
  const q = filter.q?.trim().toLowerCase();
  if (q) {
    const like = sql<string>`${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`;
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`lower(p.code)`, "like", like),
        eb(sql<string>`lower(t.name)`, "like", like),
      ]),
    );
  }
  if (before !== null) query = query.where("p.id", "<", before);
  return query.orderBy("p.id", "desc").limit(limit).execute();
}

/** One live product with its names, price rows and variants, or null. */
export async function productForEdit(db: Executor, id: number) {
  const product = await db
    .selectFrom("products")
    .select(["id", "code", "archived", "has_variants", "total_stock"])
    .where("id", "=", id)
    .where("removed_at", "is", null)
    .executeTakeFirst();
  if (!product) return null;
  const [names, prices, variants] = await Promise.all([
    db
      .selectFrom("product_i18n")
      .select(["lang", "name", "url"])
      .where("product_id", "=", id)
      .execute(),
    db.selectFrom("product_prices").selectAll().where("product_id", "=", id).execute(),
    db
      .selectFrom("variants")
      .select(["id", "hash", "attributes", "count", "locked"])
      .where("product_id", "=", id)
      .orderBy("sort_order")
      .orderBy("id")
      .execute(),
  ]);
  return { ...product, names, prices, variants };
}

/** The whole live catalogue, as flat rows, for an import's comparison and the export. */
export async function catalogueRows(db: Executor) {
  const live = (table: "product_i18n" | "product_prices" | "product_categories") =>
    db
      .selectFrom(table)
      .innerJoin("products", "products.id", `${table}.product_id`)
      .where("products.removed_at", "is", null);
  const [products, names, prices, categories, categoryUrls, counts] = await Promise.all([
    db
      .selectFrom("products")
      .select(["id", "code", "archived", "has_variants", "total_stock"])
      .where("removed_at", "is", null)
      .orderBy("id")
      .execute(),
    live("product_i18n")
      .select(["product_i18n.product_id", "product_i18n.lang", "product_i18n.name"])
      .execute(),
    live("product_prices")
      .select(["product_prices.product_id", "product_prices.lang", "product_prices.brutto"])
      .execute(),
    live("product_categories")
      .select(["product_categories.product_id", "product_categories.category_id"])
      .where("product_categories.direct", "=", 1)
      .execute(),
    db.selectFrom("category_i18n").select(["category_id", "url"]).execute(),
    db
      .selectFrom("variants")
      .select((eb) => ["product_id", eb.fn.sum<number>("count").as("count")])
      .groupBy("product_id")
      .execute(),
  ]);
  return { products, names, prices, categories, categoryUrls, counts };
}

/** The price rows of `productIds` (for repricing them), in chunks of 500. */
export async function priceRowsOf(db: Executor, productIds: readonly number[]) {
  const rows = [];
  for (let i = 0; i < productIds.length; i += 500)
    rows.push(
      ...(await db
        .selectFrom("product_prices")
        .select(["product_id", "lang", "vat", "discount", "variants"])
        .where("product_id", "in", productIds.slice(i, i + 500))
        .execute()),
    );
  return rows;
}
