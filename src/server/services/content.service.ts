/** Content (info) pages at `/s/{url}`, with the page's url in every language for language links. */
import { getDb } from "../db/client";

export interface ContentPage {
  key: string;
  title: string;
  html: string;
  /** Url of the same page per language. */
  urls: Record<string, string>;
}

export async function getContentPage(lang: string, url: string): Promise<ContentPage | null> {
  const db = await getDb();
  const page = await db
    .selectFrom("content_pages")
    .select(["page_key", "title", "html"])
    .where("lang", "=", lang)
    .where("url", "=", url)
    .executeTakeFirst();
  if (!page) return null;
  const siblings = await db
    .selectFrom("content_pages")
    .select(["lang", "url"])
    .where("page_key", "=", page.page_key)
    .execute();
  return {
    key: page.page_key,
    title: page.title,
    html: page.html,
    urls: Object.fromEntries(siblings.map((s) => [s.lang, s.url])),
  };
}
