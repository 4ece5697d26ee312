import { describe, expect, it } from "vitest";
import { sitemapChunk, sitemapFileCount, sitemapIndexXml, urlsetXml } from "./sitemap";

describe("sitemaps", () => {
  it("splits a language's addresses into files of at most 50,000", () => {
    expect(sitemapFileCount(0)).toBe(1);
    expect(sitemapFileCount(50_000)).toBe(1);
    expect(sitemapFileCount(50_001)).toBe(2);
    expect(sitemapFileCount(120_000)).toBe(3);
  });

  it("answers each file's addresses and nothing past the last file", () => {
    const urls = Array.from({ length: 7 }, (_, i) => i);
    expect(sitemapChunk(urls, 1, 3)).toEqual([0, 1, 2]);
    expect(sitemapChunk(urls, 3, 3)).toEqual([6]);
    expect(sitemapChunk(urls, 4, 3)).toBeNull();
    expect(sitemapChunk(urls, 0, 3)).toBeNull();
    expect(sitemapChunk([], 1, 3)).toEqual([]);
  });

  it("writes addresses with their language alternates, escaped", () => {
    const xml = urlsetXml([
      {
        loc: "https://sklep.pl/p/kubek?a=1&b=2",
        alternates: [{ lang: "en", href: "https://sklep.pl/en/p/mug" }],
      },
    ]);
    expect(xml).toContain("<loc>https://sklep.pl/p/kubek?a=1&amp;b=2</loc>");
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://sklep.pl/en/p/mug"/>',
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("indexes the files", () => {
    expect(sitemapIndexXml(["https://sklep.pl/sitemaps/pl-1.xml"])).toContain(
      "<sitemap><loc>https://sklep.pl/sitemaps/pl-1.xml</loc></sitemap>",
    );
  });
});
