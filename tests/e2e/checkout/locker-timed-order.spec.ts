/**
 * A logged-in customer's orders with a promo code to a parcel locker and with
 * a timed delivery, on a phone and a wide screen (issue 12 "Done when"). The
 * mug (seed id 212) costs 95.66 zł. Two mugs: 191.32 zł; MINUS20 takes 20 zł
 * from 100 zł up: 171.32 zł, which is over the locker's free-from 150 zł, so
 * the locker is free: 171.32 zł to pay. One mug with the timed Warsaw
 * delivery (29.99 zł): 95.66 + 29.99 = 125.65 zł.
 */
import { expect, test, type Page } from "@playwright/test";
import { USERS } from "../../golden/accounts";
import { logIn, seedBasket } from "../basket-helpers";
import { detailsReady, openDelivery, topUpStock } from "./helpers";

test.beforeEach(() => topUpStock());

const MUG = { product: "212", variantHash: "", quantity: 1, type: "normal" };

async function placeByTransfer(page: Page): Promise<string> {
  await page.getByRole("link", { name: "Zamawiam" }).filter({ visible: true }).first().click();
  await detailsReady(page);
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(USERS.jan.email);
  await page.getByLabel("Kod pocztowy").fill("00-950");
  await page.getByLabel("Telefon").fill("600700800");
  await page.getByRole("radio", { name: "Przelew tradycyjny" }).check();
  await page.getByText("Akceptuję regulamin sklepu").click();
  await page.getByText("Zgadzam się na przetwarzanie danych").click();
  await page.getByRole("button", { name: "Zamawiam i płacę" }).click();
  await expect(page.getByRole("heading", { name: "Dziękujemy za zamówienie" })).toBeVisible();
  return (
    (await page
      .getByText(/^\d{4}\/\d{2}\/\d{2}\/[A-Z]{3}\d{3}$/)
      .first()
      .textContent()) ?? ""
  );
}

test("a customer orders with a promo code to a parcel locker", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  await logIn(page, USERS.jan.email, baseURL ?? "");
  await seedBasket(page, [{ ...MUG, quantity: 2 }]);
  await openDelivery(page);
  await page.getByLabel("Kod rabatowy").fill("MINUS20");
  await page.getByRole("button", { name: "Zastosuj" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Kod MINUS20" })).toBeVisible();
  await page.getByRole("radio", { name: /Paczkomat InPost/ }).check();
  await page.getByRole("button", { name: "Wybierz punkt odbioru" }).click();
  const modal = page.getByRole("dialog", { name: "Punkty odbioru" });
  await modal.getByRole("searchbox").fill("Kra");
  // Waits for the search to narrow the list down to Kraków's lockers before choosing.
  await modal
    .getByRole("button", { name: /^Wybierz KRA\d+M$/ })
    .first()
    .click();
  const no = await placeByTransfer(page);
  await expect(page.locator(".order-summary")).toContainText("171,32 zł");

  await page.goto(`/my-orders/${no}`);
  await expect(page.getByText("Rabat (MINUS20)")).toBeVisible();
  await expect(page.getByText("−20,00 zł").first()).toBeVisible();
  await expect(
    page.getByText(/Punkt odbioru: Paczkomat KRA\d+M, ul\. .+, \d\d-\d{3} Kraków/),
  ).toBeVisible();
});

test("a customer orders a timed delivery for a chosen day and hour", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  await logIn(page, USERS.jan.email, baseURL ?? "");
  await seedBasket(page, [MUG]);
  await openDelivery(page);
  await page.getByLabel("Kod pocztowy").fill("00-950");
  await page.getByRole("radio", { name: /Dostawa na wybrany termin/ }).check();
  const day = page.getByLabel("Dzień dostawy");
  const first = (await day.locator("option").nth(1).getAttribute("value")) ?? "";
  await day.selectOption(first);
  const hour = page.getByLabel("Godzina dostawy");
  const time = (await hour.locator("option").nth(1).getAttribute("value")) ?? "";
  await hour.selectOption(time);
  const no = await placeByTransfer(page);
  await expect(page.locator(".order-summary")).toContainText("125,65 zł");

  await page.goto(`/my-orders/${no}`);
  await expect(page.getByText("Dostawa: Dostawa na wybrany termin (Warszawa)")).toBeVisible();
  const [y, m, d] = first.split("-").map(Number);
  const expected = new Intl.DateTimeFormat("pl-PL", { day: "numeric", month: "long" }).format(
    new Date(y ?? 0, (m ?? 1) - 1, d ?? 1),
  );
  await expect(page.getByText(/Termin dostawy:/)).toContainText(expected);
  await expect(page.getByText(/Termin dostawy:/)).toContainText(time);
});
