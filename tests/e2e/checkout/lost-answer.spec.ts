/**
 * An order whose answer is lost on the way (issue 27): the order was made, the shopper only
 * sees that it failed. Sending the same order again gets that order (one order); changing the
 * basket first and sending again makes a new order of the new basket, not a "success" that is
 * really the old one. Kubek termiczny Delta K370 (seed id 212) costs 95.66 zł, the DPD courier
 * 14.99 zł below 200 zł: one mug 110.65 zł, two 2 × 95.66 + 14.99 = 206.31 zł.
 */
import { expect, test, type Page } from "@playwright/test";
import { withDb } from "../../api/order-helpers";
import { seedBasket } from "../basket-helpers";
import { detailsReady, fillShipping, openDelivery, topUpStock } from "./helpers";

test.beforeEach(() => topUpStock());

const MUG = { product: "212", variantHash: "", quantity: 1, type: "normal" };
const NAME = "Kubek termiczny Delta K370";

async function toDetails(page: Page): Promise<void> {
  await page.getByRole("radio", { name: /Kurier DPD/ }).check();
  await page.getByRole("link", { name: "Zamawiam" }).filter({ visible: true }).first().click();
  await detailsReady(page);
}

/** Fills the form and presses the order button; the server's answer never reaches the page. */
async function orderLosingTheAnswer(page: Page, email: string): Promise<void> {
  await fillShipping(page, "Ewa Kupująca", email);
  await page.getByRole("radio", { name: "Przelew tradycyjny" }).check();
  await page.getByText("Akceptuję regulamin sklepu").click();
  await page.getByText("Zgadzam się na przetwarzanie danych").click();
  await page.route(
    "**/api/public/order/new**",
    async (route) => {
      await route.fetch();
      await route.abort("connectionreset");
    },
    { times: 1 },
  );
  await page.getByRole("button", { name: "Zamawiam i płacę" }).click();
  await expect(page.getByText("Nie udało się złożyć zamówienia. Spróbuj ponownie.")).toBeVisible();
}

async function totalsOf(email: string): Promise<number[]> {
  const rows = await withDb((db) =>
    db
      .prepare("select total from orders where email = ? order by id")
      .all<{ total: string }>(email),
  );
  return rows.map((r) => (JSON.parse(r.total) as { brutto: number }).brutto);
}

test("after a lost answer the same order sent again is the order already made", async ({
  page,
}, info) => {
  test.setTimeout(60_000);
  const email = `lost-same-${info.project.name}-${Date.now()}@example.com`;
  await seedBasket(page, [MUG]);
  await openDelivery(page);
  await toDetails(page);
  await orderLosingTheAnswer(page, email);
  await page.getByRole("button", { name: "Zamawiam i płacę" }).click();
  await expect(page.getByRole("heading", { name: "Dziękujemy za zamówienie" })).toBeVisible();
  await expect(page.getByText("110,65 zł").first()).toBeVisible();
  expect(await totalsOf(email)).toEqual([110.65]);
});

test("after a lost answer a changed basket makes a new order of the new basket", async ({
  page,
}, info) => {
  test.setTimeout(60_000);
  const email = `lost-changed-${info.project.name}-${Date.now()}@example.com`;
  await seedBasket(page, [MUG]);
  await openDelivery(page);
  await toDetails(page);
  await orderLosingTheAnswer(page, email);

  await openDelivery(page);
  await page.getByRole("button", { name: `Zwiększ ilość: ${NAME}` }).click();
  await expect(page.getByRole("spinbutton", { name: `Ilość: ${NAME}` })).toHaveValue("2");
  await toDetails(page);
  await expect(page.getByText("206,31 zł").first()).toBeVisible();
  await page.getByRole("button", { name: "Zamawiam i płacę" }).click();
  await expect(page.getByRole("heading", { name: "Dziękujemy za zamówienie" })).toBeVisible();
  await expect(page.getByText("206,31 zł").first()).toBeVisible();
  expect(await totalsOf(email)).toEqual([110.65, 206.31]);
});
