/**
 * Accessibility of the checkout and order pages (axe-core, WCAG 2 A and AA
 * and best practices), on a phone and a wide screen: the order details step
 * after a submit attempt, an order with its return form, the returns list.
 * The payment page is checked in payments.spec.ts.
 */
import { expect, test } from "@playwright/test";
import { violations } from "../axe";
import { USERS } from "../../golden/accounts";
import { logIn, seedBasket } from "../basket-helpers";
import { detailsReady, markSent, openDelivery, topUpStock } from "./helpers";

test.beforeEach(() => topUpStock());

const MUG = { product: "212", variantHash: "", quantity: 1, type: "normal" };

test("the order details step, an order with its return form and the returns list pass axe", async ({
  page,
  baseURL,
}) => {
  test.slow();
  await logIn(page, USERS.jan.email, baseURL ?? "");
  await seedBasket(page, [MUG]);
  await openDelivery(page);
  await page.getByRole("radio", { name: /Kurier DPD/ }).check();
  await page.goto("/order/details");
  await detailsReady(page);
  // A bank transfer; the order button pressed before the consents marks them.
  await page.getByRole("radio", { name: "Przelew tradycyjny" }).check();
  await page.getByRole("button", { name: "Zamawiam i płacę" }).click({ force: true });
  await expect(page.getByText("Ta zgoda jest wymagana.").first()).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.getByText("Akceptuję regulamin sklepu").click();
  await page.getByText("Zgadzam się na przetwarzanie danych").click();
  await page.getByRole("button", { name: "Zamawiam i płacę" }).click();
  await expect(page.getByRole("heading", { name: "Dziękujemy za zamówienie" })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  const no =
    (await page
      .getByText(/^\d{4}\/\d{2}\/\d{2}\/[A-Z]{3}\d{3}$/)
      .first()
      .textContent()) ?? "";
  await markSent(no);
  await page.goto(`/my-orders/${no}`);
  await expect(page.locator("#return")).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.goto("/my-returns");
  expect(await violations(page)).toEqual([]);
});
