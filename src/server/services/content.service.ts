/**
 * Content (info) pages at `/s/{url}` and POST /api/public/site/, with the
 * page's url in every language for language links. The owner's HTML is
 * sanitised (domain/shop/owner-html.ts) before it leaves the service.
 */
import { sanitizeOwnerHtml } from "../../domain/shop/owner-html";
import { getDb } from "../db/client";
import { contentPageUrls, findContentPage } from "../repositories/shop/content.repository";
import { memo } from "./memo";

export interface ContentPage {
  key: string;
  title: string;
  html: string;
  /** Url of the same page per language. */
  urls: Record<string, string>;
}

export async function getContentPage(lang: string, url: string): Promise<ContentPage | null> {
  const db = await getDb();
  const page = await findContentPage(db, lang, url);
  if (!page) return null;
  const siblings = await contentPageUrls(db, page.page_key);
  return {
    key: page.page_key,
    title: page.title,
    html: sanitizeOwnerHtml(page.html),
    urls: Object.fromEntries(siblings.map((s) => [s.lang, s.url])),
  };
}

const pageUrls = memo(60_000, async (key: string) => {
  const rows = await contentPageUrls(await getDb(), key);
  return Object.fromEntries(rows.map((r) => [r.lang, r.url])) as Record<string, string>;
});

/** The address of a content page by its key in a language (e.g. the privacy policy), or null. */
export async function contentPageUrl(key: string, lang: string): Promise<string | null> {
  const url = (await pageUrls.get(key))[lang];
  return url ? `/s/${url}` : null;
}
