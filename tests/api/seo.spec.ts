/**
 * Search visibility (issue 14): robots.txt points at the sitemap index; one
 * sitemap per language lists every indexable page with its other languages;
 * pages carry canonical, complete hreflang with x-default, a meta
 * description and structured data; narrow filtered listings are noindex.
 */
import { expect, test } from "@playwright/test";
import { BOOTS } from "../golden/products";

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? null;
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "null") as Record<string, unknown>,
  );

test("robots.txt names the sitemap index, which lists a sitemap per language", async ({
  request,
  baseURL,
}) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const index = await request.get("/sitemap.xml");
  expect(index.headers()["content-type"]).toContain("application/xml");
  const locs = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toEqual(["pl", "en", "de"].map((l) => `${baseURL}/sitemaps/${l}-1.xml`));
});

test("a language's sitemap lists its pages with their addresses in the other languages", async ({
  request,
  baseURL,
}) => {
  const pl = await (await request.get("/sitemaps/pl-1.xml")).text();
  expect(pl).toContain(`<loc>${baseURL}/</loc>`);
  expect(pl).toContain(`<loc>${baseURL}/c/bluzy</loc>`);
  expect(pl).toContain(`<loc>${baseURL}/g/bestsellery</loc>`);
  expect(pl).toContain(`<loc>${baseURL}/m/auralis</loc>`);
  expect(pl).toContain(`<loc>${baseURL}/s/regulamin</loc>`);
  expect(pl).toContain(
    `<url><loc>${baseURL}/p/${BOOTS.url.pl}</loc><xhtml:link rel="alternate" hreflang="pl" href="${baseURL}/p/${BOOTS.url.pl}"/><xhtml:link rel="alternate" hreflang="en" href="${baseURL}/en/p/${BOOTS.url.en}"/>`,
  );
  const en = await (await request.get("/sitemaps/en-1.xml")).text();
  expect(en).toContain(`<loc>${baseURL}/en/p/${BOOTS.url.en}</loc>`);
  for (const missing of ["/sitemaps/pl-2.xml", "/sitemaps/xx-1.xml", "/sitemaps/pl.xml"])
    expect((await request.get(missing)).status()).toBe(404);
});

test("the home page describes the shop and its search, with x-default among its languages", async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${baseURL}/">`);
  expect(html).toContain(`<link rel="alternate" hreflang="en" href="${baseURL}/en">`);
  const data = jsonLd(html);
  expect(data.find((d) => d["@type"] === "Organization")).toMatchObject({ url: `${baseURL}/` });
  expect(data.find((d) => d["@type"] === "WebSite")).toMatchObject({
    potentialAction: {
      target: { urlTemplate: `${baseURL}/search?query={search_term_string}` },
    },
  });
});

test("a listing lists its products as an ItemList and indexes at most one filter", async ({
  request,
  baseURL,
}) => {
  const plain = await (await request.get("/c/bluzy")).text();
  expect(plain).not.toContain('name="robots"');
  const list = jsonLd(plain).find((d) => d["@type"] === "ItemList");
  const items = list?.["itemListElement"] as { position: number; url: string }[];
  expect(items[0]?.position).toBe(1);
  expect(items[0]?.url).toMatch(new RegExp(`^${baseURL}/p/`));

  const one = await (await request.get("/c/bluzy?attr=1~1&sort_by=price_asc")).text();
  expect(one).not.toContain('name="robots"');
  expect(attr(one, /<link rel="canonical" href="([^"]+)"/)).toBe(`${baseURL}/c/bluzy?attr=1~1`);

  for (const narrow of ["/c/bluzy?attr=1~1.3", "/c/bluzy?attr=1~1&producer=auralis"]) {
    const html = await (await request.get(narrow)).text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${baseURL}/c/bluzy`);
  }
});

test("every indexable page type has a meta description", async ({ request }) => {
  for (const path of [
    "/",
    "/c/bluzy",
    "/g/bestsellery",
    "/m/auralis",
    "/s/o-nas",
    `/p/${BOOTS.url.pl}`,
  ]) {
    const html = await (await request.get(path)).text();
    expect(attr(html, /<meta name="description" content="([^"]+)"/), path).toBeTruthy();
  }
});
