/**
 * Shop settings that change what catalogue and product pages render: prices
 * for logged-in users only, and template tmpl2 (no per-page selector, footer
 * sort or pagination). Runs against a second shop (./second-shop.ts) so the
 * shared test server keeps the demo settings.
 */
import { expect, test, type Page } from "@playwright/test";
import { withShopDb } from "../test-db";
import { logIn } from "./basket-helpers";
import { patchShopSettings, startSecondShop, type SecondShop } from "./second-shop";

let shop: SecondShop | null = null;
const PORT = Number(process.env.TEST_PORT ?? 4399) + 200;
const ORIGIN = `http://localhost:${PORT}`;
const DIR = `data/test-second-shop-${PORT}`;

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  shop = await startSecondShop({
    offset: 200,
    patch: (settings) => {
      settings.priceForLoggedUsers = true;
      settings.template = "public/tmpl2";
    },
    probePath: "/search?query=produkt",
    isApplied: (html) => html.includes("Kliknij, aby się zalogować i zobaczyć ceny"),
  });
});

test.afterAll(() => {
  shop?.stop();
  shop = null;
});

async function biggestTopCategory(page: Page): Promise<string> {
  const categories = (await (await page.request.get("/api/public/category?lang=pl")).json()) as {
    parentId: string | null;
    menuHidden: boolean;
    url: Record<string, string>;
  }[];
  const tops = categories.filter((c) => c.parentId === null && !c.menuHidden);
  let best = { url: "", total: -1 };
  for (const c of tops) {
    const html = await (await page.request.get(`/c/${c.url.pl}`)).text();
    const total = Number(/(\d+) produkt(?:y|ów)\b/u.exec(html)?.[1] ?? 0);
    if (total > best.total) best = { url: c.url.pl ?? "", total };
  }
  expect(best.total, "a category with more than one page of products").toBeGreaterThan(24);
  return best.url;
}

test("a guest sees 'click to log in' instead of prices and no add-to-basket buttons", async ({
  page,
}) => {
  const url = await biggestTopCategory(page);
  await page.goto(`/c/${url}`);
  const boxes = page.getByRole("list", { name: "Produkty" }).getByRole("article");
  expect(await boxes.count()).toBeGreaterThan(0);
  await expect(page.locator("main [data-price]")).toHaveCount(0);
  await expect(page.locator("main")).not.toContainText("zł");
  await expect(
    boxes.first().getByRole("link", { name: "Kliknij, aby się zalogować i zobaczyć ceny" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Dodaj do koszyka" })).toHaveCount(0);
});

test("template tmpl2 hides the per-page selector and pagination but lets the shopper see more", async ({
  page,
}) => {
  const url = await biggestTopCategory(page);
  await page.goto(`/c/${url}`);
  await expect(page.getByRole("combobox", { name: "Na stronie" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Stronicowanie" })).toHaveCount(0);
  await page.getByRole("link", { name: "Pokaż więcej produktów" }).click();
  await expect(page).toHaveURL(/page=2/);
});

test("a guest's product page shows no price and the basket counter stays hidden", async ({
  page,
}) => {
  const product = (await (await page.request.get("/api/public/product/1?lang=pl")).json()) as {
    url: Record<string, string>;
  };
  await page.goto("/");
  await page.evaluate(() =>
    localStorage.setItem(
      "basket:v1",
      JSON.stringify({
        list: [{ product: "1", variantHash: "", quantity: 2, type: "normal" }],
        timestamp: 1,
      }),
    ),
  );
  await page.goto(`/p/${product.url.pl}`);
  await expect(page.locator("main [data-price]")).toHaveCount(0);
  await expect(page.getByText("Zaloguj się, aby zobaczyć ceny")).toBeVisible();
  await expect(page.locator('[data-counter="basket"]').first()).toBeHidden();
});

test("after logging in the shopper sees prices and add-to-basket buttons again", async ({
  page,
  baseURL,
}) => {
  await logIn(page, "jan@example.com", baseURL ?? ORIGIN);
  const url = await biggestTopCategory(page);
  await page.goto(`/c/${url}`);
  await expect(page.locator("main [data-price]").first()).toContainText("zł");
  await expect(
    page.getByRole("link", { name: "Kliknij, aby się zalogować i zobaczyć ceny" }),
  ).toHaveCount(0);
});

test("a dropdown facet shows 20 options and 10 more each time it is scrolled to the end", async ({
  page,
  baseURL,
}) => {
  await logIn(page, "jan@example.com", baseURL ?? ORIGIN);
  const url = await biggestTopCategory(page);
  // Give the category's products 30 different manufacturers, then bump the
  // catalogue timestamp so the shop rebuilds its listing index.
  await withShopDb(async (db) => {
    const category = (await db
      .prepare("select category_id from category_i18n where lang = 'pl' and url = ?")
      .get(url)) as { category_id: number };
    const products = await db
      .prepare(
        "select product_id from product_categories where category_id = ? order by product_id limit 30",
      )
      .all<{ product_id: number }>(category.category_id);
    expect(products.length).toBe(30);
    const insertMaker = db.prepare(
      "insert into manufacturers (id, sort_order, image) values (?, ?, null)",
    );
    const insertText = db.prepare(
      "insert into manufacturer_i18n (manufacturer_id, lang, name, url, description) values (?, ?, ?, ?, '')",
    );
    const assign = db.prepare("update products set manufacturer_id = ? where id = ?");
    for (const [i, { product_id }] of products.entries()) {
      const id = 9000 + i;
      await insertMaker.run(id, 900 + i);
      for (const lang of ["pl", "en", "de"])
        await insertText.run(id, lang, `Wytwórca ${String(i).padStart(2, "0")}`, `wytworca-${i}`);
      await assign.run(id, product_id);
    }
    // A JSON number (epoch ms), as the shop stores it.
    await db
      .prepare("update settings set value = ? where key = 'productsTimestamp'")
      .run(String(Date.now()));
  }, DIR);
  // Items of a closed <details> are not in the accessibility tree yet: count the elements.
  const producers = page.locator('section[aria-label="Producent"] li');
  await expect
    .poll(
      async () => {
        await page.goto(`/c/${url}`);
        return producers.count();
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBeGreaterThanOrEqual(30);
  await page.getByText("Pokaż filtry (0)").click();
  const region = page.getByRole("region", { name: "Producent" });
  await region.getByText("Producent").click();
  const visible = region.getByRole("listitem").filter({ visible: true });
  await expect(visible).toHaveCount(20);
  await region.getByRole("list").evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(visible).toHaveCount(30);
});

async function productWithGallery(page: Page): Promise<{ url: string; count: number }> {
  const product = (await (await page.request.get("/api/public/product/1?lang=en")).json()) as {
    url: Record<string, string>;
    images: unknown[];
  };
  return { url: `/en/p/${product.url.en}`, count: 1 + product.images.length };
}

test("template tmpl2 shows the gallery in default mode: a slider with an overlay and keys", async ({
  page,
}) => {
  const { url, count } = await productWithGallery(page);
  expect(count).toBeGreaterThan(2);
  await page.goto(url);
  await expect(page.locator(".pg--default")).toHaveCount(1);
  await expect(page.locator(".pg__thumb")).toHaveCount(0);
  await page.getByRole("button", { name: "Enlarge image 1" }).click();
  const dialog = page.getByRole("dialog", { name: "Product images" });
  await expect(dialog.getByText(`Image 1 of ${count}`)).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByText(`Image 2 of ${count}`)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("template tmpl3 shows every image stacked (flat mode) and each opens the overlay", async ({
  page,
}) => {
  const { url, count } = await productWithGallery(page);
  await patchShopSettings(DIR, (settings) => {
    settings.template = "public/tmpl3";
  });
  await expect
    .poll(async () => (await (await page.request.get(url)).text()).includes("pg--flat"), {
      timeout: 30_000,
      intervals: [1_000],
    })
    .toBe(true);
  await page.goto(url);
  await expect(page.locator(".pg--flat img")).toHaveCount(count);
  await page.getByRole("button", { name: "Enlarge image 2" }).click();
  const dialog = page.getByRole("dialog", { name: "Product images" });
  await expect(dialog.getByText(`Image 2 of ${count}`)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});
