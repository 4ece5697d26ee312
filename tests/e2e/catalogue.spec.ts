import { expect, test } from "@playwright/test";
import { openTestDb } from "./catalogue-db";
import { scenario } from "./catalogue-scenario";

test.describe("category listing", () => {
  test("an empty filtered listing shows a message and alternative products", async ({ page }) => {
    const s = await scenario();
    await page.goto(`/c/${s.categoryUrl}?price=0-0.01`);
    await expect(page.getByText("Brak produktów spełniających wybrane kryteria.")).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Może zainteresują Cię te produkty" }).getByRole("listitem"),
    ).not.toHaveCount(0);
  });

  test("group and manufacturer pages list their products with filters", async ({ page }) => {
    const db = openTestDb();
    const maker = (await db
      .prepare(
        `select m.manufacturer_id as id, m.url as url, m.name as name from manufacturer_i18n m
         where m.lang = 'en' and exists (select 1 from products p where p.manufacturer_id = m.manufacturer_id and p.archived = 0 and p.removed_at is null)
         order by m.manufacturer_id limit 1`,
      )
      .get()) as { id: number; url: string; name: string };
    const expected = await db
      .prepare(
        `select p.id as id from products p join product_prices pr on pr.product_id = p.id and pr.lang = 'en'
         where p.manufacturer_id = ? and p.archived = 0 and p.removed_at is null order by pr.sort_price, p.id limit 12`,
      )
      .all<{ id: number }>(maker.id);
    await page.goto(`/en/m/${maker.url}?sort_by=price_asc&page_size=12`);
    await expect(page.getByRole("heading", { level: 1, name: maker.name })).toBeVisible();
    const ids = await page
      .getByRole("list", { name: "Products" })
      .locator("article[data-product-id]")
      .evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-product-id"))));
    expect(ids).toEqual(expected.map((r) => Number(r.id)));
    const group = (await db
      .prepare("select url as url, name as name from product_group_i18n where lang = 'de' limit 1")
      .get()) as { url: string; name: string };
    const response = await page.goto(`/de/g/${group.url}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: group.name })).toBeVisible();
    await db.close();
  });

  test("a product box adds one piece to the basket", async ({ page }) => {
    const s = await scenario();
    await page.goto(`/c/${s.categoryUrl}?availability=available`);
    const card = page.getByRole("list", { name: "Produkty" }).getByRole("listitem").first();
    const productId = await card.locator("article").getAttribute("data-product-id");
    await card.getByRole("button", { name: /^Dodaj do koszyka/ }).click();
    await expect(page.locator('[data-counter="basket"]').first()).toHaveText("1");
    const stored = await page.evaluate(() => localStorage.getItem("basket:v1"));
    expect(JSON.parse(stored ?? "{}").list).toEqual([
      expect.objectContaining({ product: productId, quantity: 1 }),
    ]);
  });
});
