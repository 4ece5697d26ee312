/**
 * Online payment outcomes through the embedded test gateway, on a phone and
 * a wide screen (issue 12 "Payments"): paid, failed and abandoned, each
 * ending on the order summary with the matching state. The mug (seed id
 * 212) costs 95.66 zł, DPD 14.99 zł: 110.65 zł.
 */
import { expect, test, type Page } from "@playwright/test";
import { seedBasket } from "../basket-helpers";
import { detailsReady, fillShipping, topUpStock } from "./helpers";

test.beforeEach(() => topUpStock());

const MUG = { product: "212", variantHash: "", quantity: 1, type: "normal" };

async function orderWithP24(page: Page, tag: string): Promise<void> {
  await seedBasket(page, [MUG]);
  await page.goto("/order/delivery");
  await page.getByRole("radio", { name: /Kurier DPD/ }).check();
  await page.getByRole("link", { name: "Zamawiam" }).filter({ visible: true }).first().click();
  await detailsReady(page);
  const email = `pay-${tag}-${Date.now()}@example.com`;
  await fillShipping(page, "Paweł Płacący", email);
  await page.getByRole("radio", { name: "Przelewy24" }).check();
  await page.getByText("Akceptuję regulamin sklepu").click();
  await page.getByText("Zgadzam się na przetwarzanie danych").click();
  await page.getByRole("button", { name: "Zamawiam i płacę" }).click();
  await expect(page.getByRole("heading", { name: "Test payment gateway" })).toBeVisible();
  await expect(page.getByText("110,65 zł")).toBeVisible();
}

test("a paid order shows as paid", async ({ page }, info) => {
  await orderWithP24(page, `paid-${info.project.name}`);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Dziękujemy za zamówienie" })).toBeVisible();
  await expect(page.getByText("Dziękujemy, płatność została przyjęta.")).toBeVisible();
  await expect(page.locator(".order-summary")).toContainText("tak");
});

test("a failed payment cancels the order", async ({ page }, info) => {
  await orderWithP24(page, `failed-${info.project.name}`);
  await page.getByRole("button", { name: "Fail the payment" }).click();
  await expect(page.getByRole("alert")).toContainText("Płatność nie powiodła się");
  await expect(page.getByText("Anulowane", { exact: true })).toBeVisible();
});

test("an abandoned payment leaves the order waiting, with a way to pay", async ({ page }, info) => {
  await orderWithP24(page, `abandoned-${info.project.name}`);
  await page.getByRole("button", { name: "Abandon" }).click();
  await expect(page.getByText("Zamówienie czeka na płatność.")).toBeVisible();
  await page.getByRole("link", { name: "Zapłać teraz" }).click();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByText("Dziękujemy, płatność została przyjęta.")).toBeVisible();
});
