/**
 * Sitemaps per language (robots.txt points at the index): the home page and
 * every indexable page of that language, with its other languages' addresses
 * as hreflang alternates. Addresses are absolute, on each language's own
 * domain or path prefix of the configured origin (`SITE_URL`, `BASE_URL_<LANG>`), never the
 * request's. The page list is read once per catalogue version.
 */
import type { LangConfig } from "../../i18n/routing";
import { absoluteHref } from "../../i18n/routing";
import { sitemapChunk, sitemapFileCount, type SitemapUrl } from "../../domain/catalogue/sitemap";
import { getDb } from "../db/client";
import { indexablePages, type PagePaths } from "../repositories/shop/sitemap.repository";
import { cachedProductsTimestamp } from "./settings.service";

let cached: { timestamp: number; pages: Promise<PagePaths[]> } | null = null;

async function pages(): Promise<PagePaths[]> {
  const timestamp = await cachedProductsTimestamp();
  if (!cached || cached.timestamp !== timestamp) {
    const loading = getDb().then(indexablePages);
    cached = { timestamp, pages: loading };
    loading.catch(() => {
      cached = null;
    });
  }
  return cached.pages;
}

export interface SitemapSite {
  config: LangConfig;
}

function absolute(site: SitemapSite, lang: string, path: string): string {
  return absoluteHref(site.config, lang, path);
}

async function languageUrls(site: SitemapSite, lang: string): Promise<SitemapUrl[]> {
  const langs = site.config.langs.map((l) => l.code);
  const home: PagePaths = Object.fromEntries(langs.map((l) => [l, "/"]));
  const all = [home, ...(await pages())];
  return all
    .filter((paths) => paths[lang] !== undefined)
    .map((paths) => ({
      loc: absolute(site, lang, paths[lang] ?? "/"),
      alternates: langs
        .filter((l) => paths[l] !== undefined)
        .map((l) => ({ lang: l, href: absolute(site, l, paths[l] ?? "/") })),
    }));
}

/** The sitemap files of every language: `{ lang, n }` for `/sitemaps/{lang}-{n}.xml`. */
export async function sitemapFiles(site: SitemapSite): Promise<{ lang: string; n: number }[]> {
  const all = await pages();
  const files: { lang: string; n: number }[] = [];
  for (const { code } of site.config.langs) {
    // The home page plus the pages that exist in this language.
    const count = sitemapFileCount(1 + all.filter((paths) => paths[code] !== undefined).length);
    for (let n = 1; n <= count; n++) files.push({ lang: code, n });
  }
  return files;
}

/** File `n` of a language's sitemap, or null when there is no such file. */
export async function sitemapFile(
  site: SitemapSite,
  lang: string,
  n: number,
): Promise<SitemapUrl[] | null> {
  if (!site.config.langs.some((l) => l.code === lang)) return null;
  return sitemapChunk(await languageUrls(site, lang), n);
}
