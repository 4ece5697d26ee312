/**
 * The details step's payment methods in groups (issue 32, item 6): cards and
 * wallets, transfers and BLIK, pay later, on delivery; a wallet only where the
 * browser can pay with it (Apple Pay with a usable ApplePaySession, Google Pay
 * with the Payment Request API), detected in the browser.
 */
import { expect, test, type Page } from "@playwright/test";
import { seedBasket } from "../basket-helpers";
import { detailsReady, openDelivery } from "./helpers";

const MUG = { product: "212", variantHash: "", quantity: 1, type: "normal" };

async function openDetails(page: Page) {
  await seedBasket(page, [MUG]);
  await openDelivery(page);
  await page.getByRole("radio", { name: /Kurier DPD/ }).check();
  await page.getByRole("link", { name: "Zamawiam" }).filter({ visible: true }).first().click();
  await detailsReady(page);
  const payments = page.getByRole("radiogroup", { name: "Płatność" });
  await expect(payments.getByRole("radio").first()).toBeVisible();
  return payments;
}

test("payment methods come in titled groups, in order", async ({ page }) => {
  const payments = await openDetails(page);
  await expect(payments.getByRole("heading", { level: 3 })).toHaveText([
    "Karty i portfele",
    "Przelewy i BLIK",
    "Kup teraz, zapłać później",
    "Płatność przy odbiorze",
  ]);
  const cards = payments.getByRole("group", { name: "Karty i portfele" });
  await expect(cards.getByRole("radio", { name: "Karta płatnicza" })).toBeVisible();
  await expect(cards.getByRole("radio", { name: "PayPal" })).toBeVisible();
  const transfers = payments.getByRole("group", { name: "Przelewy i BLIK" });
  await expect(transfers.getByRole("radio", { name: "BLIK" })).toBeVisible();
  await expect(transfers.getByRole("radio", { name: "Przelew tradycyjny" })).toBeVisible();
  const later = payments.getByRole("group", { name: "Kup teraz, zapłać później" });
  await expect(later.getByRole("radio", { name: /PayPo/ })).toBeVisible();
  const cod = payments.getByRole("group", { name: "Płatność przy odbiorze" });
  await expect(cod.getByRole("radio", { name: "Płatność przy odbiorze" })).toBeVisible();
  // A method chosen in one group is the one choice of the whole list.
  await transfers.getByRole("radio", { name: "BLIK" }).check();
  await cards.getByRole("radio", { name: "PayPal" }).check();
  await expect(transfers.getByRole("radio", { name: "BLIK" })).not.toBeChecked();
});

test("Google Pay is offered with the Payment Request API, Apple Pay only with Apple Pay", async ({
  page,
}) => {
  const payments = await openDetails(page);
  await expect(payments.getByRole("radio", { name: "Google Pay" })).toBeVisible();
  await expect(payments.getByRole("radio", { name: "Apple Pay" })).toHaveCount(0);
});

test("a browser that can pay with Apple Pay but has no Payment Request API sees only Apple Pay", async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "ApplePaySession", {
      value: { canMakePayments: () => true },
    });
    Reflect.deleteProperty(window, "PaymentRequest");
  });
  const payments = await openDetails(page);
  const cards = payments.getByRole("group", { name: "Karty i portfele" });
  await expect(cards.getByRole("radio", { name: "Apple Pay" })).toBeVisible();
  await expect(payments.getByRole("radio", { name: "Google Pay" })).toHaveCount(0);
});
