/**
 * Islands kept between renders (issue 33, src/integrations/kept-islands.ts): a page rendered
 * again gives the same islands; every island of a page has its own id prefix, and the ids in
 * its HTML are its own; an island kept for one language is not served in another.
 */
import { type APIRequestContext, expect, test } from "@playwright/test";

interface Island {
  prefix: string;
  component: string;
  html: string;
}

/** The page's islands: prefix, component name and element, in order. */
function islands(page: string): Island[] {
  const found: Island[] = [];
  const open = /<astro-island\b[^>]*\bprefix="([^"]+)"[^>]*\bopts="[^"]*?name&quot;:&quot;(\w+)/g;
  for (const match of page.matchAll(open)) {
    const start = match.index ?? 0;
    const end = page.indexOf("<!--astro:end-->", start);
    found.push({
      prefix: match[1] ?? "",
      component: match[2] ?? "",
      html: page.slice(start, end),
    });
  }
  return found;
}

async function pageText(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

test("a page rendered again has the same islands, each with its own prefix and ids", async ({
  request,
}) => {
  const product = (await (await request.get("/api/public/product/1?lang=pl")).json()) as {
    url: { pl: string };
  };
  for (const path of ["/", `/p/${product.url.pl}`]) {
    const first = islands(await pageText(request, path));
    const again = islands(await pageText(request, path));
    expect(first.map((i) => i.component)).toContain("BasketModal");
    expect(again).toEqual(first);
    const prefixes = first.map((i) => i.prefix);
    expect(new Set(prefixes).size, path).toBe(prefixes.length);
    let ids = 0;
    for (const island of first) {
      for (const [, id] of island.html.matchAll(/\sid="_(r\d+)[^"]*"/g)) {
        expect(id, `${path} ${island.component}`).toBe(island.prefix);
        ids++;
      }
    }
    expect(ids, path).toBeGreaterThan(0);
  }
});

test("an island kept for one language is not served in another", async ({ request }) => {
  const basket = async (path: string) =>
    islands(await pageText(request, path)).find((i) => i.component === "BasketModal")?.html;
  const polish = await basket("/");
  const english = await basket("/en");
  expect(polish).toContain("Koszyk");
  expect(english).toContain("Basket");
  expect(english).not.toContain("Koszyk");
  expect(await basket("/")).toBe(polish);
});
