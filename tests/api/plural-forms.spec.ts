import { expect, test } from "@playwright/test";

test.describe("plural forms on pages", () => {
  test("the product page's opinion distribution says 1 gwiazdka, 2 gwiazdki, 5 gwiazdek", async ({
    request,
  }) => {
    let url = "";
    for (let id = 1; id < 80 && !url; id++) {
      const r = await request.get(`/api/public/opinion?id=${id}&lang=pl`);
      if (!r.ok() || ((await r.json()) as { total: number }).total === 0) continue;
      const product = (await (await request.get(`/api/public/product/${id}?lang=pl`)).json()) as {
        url: Record<string, string>;
      };
      url = product.url["pl"] ?? "";
    }
    expect(url, "a product with opinions").not.toBe("");
    const html = await (await request.get(`/p/${url}`)).text();
    for (const text of ["1 gwiazdka", "2 gwiazdki", "3 gwiazdki", "4 gwiazdki", "5 gwiazdek"]) {
      expect(html).toContain(`<span>${text}</span>`);
    }
    expect(html).not.toContain("1 gwiazdek");
    expect(html).not.toContain("2 gwiazdek");
  });

  test("a category's product count uses the Polish plural form", async ({ request }) => {
    const html = await (await request.get("/c/dom-i-kuchnia")).text();
    const count = /role="status"[^>]*>\s*(\d+) (produkt[a-zó]*)/u.exec(html);
    expect(count, "the listing's product count").not.toBeNull();
    const n = Number(count?.[1]);
    const word = count?.[2];
    const lastTwo = n % 100;
    const expected =
      n === 1
        ? "produkt"
        : n % 10 >= 2 && n % 10 <= 4 && (lastTwo < 12 || lastTwo > 14)
          ? "produkty"
          : "produktów";
    expect(word).toBe(expected);
  });
});
