/**
 * The back office's writes to the catalogue (issue 31, item 6), each for one product and meant
 * to run inside the caller's transaction: a language's list price (with a price-history point),
 * a variant's stock (and the product's denormalised total), the archived flag, the code, a
 * name (and its search row), the directly assigned categories (with their ancestors), and the
 * catalogue timestamp every shop cache keys on.
 */
import { sql } from "kysely";
import type { NewListPrice } from "../../../domain/catalogue-import/list-price";
import { engineOf } from "../../db/engine";
import { parseJson } from "../../db/json";
import type { Executor } from "../../db/transaction";

export async function writeListPrice(
  db: Executor,
  productId: number,
  lang: string,
  price: NewListPrice,
  stamp: number,
): Promise<void> {
  await db
    .updateTable("product_prices")
    .set({
      brutto: price.brutto,
      netto: price.netto,
      discount_brutto: price.discountBrutto,
      discount_netto: price.discountNetto,
      sort_price: price.sortPrice,
    })
    .where("product_id", "=", productId)
    .where("lang", "=", lang)
    .execute();
  await db
    .insertInto("price_history")
    .values({ product_id: productId, lang, stamp, val: price.paid })
    .execute();
}

/** Sets a variant's pieces (by its id, or the one variant of a product without variants). */
export async function writeStock(
  db: Executor,
  productId: number,
  variant: { id: number } | { hash: string },
  count: number,
): Promise<boolean> {
  let update = db.updateTable("variants").set({ count }).where("product_id", "=", productId);
  update =
    "id" in variant ? update.where("id", "=", variant.id) : update.where("hash", "=", variant.hash);
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await db
    .updateTable("products")
    .set({
      total_stock: sql<number>`(select coalesce(sum(case when count > locked then count - locked else 0 end), 0) from variants where product_id = ${productId})`,
    })
    .where("id", "=", productId)
    .execute();
  return true;
}

export async function writeArchived(db: Executor, productId: number, archived: boolean) {
  await db
    .updateTable("products")
    .set({ archived: archived ? 1 : 0 })
    .where("id", "=", productId)
    .execute();
}

export async function writeCode(db: Executor, productId: number, code: string): Promise<void> {
  await db.updateTable("products").set({ code }).where("id", "=", productId).execute();
}

/** A product's name in a language it has a page in. */
export async function writeName(db: Executor, productId: number, lang: string, name: string) {
  await db
    .updateTable("product_i18n")
    .set({ name })
    .where("product_id", "=", productId)
    .where("lang", "=", lang)
    .execute();
}

/**
 * Where the search rows of `productIds` are: "id:lang" → SQLite's rowid (its FTS5 table cannot
 * look a product up by id, so one pass finds them all); empty on PostgreSQL, whose rows are
 * found by their key.
 */
export async function searchRowIds(db: Executor, productIds: number[]) {
  const found = new Map<string, number>();
  if (engineOf(db) !== "sqlite" || productIds.length === 0) return found;
  for (let i = 0; i < productIds.length; i += 500) {
    const ids = productIds.slice(i, i + 500);
    const rows = await sql<{ rowid: number; product_id: number; lang: string }>`
      select rowid, product_id, lang from product_fts
      where product_id in (${sql.join(ids)})`.execute(db);
    for (const r of rows.rows) found.set(`${r.product_id}:${r.lang}`, Number(r.rowid));
  }
  return found;
}

/** Updates a search row's name or replaces a code in its codes. */
export async function writeSearchRow(
  db: Executor,
  row: { rowid: number } | { productId: number; lang: string },
  set: { name: string } | { codeFrom: string; codeTo: string },
): Promise<void> {
  const value =
    "name" in set
      ? sql`name = ${set.name}`
      : sql`codes = replace(codes, ${set.codeFrom}, ${set.codeTo})`;
  const where =
    "rowid" in row
      ? sql`rowid = ${row.rowid}`
      : sql`product_id = ${row.productId} and lang = ${row.lang}`;
  await sql`update product_fts set ${value} where ${where}`.execute(db);
}

/** Assigns exactly `categoryIds` directly (and their ancestors implied); keeps a main one. */
export async function writeCategories(db: Executor, productId: number, categoryIds: number[]) {
  const hierarchies =
    categoryIds.length === 0
      ? []
      : await db
          .selectFrom("categories")
          .select(["id", "hierarchy"])
          .where("id", "in", categoryIds)
          .execute();
  const rows = new Map<number, 0 | 1>();
  for (const c of hierarchies)
    for (const h of parseJson<string[]>(c.hierarchy, []))
      if (!rows.has(Number(h))) rows.set(Number(h), 0);
  for (const id of categoryIds) rows.set(id, 1);
  await db.deleteFrom("product_categories").where("product_id", "=", productId).execute();
  if (rows.size > 0)
    await db
      .insertInto("product_categories")
      .values(
        [...rows].map(([category_id, direct]) => ({ product_id: productId, category_id, direct })),
      )
      .execute();
  const product = await db
    .selectFrom("products")
    .select("main_category_id")
    .where("id", "=", productId)
    .executeTakeFirst();
  const main = product?.main_category_id ?? null;
  if (main === null || !categoryIds.includes(main))
    await db
      .updateTable("products")
      .set({ main_category_id: categoryIds[0] ?? null })
      .where("id", "=", productId)
      .execute();
}

/** Marks the catalogue changed at `now` (epoch ms): caches keyed on it are dropped. */
export async function touchCatalogue(db: Executor, now: Date): Promise<void> {
  const value = JSON.stringify(now.getTime());
  const updatedAt = now.toISOString();
  await db
    .insertInto("settings")
    .values({ key: "productsTimestamp", value, updated_at: updatedAt })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: updatedAt }))
    .execute();
}
