/**
 * Online payment outcomes through the embedded test gateway, on a phone and
 * a wide screen (issue 12 "Payments"): paid, failed and abandoned, each
 * ending on the order summary with the matching state. The mug (seed id
 * 212) costs 95.66 zł, DPD 14.99 zł: 110.65 zł.
 */
import { expect, test, type Page } from "@playwright/test";
import { seedBasket } from "../basket-helpers";
import { detailsReady, fillShipping, openDelivery, topUpStock } from "./helpers";

test.beforeEach(() => topUpStock());

const MUG = { product: "212", variantHash: "", quantity: 1, type: "normal" };

/** Fills the details step for the mug with DPD, up to the payment choice. */
async function detailsFor(page: Page, tag: string): Promise<void> {
  await seedBasket(page, [MUG]);
  await openDelivery(page);
  await page.getByRole("radio", { name: /Kurier DPD/ }).check();
  await page.getByRole("link", { name: "Zamawiam" }).filter({ visible: true }).first().click();
  await detailsReady(page);
  const email = `pay-${tag}-${Date.now()}@example.com`;
  await fillShipping(page, "Paweł Płacący", email);
}

async function consent(page: Page): Promise<void> {
  await page.getByText("Akceptuję regulamin sklepu").click();
  await page.getByText("Zgadzam się na przetwarzanie danych").click();
}

async function orderWithP24(page: Page, tag: string): Promise<void> {
  await detailsFor(page, tag);
  await page.getByRole("radio", { name: "Przelewy24" }).check();
  await consent(page);
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
  test.skip(
    info.project.name === "phone",
    "the same server flow as on the wide screen; the phone runs the paid and card orders",
  );
  await orderWithP24(page, `failed-${info.project.name}`);
  await page.getByRole("button", { name: "Fail the payment" }).click();
  await expect(page.getByRole("alert")).toContainText("Płatność nie powiodła się");
  await expect(page.getByText("Anulowane", { exact: true })).toBeVisible();
});

test("an abandoned payment leaves the order waiting, with a way to pay", async ({ page }, info) => {
  test.skip(
    info.project.name === "phone",
    "the same server flow as on the wide screen; the phone runs the paid and card orders",
  );
  await orderWithP24(page, `abandoned-${info.project.name}`);
  await page.getByRole("button", { name: "Abandon" }).click();
  await expect(page.getByText("Zamówienie czeka na płatność.")).toBeVisible();
  await page.getByRole("link", { name: "Zapłać teraz" }).click();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByText("Dziękujemy, płatność została przyjęta.")).toBeVisible();
});

// Regression (issue 29): the back button from the payment page showed the details step with
// "Produkty 0,00 zł" and the delivery price, as if nothing had been ordered.
test("coming back from the payment page shows the pending order with a way to pay", async ({
  page,
}, info) => {
  await orderWithP24(page, `back-${info.project.name}`);
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Dziękujemy za zamówienie" })).toBeVisible();
  await expect(page.getByText("Zamówienie czeka na płatność.")).toBeVisible();
  await expect(page.locator(".order-summary")).toContainText("110,65 zł");
  await page.getByRole("link", { name: "Zapłać teraz" }).click();
  await expect(page.getByRole("heading", { name: "Test payment gateway" })).toBeVisible();
});

test("a payment under verification shows a spinner until the provider confirms it", async ({
  page,
  context,
}, info) => {
  test.skip(
    info.project.name === "phone",
    "the same server flow as on the wide screen; the phone runs the paid and card orders",
  );
  test.slow(); // an order, the gateway, and the back office in a second page of the context
  await orderWithP24(page, `verify-${info.project.name}`);
  const gateway = page.url();
  await page.getByRole("button", { name: "Pay, verify later" }).click();
  await expect(page.getByRole("status").filter({ hasText: "weryfikuje płatność" })).toBeVisible();
  await expect(page.getByText("Weryfikacja płatności", { exact: true })).toBeVisible();

  // The provider's back office confirms the payment; the summary notices by itself.
  const office = await context.newPage();
  await office.goto(gateway);
  await office.getByRole("button", { name: "Confirm the payment" }).click();
  await expect(page.getByText("Dziękujemy, płatność została przyjęta.")).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText("Weryfikacja płatności", { exact: true })).toHaveCount(0);
});

test("PayPal's own button takes the order button's place under the same rules", async ({
  page,
}, info) => {
  test.skip(
    info.project.name === "phone",
    "the same server flow as on the wide screen; the phone runs the paid and card orders",
  );
  await detailsFor(page, `paypal-${info.project.name}`);
  await page.getByRole("radio", { name: "PayPal" }).check();
  await expect(page.getByRole("button", { name: "Zamawiam i płacę" })).toHaveCount(0);
  const paypal = page.getByRole("button", { name: "Zapłać z PayPal" });
  await expect(paypal).toHaveAttribute("aria-disabled", "true");
  await consent(page);
  await expect(paypal).not.toHaveAttribute("aria-disabled");
  await paypal.click();
  await expect(page.getByRole("heading", { name: "Test payment gateway" })).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByText("Dziękujemy, płatność została przyjęta.")).toBeVisible();
});

test("a card is checked before the order and charged without leaving the shop", async ({
  page,
}, info) => {
  await detailsFor(page, `card-${info.project.name}`);
  await page.getByRole("radio", { name: "Karta płatnicza" }).check();
  await consent(page);
  const order = page.getByRole("button", { name: "Zamawiam i płacę" });
  await page.getByLabel("Numer karty").fill("4111 1111 1111 1112");
  await page.getByLabel("Ważna do (MM/RR)").fill("12/40");
  await page.getByLabel("Kod CVC").fill("123");
  await expect(order).toHaveAttribute("aria-disabled", "true");
  // The disabled button stays pressable (aria-disabled) to mark what is wrong.
  await order.click({ force: true });
  await expect(page.getByLabel("Numer karty")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Numer karty").fill("4111 1111 1111 1111");
  await expect(order).not.toHaveAttribute("aria-disabled");
  await order.click();
  await expect(page.getByRole("heading", { name: "Dziękujemy za zamówienie" })).toBeVisible();
  await expect(page.getByText("Dziękujemy, płatność została przyjęta.")).toBeVisible();
});

test("a declined card cancels the order at once", async ({ page }, info) => {
  test.skip(
    info.project.name === "phone",
    "the same server flow as on the wide screen; the phone runs the paid and card orders",
  );
  await detailsFor(page, `declined-${info.project.name}`);
  await page.getByRole("radio", { name: "Karta płatnicza" }).check();
  await consent(page);
  await page.getByLabel("Numer karty").fill("4000 0000 0000 0002");
  await page.getByLabel("Ważna do (MM/RR)").fill("12/40");
  await page.getByLabel("Kod CVC").fill("123");
  await page.getByRole("button", { name: "Zamawiam i płacę" }).click();
  await expect(page.getByRole("alert")).toContainText("Płatność nie powiodła się");
});
