import { expect, test } from "@playwright/test";

test.describe("robots.txt, favicon and missing static files", () => {
  test("robots.txt lets crawlers read the catalogue but not the API, order steps or private pages", async ({
    request,
  }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const lines = (await response.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of [
      "/api/",
      "/order/",
      "/my-account",
      "/my-orders",
      "/my-returns",
      "/wishlist",
      "/search?",
      "/en/wishlist",
      "/de/search?",
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.some((l) => /^Disallow: \/(c|p|g|m)\//.test(l))).toBe(false);
    expect(lines.filter((l) => l.startsWith("Sitemap:"))).toEqual([
      `Sitemap: ${new URL("/sitemap.xml", response.url()).href}`,
    ]);
  });

  test("favicon.ico is a real ICO image", async ({ request }) => {
    const response = await request.get("/favicon.ico");
    expect(response.status()).toBe(200);
    const body = await response.body();
    expect(body.length).toBeGreaterThan(100);
    expect([...body.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  for (const path of ["/_astro/", "/_astro/missing-file.js", "/_astro/a/b.css", "/favicon-x.png"]) {
    test(`a missing static file ${path} answers 404, never 500`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(await response.text()).toBe("Not found");
    });
  }

  test("an unknown page still answers the shop's own not-found page", async ({ request }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toContain("text/html");
    expect(await response.text()).toContain("<h1");
  });
});
