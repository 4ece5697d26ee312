import { expect, test } from "@playwright/test";
import { openTestDb } from "./catalogue-db";

async function product(lang: string): Promise<{ name: string; code: string; word: string }> {
  const db = openTestDb();
  const row = (await db
    .prepare(
      `select t.name as name, p.code as code from products p join product_i18n t on t.product_id = p.id and t.lang = ?
       where p.archived = 0 and p.removed_at is null and p.type = 'normal' order by p.id limit 1`,
    )
    .get(lang)) as { name: string; code: string };
  await db.close();
  return { ...row, word: row.name.split(" ")[0] ?? row.name };
}

test.describe("search", () => {
  test("the header overlay hints below 3 characters and shows live results after that", async ({
    page,
  }) => {
    const p = await product("pl");
    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/public/search")) requests.push(r.url());
    });
    await page.goto("/");
    const box = page.getByRole("searchbox", { name: "Szukaj" });
    await box.focus();
    await expect(page.locator("astro-island:has(form.search)")).not.toHaveAttribute("ssr", "");
    await box.pressSequentially("ku", { delay: 30 });
    await expect(page.getByRole("region", { name: "Podpowiedzi wyszukiwania" })).toContainText(
      "Wpisz co najmniej 3 znaki.",
    );
    await box.fill("");
    await box.pressSequentially(p.name, { delay: 20 });
    const overlay = page.getByRole("region", { name: "Podpowiedzi wyszukiwania" });
    await expect(overlay.getByRole("link", { name: p.name, exact: true })).toBeVisible();
    // Typing quickly sends one debounced request, not one per key.
    expect(requests.length).toBe(1);
    await overlay.getByRole("link", { name: "Pokaż wszystkie wyniki" }).click();
    await expect(page).toHaveURL(/\/search\?query=/);
  });

  test("the results page finds products by name and by code in each language without JavaScript", async ({
    browser,
  }) => {
    test.slow(); // twelve full page loads, images included, without JavaScript
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [lang, prefix, label, list] of [
      ["pl", "", "Szukaj", "Produkty"],
      ["en", "/en", "Search", "Products"],
      ["de", "/de", "Suche", "Produkte"],
    ] as const) {
      const p = await product(lang);
      for (const query of [p.name, p.code]) {
        await page.goto(`${prefix}/`);
        await page.getByRole("searchbox", { name: label }).fill(query);
        await page.getByRole("searchbox", { name: label }).press("Enter");
        await expect(page).toHaveURL(new RegExp(`${prefix}/search\\?query=`));
        await expect(
          page.getByRole("list", { name: list }).getByRole("heading", { name: p.name }).first(),
        ).toBeVisible();
      }
    }
    await context.close();
  });

  test("a search that finds nothing offers alternative products in the page's HTML", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // Nothing is called "kawka": products whose words start like it ("kawa") are offered.
    await page.goto("/search?query=kawka");
    await expect(page.getByRole("status")).toHaveText("Nic nie znaleziono.");
    const offered = page.getByRole("region", { name: "Może zainteresują Cię te produkty" });
    await expect(offered.getByRole("heading", { name: /^Kawa ziarnista/ }).first()).toBeVisible();
    // Nothing like it at all: the shop's first products are offered instead.
    await page.goto("/search?query=zzqxv");
    await expect(page.getByRole("status")).toHaveText("Nic nie znaleziono.");
    await expect(
      page.getByRole("region", { name: "Może zainteresują Cię te produkty" }).getByRole("article"),
    ).not.toHaveCount(0);
    await context.close();
  });
});
