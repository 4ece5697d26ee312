/**
 * Not-found pages (issue 27): a catalogue, product, content or unknown address that finds
 * nothing answers 404 in the request's language (here the `/en`, `/de` prefix; a language on
 * its own domain is chosen the same way, by the request context), `noindex`, with no canonical
 * link and no hreflang links (there is no page to point at). Category, group and maker pages
 * rewrote to `/404`, which ran the middleware again in the base language: `/en/c/xyz` answered
 * a Polish page (`lang="pl"`) whose canonical was `…/404`.
 */
import { expect, test } from "@playwright/test";

const TITLES = {
  pl: { page: "Nie znaleziono strony", product: "Produkt niedostępny" },
  en: { page: "Page not found", product: "Product not available" },
  de: { page: "Seite nicht gefunden", product: "Produkt nicht verfügbar" },
} as const;

const CASES: { path: string; lang: keyof typeof TITLES; kind: "page" | "product" }[] = [
  { path: "/en/c/xyz", lang: "en", kind: "page" },
  // A Polish category address under /en: the English category has another url.
  { path: "/en/c/bluzy", lang: "en", kind: "page" },
  { path: "/de/g/xyz", lang: "de", kind: "page" },
  { path: "/en/m/xyz", lang: "en", kind: "page" },
  { path: "/de/s/xyz", lang: "de", kind: "page" },
  { path: "/en/p/xyz", lang: "en", kind: "product" },
  { path: "/de/nothing-here", lang: "de", kind: "page" },
  { path: "/en/c/bluzy?page=999", lang: "en", kind: "page" },
  { path: "/c/xyz", lang: "pl", kind: "page" },
  { path: "/g/xyz", lang: "pl", kind: "page" },
  { path: "/p/xyz", lang: "pl", kind: "product" },
  { path: "/nothing-here", lang: "pl", kind: "page" },
];

for (const { path, lang, kind } of CASES) {
  test(`${path} answers the not-found page in ${lang}: 404, noindex, with no canonical or hreflang link`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    expect(response.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60");
    // The header shows the currency chosen with the cookie: a CDN keys the page on it.
    expect(response.headers()["vary"]).toContain("Cookie");
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${TITLES[lang][kind]}</h1>`));
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('<link rel="alternate" hreflang');
    // Its way out leads to the home page of its own language.
    const home = lang === "pl" ? "/" : `/${lang}`;
    expect(html).toMatch(new RegExp(`<a class="btn" href="${home}"[^>]*>`));
  });
}

test("a found page in another language keeps its canonical and hreflang links", async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get("/en/c/hoodies")).text();
  expect(html).toContain('<html lang="en"');
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/en/c/hoodies">`);
  expect(html).toContain(`<link rel="alternate" hreflang="pl" href="${baseURL}/c/bluzy">`);
});
