/**
 * A guest places an order on a phone and a wide screen (issue 12): delivery
 * step, the order details step (form, payment, consents marked after an
 * attempt), the summary with the number, amount and bank account; the basket
 * is empty afterwards. Kubek termiczny Delta K370 (seed id 212) costs 95.66
 * zł; the DPD courier 14.99 zł below 200 zł: 110.65 zł to pay.
 */
import { expect, test } from "@playwright/test";
import { seedBasket } from "../basket-helpers";
import { detailsReady, fillShipping, openDelivery, topUpStock } from "./helpers";

test.beforeEach(() => topUpStock());

const MUG = { product: "212", variantHash: "", quantity: 1, type: "normal" };

test("a guest orders by bank transfer and sees the summary", async ({ page }, info) => {
  test.setTimeout(60_000);
  await seedBasket(page, [MUG]);
  await openDelivery(page);
  await page.getByRole("radio", { name: /Kurier DPD/ }).check();
  await page.getByRole("link", { name: "Zamawiam" }).filter({ visible: true }).first().click();
  await detailsReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Dane do zamówienia" })).toBeVisible();

  const email = `e2e-${info.project.name}-${Date.now()}@example.com`;
  await fillShipping(page, "Ewa Kupująca", email);
  await page.getByRole("radio", { name: "Przelew tradycyjny" }).check();
  await expect(page.getByText("110,65 zł")).toBeVisible();

  // Without the consents the button is aria-disabled (still focusable): pressing it marks them.
  const orderButton = page.getByRole("button", { name: "Zamawiam i płacę" });
  await expect(orderButton).toHaveAttribute("aria-disabled", "true");
  // Playwright will not press an aria-disabled button on its own; a shopper can.
  await orderButton.click({ force: true });
  await expect(page.getByText("Ta zgoda jest wymagana.")).toHaveCount(2);
  await page.getByText("Akceptuję regulamin sklepu").click();
  await page.getByText("Zgadzam się na przetwarzanie danych").click();
  await expect(orderButton).not.toHaveAttribute("aria-disabled", "true");
  await orderButton.click();

  await expect(page.getByRole("heading", { name: "Dziękujemy za zamówienie" })).toBeVisible();
  await expect(page.getByText(`Potwierdzenie wysłaliśmy na adres ${email}.`)).toBeVisible();
  await expect(page.getByText(/^\d{4}\/\d{2}\/\d{2}\/[A-Z]{3}\d{3}$/).first()).toBeVisible();
  // The amount twice: the order's total and the bank transfer's amount.
  await expect(page.getByText("110,65 zł")).toHaveCount(2);
  await expect(page.getByText("PL61 1090 1014 0000 0712 1981 2874")).toBeVisible();
  await expect(page.getByText("Przyjęte")).toBeVisible();
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem("basket:v1") ?? "{}").list),
  ).toEqual([]);
});
