import { expect, test } from "@playwright/test";
import { POT } from "../golden/products";

interface SearchJson {
  products: { _id: string }[];
  tooShort: boolean;
}

test.describe("control characters in a search", () => {
  test("a NUL after the words searches for the words (API)", async ({ request }) => {
    const r = await request.get("/api/public/search?lang=pl&query=garnek%20nordic%20h760%00");
    expect(r.status()).toBe(200);
    const body = (await r.json()) as SearchJson;
    expect(body.tooShort).toBe(false);
    expect(body.products.map((p) => p._id)).toContain(POT.id);
  });

  test("a NUL or other control character anywhere never answers 500 (API)", async ({ request }) => {
    for (const q of ["abc%00", "abc%00def", "%00%00%00", "ab%00", "abc%01%1F%7F", "abc%0A%0Ddef"]) {
      const r = await request.get(`/api/public/search?lang=pl&query=${q}`);
      expect(r.status(), q).toBe(200);
    }
    const short = (await (
      await request.get("/api/public/search?lang=pl&query=ab%00%00")
    ).json()) as SearchJson;
    expect(short.tooShort).toBe(true);
  });

  test("the search page with a NUL in the query answers 200 with its results", async ({
    request,
  }) => {
    const page = await request.get("/search?query=garnek%00nordic%00h760");
    expect(page.status()).toBe(200);
    const html = await page.text();
    expect(html).toContain(POT.name.pl);
    expect(html).not.toContain("\u0000");
    expect((await request.get("/search?query=abc%00def")).status()).toBe(200);
    expect((await request.get("/en/search?query=%00")).status()).toBe(200);
  });

  test("suggestions with a control character in their parameters answer without 500", async ({
    request,
  }) => {
    for (const q of ["id=1%00", "categories=1%00,2", "mainCategory=%00", "count=4%00"]) {
      const r = await request.get(`/api/public/suggestions?lang=pl&${q}`);
      expect(r.status(), q).toBeLessThan(500);
    }
  });
});
