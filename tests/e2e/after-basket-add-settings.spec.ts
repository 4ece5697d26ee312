/**
 * After adding to the basket (spec 1 §4) with the two other behaviours of
 * buyProcess.afterBasketAdd, from the product page, a product box and the
 * wishlist, first click included: notification (a success alert for 3 s, no
 * modal), then summary (straight to /order/delivery). Also notify switched
 * off (notifyAvailabilityEnabled): sold-out boxes offer nothing but pre-order.
 * Runs on a second shop on TEST_PORT + 350 (./second-shop.ts) whose settings
 * are patched in its own database.
 */
import { expect, test, type Page } from "@playwright/test";
import { BOOTS } from "../golden/products";
import { PREORDER_ONLY, SOLD_OUT } from "../golden/stock";
import { patchShopSettings, startSecondShop, type SecondShop } from "./second-shop";

let shop: SecondShop | null = null;
const PORT = Number(process.env.TEST_PORT ?? 4399) + 350;
const ORIGIN = `http://localhost:${PORT}`;
const DIR = `data/test-second-shop-${PORT}`;
const PROBE = `/search?query=${encodeURIComponent(BOOTS.name.pl)}`;

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  shop = await startSecondShop({
    offset: 350,
    patch: (settings) => {
      settings.buyProcess.afterBasketAdd = "notification";
      settings.additionalFunctions.notifyAvailabilityEnabled = false;
    },
    probePath: PROBE,
    isApplied: (html) => html.includes('data-after="notification"'),
  });
});

test.afterAll(() => {
  shop?.stop();
  shop = null;
});

/** Switches the running shop to `summary` and waits past its settings cache. */
async function switchToSummary(): Promise<void> {
  await patchShopSettings(DIR, (settings) => {
    settings.buyProcess.afterBasketAdd = "summary";
  });
  await expect
    .poll(
      async () =>
        (await (await fetch(`${ORIGIN}${PROBE}`)).text()).includes('data-after="summary"'),
      {
        timeout: 30_000,
        intervals: [1_000],
      },
    )
    .toBe(true);
}

async function seedWishlist(page: Page): Promise<void> {
  await page.goto("/");
  await page.evaluate(
    (id) =>
      localStorage.setItem(
        "wishlist:v1",
        JSON.stringify({
          list: [{ product: id, variantHash: "", quantity: 1, type: "normal" }],
          timestamp: 1,
        }),
      ),
    BOOTS.id,
  );
}

const add = (page: Page) =>
  page.getByRole("button", { name: `Dodaj do koszyka: ${BOOTS.name.pl}` });

/** The success alert shows, and is gone after its 3 s; the basket modal stays shut. */
async function expectNotification(page: Page): Promise<void> {
  const alert = page.getByRole("status").filter({ hasText: "Dodano do koszyka" });
  await expect(alert).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Koszyk" })).toBeHidden();
  await expect(alert).toHaveCount(0, { timeout: 6_000 });
  await expect(page.locator('[data-counter="basket"]').first()).toHaveText("1");
}

test("notification: the first add on a product page shows the success alert for 3 s", async ({
  page,
}) => {
  await page.goto(`/p/${BOOTS.url.pl}`);
  await page.getByRole("button", { name: "Dodaj do koszyka", exact: true }).click();
  await expectNotification(page);
});

test("notification: the first add from a product box shows the success alert", async ({ page }) => {
  await page.goto(PROBE);
  await add(page).click();
  await expectNotification(page);
});

test("notification: adding a wishlist row shows the success alert", async ({ page }) => {
  await seedWishlist(page);
  await page.goto("/wishlist");
  await add(page).click();
  await expectNotification(page);
});

test("with notify off a sold-out box offers nothing, a pre-order box only pre-order", async ({
  page,
}) => {
  const soldOut = { name: SOLD_OUT.name.pl };
  const preorder = { name: PREORDER_ONLY.name.pl };
  await page.goto(`/search?query=${encodeURIComponent(soldOut.name)}`);
  const box = page.getByRole("article").filter({ hasText: soldOut.name });
  await expect(box.getByRole("link", { name: /Powiadom o dostępności/ })).toHaveCount(0);
  await expect(box.getByText("Wyprzedany")).toBeVisible();
  await expect(box.getByRole("button")).toHaveCount(0);
  await page.goto(`/search?query=${encodeURIComponent(preorder.name)}`);
  const preorderBox = page.getByRole("article").filter({ hasText: preorder.name });
  await expect(preorderBox.getByRole("button")).toHaveText(["Zamów przedpremierowo"]);
});

test("summary: the first add from the product page, a box or the wishlist goes to the delivery step", async ({
  page,
}) => {
  await switchToSummary();
  await page.goto(`/p/${BOOTS.url.pl}`);
  await page.getByRole("button", { name: "Dodaj do koszyka", exact: true }).click();
  await expect(page).toHaveURL(/\/order\/delivery$/);
  await page.evaluate(() => localStorage.clear());
  await page.goto(PROBE);
  await add(page).click();
  await expect(page).toHaveURL(/\/order\/delivery$/);
  await seedWishlist(page);
  await page.evaluate(() => localStorage.removeItem("basket:v1"));
  await page.goto("/wishlist");
  await add(page).click();
  await expect(page).toHaveURL(/\/order\/delivery$/);
  await expect(page.getByText(BOOTS.name.pl).first()).toBeVisible();
});
