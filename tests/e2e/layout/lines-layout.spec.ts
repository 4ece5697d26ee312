/**
 * Basket modal, wishlist and delivery step on a 390 × 844 touch phone and a
 * 1366 × 900 screen (projects `phone` and `wide`): lines are a table on wide
 * screens and stacked cards on phones, with the summary beside them (wide) or
 * under them (phone); the basket modal keeps its order button on the screen
 * and has a delivery country picker; nothing is wider than the screen.
 * Amounts are the golden literals (2 × 13.59 = 27.18; 185.77; 27.18 + 185.77
 * = 212.95).
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { BOOTS, PUZZLE, line } from "../../golden/products";
import { seedBasket } from "../basket-helpers";

const LINES = [line(BOOTS, 2), line(PUZZLE, 1)];
const isPhone = (name: string) => name === "phone";

async function overflow(page: Page): Promise<number> {
  const width = page.viewportSize()?.width ?? 0;
  return page.evaluate((w) => document.documentElement.scrollWidth - w, width);
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error("no box");
  return b;
}

/** Whether the row's cells are laid out as a card (stacked) rather than side by side. */
async function isCard(row: Locator): Promise<boolean> {
  return row.evaluate((tr) => getComputedStyle(tr).display === "grid");
}

async function openBasket(page: Page) {
  await page
    .getByRole("link", { name: /Koszyk/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Koszyk" });
  await expect(dialog.locator("[data-products-total]")).toHaveText("212,95 zł");
  return dialog;
}

test("the basket modal shows lines, a summary, a country picker and a reachable order button", async ({
  page,
}, info) => {
  await seedBasket(page, LINES);
  await page.goto("/");
  const dialog = await openBasket(page);
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const sheet = await box(dialog);
  expect(sheet.x).toBeGreaterThanOrEqual(0);
  expect(sheet.x + sheet.width).toBeLessThanOrEqual(viewport.width);

  const rows = dialog.locator("tbody tr[data-line]");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(BOOTS.name.pl);
  await expect(rows.first()).toContainText("27,18 zł");
  expect(await isCard(rows.first())).toBe(isPhone(info.project.name));

  await expect(dialog.getByRole("combobox", { name: "Kraj dostawy" })).toHaveValue("pl");
  // The way on is on the screen without scrolling: pinned to the sheet on phones, in the summary on wide screens.
  const go = dialog.getByRole("link", { name: "Przejdź do koszyka" }).locator("visible=true");
  await expect(go).toHaveCount(1);
  const goBox = await box(go);
  expect(goBox.y + goBox.height).toBeLessThanOrEqual(viewport.height);
  if (!isPhone(info.project.name)) {
    const table = await box(dialog.locator("table"));
    const summary = await box(
      dialog
        .locator(".summary")
        .filter({ has: page.getByRole("heading", { name: "Podsumowanie" }) }),
    );
    expect(summary.x).toBeGreaterThanOrEqual(table.x + table.width);
  }

  // Wide screens offer "continue shopping" in the summary; a phone's sheet closes with its × button.
  const close = isPhone(info.project.name) ? "Zamknij" : "Kontynuuj zakupy";
  await dialog.getByRole("button", { name: close }).click();
  await expect(dialog).toBeHidden();
});

test("removing the last line from the basket modal shows the empty basket", async ({ page }) => {
  await seedBasket(page, [line(BOOTS, 2)]);
  await page.goto("/");
  await page
    .getByRole("link", { name: /Koszyk/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Koszyk" });
  await dialog.getByRole("button", { name: `Usuń: ${BOOTS.name.pl}` }).click();
  await expect(dialog.getByText("Koszyk jest pusty")).toBeVisible();
  await expect(page.locator("[data-counter=basket]")).toBeHidden();
});

test("the wishlist lists cards on phones and a table with a summary on wide screens", async ({
  page,
}, info) => {
  await seedBasket(page, [], {
    "wishlist:v1": JSON.stringify({ list: LINES, timestamp: 1 }),
  });
  await page.goto("/wishlist");
  const rows = page.locator("main tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(
    page.getByRole("button", { name: `Dodaj do koszyka: ${PUZZLE.name.pl}` }),
  ).toBeVisible();
  expect(await isCard(rows.first())).toBe(isPhone(info.project.name));
  const summary = page.locator("main .summary");
  await expect(summary).toContainText("212,95 zł");
  const table = await box(page.locator("main table"));
  const aside = await box(summary);
  if (isPhone(info.project.name)) expect(aside.y).toBeGreaterThanOrEqual(table.y + table.height);
  else expect(aside.x).toBeGreaterThanOrEqual(table.x + table.width);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});

test("an empty wishlist says so and leads back to the shop", async ({ page }) => {
  await page.goto("/wishlist");
  await expect(page.getByText("Lista ulubionych jest pusta")).toBeVisible();
  await page.getByRole("link", { name: "Przeglądaj produkty" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the delivery step with lines is never wider than the screen", async ({ page }, info) => {
  await seedBasket(page, LINES);
  await page.goto("/order/delivery");
  const rows = page.locator("main tbody tr[data-line]");
  await expect(rows).toHaveCount(2);
  expect(await isCard(rows.first())).toBe(isPhone(info.project.name));
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});
