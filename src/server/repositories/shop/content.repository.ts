/** Queries on `content_pages`: the owner's info pages, one row per page and language. */
import type { Executor } from "../../db/transaction.ts";

/** The page at `url` in `lang`: its key (shared by its languages), title and HTML. */
export async function findContentPage(
  db: Executor,
  lang: string,
  url: string,
): Promise<{ page_key: string; title: string; html: string } | undefined> {
  return db
    .selectFrom("content_pages")
    .select(["page_key", "title", "html"])
    .where("lang", "=", lang)
    .where("url", "=", url)
    .executeTakeFirst();
}

/** The urls of a page, one per language it has. */
export async function contentPageUrls(
  db: Executor,
  key: string,
): Promise<{ lang: string; url: string }[]> {
  return db
    .selectFrom("content_pages")
    .select(["lang", "url"])
    .where("page_key", "=", key)
    .execute();
}

/** Every page's title and url in `lang` (the search matches their titles; a handful of rows). */
export async function contentPageTitles(
  db: Executor,
  lang: string,
): Promise<{ page_key: string; title: string; url: string }[]> {
  return db
    .selectFrom("content_pages")
    .select(["page_key", "title", "url"])
    .where("lang", "=", lang)
    .orderBy("page_key")
    .execute();
}
