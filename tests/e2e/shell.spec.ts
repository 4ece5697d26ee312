import { expect, test, type Page } from "@playwright/test";

interface ProductJson {
  _id: string;
  url: Record<string, string>;
  name: Record<string, string>;
  price: Record<string, { brutto: number }>;
  archived: boolean;
  variants: { hash: string }[];
}

async function firstTopCategory(page: Page) {
  const categories = (await (await page.request.get("/api/public/category?lang=pl")).json()) as {
    _id: string;
    parentId: string | null;
    menuHidden: boolean;
    url: Record<string, string>;
    name: Record<string, string>;
  }[];
  const top = categories.find((c) => c.parentId === null && !c.menuHidden);
  if (!top) throw new Error("no visible top category");
  return top;
}

test.describe("shop shell", () => {
  test("the home page renders in every language with the header, menu and footer", async ({
    page,
  }) => {
    for (const [path, lang] of [
      ["/", "pl"],
      ["/en", "en"],
      ["/de", "de"],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(
        page.getByRole("navigation", { name: /kategorie|categories|kategorien/i }),
      ).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    }
  });

  test("an unknown path answers 404 with the not-found page", async ({ page }) => {
    for (const path of [
      "/no-such-page",
      "/en/no/such/page",
      "/c/no-such-category",
      "/p/no-such-product",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });

  test("language links keep the shopper on the same category", async ({ page }) => {
    const top = await firstTopCategory(page);
    await page.goto(`/c/${top.url.pl}`);
    await expect(page.getByRole("heading", { level: 1, name: top.name.pl ?? "" })).toBeVisible();
    await page.getByRole("navigation", { name: "Język" }).getByRole("link", { name: "EN" }).click();
    await expect(page).toHaveURL(new RegExp(`/en/c/${top.url.en}$`));
    await expect(page.getByRole("heading", { level: 1, name: top.name.en ?? "" })).toBeVisible();
  });

  test("a category lists real products and pages work without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const top = await firstTopCategory(page);
    await page.goto(`/c/${top.url.pl}?page_size=12`);
    const items = page.getByRole("list", { name: "Produkty" }).getByRole("listitem");
    await expect(items).toHaveCount(12);
    const firstPageNames = await items.getByRole("heading").allTextContents();
    await page.getByRole("link", { name: "Następna strona" }).click();
    await expect(page).toHaveURL(/page=2/);
    const secondPageNames = await page
      .getByRole("list", { name: "Produkty" })
      .getByRole("heading")
      .allTextContents();
    expect(secondPageNames.some((n) => firstPageNames.includes(n))).toBe(false);
    await context.close();
  });

  test("a product page shows its real price and switches currency with the picker", async ({
    page,
  }) => {
    const product = (await (
      await page.request.get("/api/public/product/1?lang=pl")
    ).json()) as ProductJson;
    await page.goto(`/p/${product.url.pl}`);
    await expect(
      page.getByRole("heading", { level: 1, name: product.name.pl ?? "" }),
    ).toBeVisible();
    const price = page.locator("[data-price]").first();
    await expect(price).toContainText("zł");
    await page.getByRole("combobox", { name: "Waluta" }).selectOption("eur");
    await expect(page.locator("[data-price]").first()).toContainText("€");
    await page.goto("/");
    await expect(page.getByRole("combobox", { name: "Waluta" })).toHaveValue("eur");
  });

  test("the currency picker works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/en");
    await page.getByRole("combobox", { name: "Currency" }).selectOption("usd");
    await page.getByRole("button", { name: "Change currency" }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole("combobox", { name: "Currency" })).toHaveValue("usd");
    await context.close();
  });

  test("header counters read the persistent basket and wishlist", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => {
      localStorage.setItem(
        "basket:v1",
        JSON.stringify({
          list: [{ product: "1", variantHash: "", quantity: 3, type: "normal" }],
          timestamp: 1,
        }),
      );
      localStorage.setItem("wishlist:v1", "corrupted{");
    });
    await page.reload();
    await expect(page.locator('[data-counter="basket"]').first()).toHaveText("3");
    await expect(page.locator('[data-counter="wishlist"]').first()).toBeHidden();
  });

  test("search finds products from the header form", async ({ page }) => {
    const product = (await (
      await page.request.get("/api/public/product/2?lang=en")
    ).json()) as ProductJson;
    await page.goto("/en");
    await page.getByRole("combobox", { name: "Search" }).fill(product.name.en ?? "");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(
      page.getByRole("heading", { level: 3, name: product.name.en ?? "" }),
    ).toBeVisible();
  });
});
