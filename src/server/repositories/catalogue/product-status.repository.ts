/**
 * What is asked of products without loading them (products.repository.ts loads them): which
 * still exist, what a removed or archived one was, a product's name in a language.
 */
import type { Executor } from "../../db/transaction.ts";

/** Those of `ids` that name a product not removed, and whether each is archived. */
export async function liveProductIds(
  db: Executor,
  ids: readonly number[],
): Promise<{ id: number; archived: boolean }[]> {
  const rows = await db
    .selectFrom("products")
    .select(["id", "archived"])
    .where("id", "in", ids)
    .where("removed_at", "is", null)
    .execute();
  return rows.map((r) => ({ id: r.id, archived: r.archived === 1 }));
}

/** Whether the product `id` exists and is not removed. */
export async function isLiveProduct(db: Executor, id: number): Promise<boolean> {
  const row = await db
    .selectFrom("products")
    .select("id")
    .where("id", "=", id)
    .where("removed_at", "is", null)
    .executeTakeFirst();
  return row !== undefined;
}

/** A product's state and its name in `lang` (null without one), removed and archived ones too. */
export async function productState(
  db: Executor,
  id: number,
  lang: string,
): Promise<
  | {
      id: number;
      removed_at: string | null;
      archived: number;
      main_category_id: number | null;
      name: string | null;
    }
  | undefined
> {
  return db
    .selectFrom("products as p")
    .leftJoin("product_i18n as t", (j) =>
      j.onRef("t.product_id", "=", "p.id").on("t.lang", "=", lang),
    )
    .select(["p.id", "p.removed_at", "p.archived", "p.main_category_id", "t.name"])
    .where("p.id", "=", id)
    .executeTakeFirst();
}

/** A product's name in `lang`, if it has texts in that language. */
export async function productName(
  db: Executor,
  id: number,
  lang: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("product_i18n")
    .select("name")
    .where("product_id", "=", id)
    .where("lang", "=", lang)
    .executeTakeFirst();
  return row?.name;
}
