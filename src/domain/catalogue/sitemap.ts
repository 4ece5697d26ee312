/**
 * XML sitemaps (sitemaps.org 0.9): one sitemap per language, split into
 * files of at most 50,000 addresses, and an index listing them. Pure.
 */
export const SITEMAP_LIMIT = 50_000;

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** How many files a language's sitemap needs (at least one, even when empty). */
export function sitemapFileCount(urlCount: number, limit = SITEMAP_LIMIT): number {
  return Math.max(1, Math.ceil(urlCount / limit));
}

/** The addresses of file `n` (1-based) of a sitemap, or null past the last file. */
export function sitemapChunk<T>(urls: readonly T[], n: number, limit = SITEMAP_LIMIT): T[] | null {
  if (!Number.isInteger(n) || n < 1 || n > sitemapFileCount(urls.length, limit)) return null;
  return urls.slice((n - 1) * limit, n * limit);
}

export interface SitemapUrl {
  loc: string;
  /** Other languages' addresses of the same page (hreflang alternates). */
  alternates?: readonly { lang: string; href: string }[] | undefined;
}

export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const body = urls
    .map((u) => {
      const links = (u.alternates ?? [])
        .map(
          (a) =>
            `<xhtml:link rel="alternate" hreflang="${escapeXml(a.lang)}" href="${escapeXml(a.href)}"/>`,
        )
        .join("");
      return `<url><loc>${escapeXml(u.loc)}</loc>${links}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${body}
</urlset>
`;
}

export function sitemapIndexXml(locs: readonly string[]): string {
  const body = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${body}
</sitemapindex>
`;
}
