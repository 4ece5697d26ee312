/**
 * What the content editor's product picker reads (issue 44, item 12): every product group and
 * manufacturer with its name and url in every language, and the code and name of live products
 * by id. (Searching products by name or code is admin-catalogue.repository.ts's, a group's or
 * manufacturer's products in the order its page lists them product-ids.repository.ts's.)
 */
import type { Executor } from "../../db/transaction";

export interface CollectionRow {
  id: number;
  lang: string;
  name: string;
  url: string;
}

/** Every product group's texts, in the shop's order. */
export async function groupRows(db: Executor): Promise<CollectionRow[]> {
  return db
    .selectFrom("product_groups as g")
    .innerJoin("product_group_i18n as t", "t.group_id", "g.id")
    .select(["g.id", "t.lang", "t.name", "t.url"])
    .orderBy("g.sort_order")
    .orderBy("g.id")
    .execute();
}

/** Every manufacturer's texts, in the shop's order. */
export async function manufacturerRows(db: Executor): Promise<CollectionRow[]> {
  return db
    .selectFrom("manufacturers as m")
    .innerJoin("manufacturer_i18n as t", "t.manufacturer_id", "m.id")
    .select(["m.id", "t.lang", "t.name", "t.url"])
    .orderBy("m.sort_order")
    .orderBy("m.id")
    .execute();
}

/** The code and name (in `lang`) of the live products among `ids`. */
export async function productSummaries(
  db: Executor,
  lang: string,
  ids: readonly number[],
): Promise<{ id: number; code: string; name: string | null; archived: number }[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom("products as p")
    .leftJoin("product_i18n as t", (j) =>
      j.onRef("t.product_id", "=", "p.id").on("t.lang", "=", lang),
    )
    .select(["p.id", "p.code", "t.name", "p.archived"])
    .where("p.id", "in", [...ids])
    .where("p.removed_at", "is", null)
    .execute();
}
