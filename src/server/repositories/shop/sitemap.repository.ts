/**
 * Every indexable page's path per language, for the sitemaps: categories,
 * product groups, manufacturers, listed products (not archived, not removed)
 * and content pages, each with its paths in the other languages.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** One page: its path per language (`/p/kubek`, `/p/mug`...). */
export type PagePaths = Record<string, string>;

function group(
  rows: readonly { id: number | string; lang: string; url: string }[],
  prefix: string,
) {
  const pages = new Map<number | string, PagePaths>();
  for (const row of rows) {
    if (!row.url) continue;
    const paths = pages.get(row.id) ?? {};
    paths[row.lang] = `${prefix}${row.url}`;
    pages.set(row.id, paths);
  }
  return [...pages.values()];
}

export async function indexablePages(db: Kysely<Database>): Promise<PagePaths[]> {
  const [categories, groups, makers, products, content] = await Promise.all([
    db
      .selectFrom("category_i18n")
      .select(["category_id as id", "lang", "url"])
      .orderBy("category_id")
      .execute(),
    db
      .selectFrom("product_group_i18n")
      .select(["group_id as id", "lang", "url"])
      .orderBy("group_id")
      .execute(),
    db
      .selectFrom("manufacturer_i18n")
      .select(["manufacturer_id as id", "lang", "url"])
      .orderBy("manufacturer_id")
      .execute(),
    db
      .selectFrom("product_i18n as i")
      .innerJoin("products as p", "p.id", "i.product_id")
      .where("p.archived", "=", 0)
      .where("p.removed_at", "is", null)
      .select(["i.product_id as id", "i.lang", "i.url"])
      .orderBy("i.product_id")
      .execute(),
    db
      .selectFrom("content_pages")
      .select(["page_key as id", "lang", "url"])
      .orderBy("page_key")
      .execute(),
  ]);
  return [
    ...group(categories, "/c/"),
    ...group(groups, "/g/"),
    ...group(makers, "/m/"),
    ...group(products, "/p/"),
    ...group(content, "/s/"),
  ];
}
