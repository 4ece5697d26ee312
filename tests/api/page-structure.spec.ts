import { expect, test, type APIRequestContext } from "@playwright/test";
import { POT } from "../golden/products";

/** The heading levels inside `<main>`, in document order. */
async function mainHeadings(request: APIRequestContext, path: string): Promise<number[]> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return [...main.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
}

async function listingPaths(request: APIRequestContext): Promise<string[]> {
  const categories = (await (await request.get("/api/public/category?lang=pl")).json()) as {
    parentId: string | null;
    menuHidden: boolean;
    url: Record<string, string>;
  }[];
  const top = categories.find((c) => c.parentId === null && !c.menuHidden);
  const group = (await (await request.get("/api/public/group/1?lang=pl")).json()) as {
    group: { url: string };
  };
  const maker = (await (
    await request.get("/api/public/group/1?lang=pl&manufacturer=true")
  ).json()) as { group: { url: string } };
  return [`/c/${top?.url.pl ?? ""}`, `/g/${group.group.url}`, `/m/${maker.group.url}`];
}

test.describe("page structure", () => {
  test("product cards' h3 always sit under an h2: no heading skips a level on any page with cards", async ({
    request,
  }) => {
    const paths = [
      "/",
      "/en/",
      ...(await listingPaths(request)),
      "/search?query=nordic",
      `/p/${POT.url.pl}`,
    ];
    for (const path of paths) {
      const levels = await mainHeadings(request, path);
      expect(levels[0], `${path} starts with its h1`).toBe(1);
      expect(levels, `${path} has product cards`).toContain(3);
      levels.forEach((level, i) => {
        const previous = levels[i - 1] ?? 1;
        expect(level, `${path}: heading ${i} (h${level}) after h${previous}`).toBeLessThanOrEqual(
          previous + 1,
        );
      });
    }
  });

  test("the search results and listings name their grid with an h2", async ({ request }) => {
    for (const path of ["/search?query=nordic", ...(await listingPaths(request))]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<h2 class="visually-hidden"[^>]*>Produkty<\/h2>/);
    }
  });

  test("home category tiles print each category's name once", async ({ request }) => {
    for (const [path, name] of [
      ["/", "Dom i kuchnia"],
      ["/en/", "Home"],
    ] as const) {
      const html = await (await request.get(path)).text();
      const tiles = /<div class="category-tiles">(.*?)<\/div>/s.exec(html)?.[1] ?? "";
      const links = tiles.split("</a>").filter((t) => t.includes("<a "));
      expect(links.length, path).toBeGreaterThan(3);
      for (const link of links) {
        expect(link).toMatch(/<img [^>]*alt=""/);
        const label = /<span>([^<]+)<\/span>/.exec(link)?.[1] ?? "";
        expect(label).not.toBe("");
        expect(link.split(label), `${path}: "${label}" once`).toHaveLength(2);
      }
      expect(tiles).toContain(name);
    }
  });

  test("category and product pages carry a meta description from their own text", async ({
    request,
  }) => {
    const [category] = await listingPaths(request);
    for (const path of [category ?? "", `/p/${POT.url.pl}`]) {
      const html = await (await request.get(path)).text();
      const content = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
      expect(content.length, path).toBeGreaterThan(20);
      expect(content.length, path).toBeLessThanOrEqual(160);
      expect(content, path).not.toMatch(/[<>]/);
    }
  });
});
