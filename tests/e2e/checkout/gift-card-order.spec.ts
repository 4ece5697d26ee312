/**
 * A gift card that covers the whole order on the details step, on a phone
 * and a wide screen (spec 1 §5, spec 2 §5 Gift card): only the gift-card
 * payment is offered, nothing is left to pay and the order is paid at once.
 * The mug (seed id 212) costs 95.66 zł and DPD 14.99 zł: 110.65 zł, under
 * the card's 200 zł.
 */
import { expect, test } from "@playwright/test";
import { withShopDb } from "../../test-db";
import { seedBasket } from "../basket-helpers";
import { detailsReady, fillShipping, openDelivery, topUpStock } from "./helpers";

test.beforeEach(() => topUpStock());

const MUG = { product: "212", variantHash: "", quantity: 1, type: "normal" };

/** A new 200 zł gift card valid for a day, its code unique to the test and project. */
async function newGiftCard(prefix: string, project: string): Promise<string> {
  const code = `${prefix}${project.toUpperCase()}${Date.now()}`.slice(0, 20);
  await withShopDb((db) =>
    db
      .prepare(
        "insert into gift_cards (code, value, currency, valid_until, used_value, active) values (?, 200, 'pln', ?, 0, 1)",
      )
      .run(code, new Date(Date.now() + 86_400_000).toISOString()),
  );
  return code;
}

test("a gift card covering the total is the only payment and pays the order", async ({
  page,
}, info) => {
  const code = await newGiftCard("CARD", info.project.name);

  await seedBasket(page, [MUG]);
  await openDelivery(page);
  await page.getByRole("radio", { name: /Kurier DPD/ }).check();
  await page.goto("/order/details");
  await detailsReady(page);
  const email = `card-${info.project.name}-${Date.now()}@example.com`;
  await fillShipping(page, "Karol Kartowy", email);
  await page.getByRole("textbox", { name: "Karta podarunkowa" }).fill(code);
  await expect(page.getByRole("radio")).toHaveCount(1);
  await page.getByRole("radio", { name: "Karta podarunkowa" }).check();
  await expect(page.locator(".summary__row--total")).toContainText("0,00 zł");
  await page.getByText("Akceptuję regulamin sklepu").click();
  await page.getByText("Zgadzam się na przetwarzanie danych").click();
  await page.getByRole("button", { name: "Zamawiam i płacę" }).click();
  await expect(page.getByRole("heading", { name: "Dziękujemy za zamówienie" })).toBeVisible();
  await expect(page.locator(".order-summary")).toContainText("tak");
});

// Regression (issue 29): the card typed on the delivery step was gone on the details step,
// which offered every payment and charged 110,65 zł without it.
test("a gift card typed on the delivery step is still applied on the details step and after a reload", async ({
  page,
}, info) => {
  const code = await newGiftCard("KEEP", info.project.name);
  await seedBasket(page, [MUG]);
  await openDelivery(page);
  await page.getByRole("radio", { name: /Kurier DPD/ }).check();
  await page.getByRole("textbox", { name: "Karta podarunkowa" }).fill(code);
  await expect(page.locator(".summary__row--total")).toContainText("0,00 zł");

  await page.goto("/order/details");
  await detailsReady(page);
  const card = page.getByRole("textbox", { name: "Karta podarunkowa" });
  await expect(card).toHaveValue(code);
  await expect(page.getByRole("radio")).toHaveCount(1);
  await expect(page.getByRole("radio", { name: "Karta podarunkowa" })).toBeVisible();
  // The mug 95,66 zł + DPD 14,99 zł = 110,65 zł, all paid by the 200 zł card.
  await expect(page.locator(".summary__row--discount")).toContainText("Karta podarunkowa");
  await expect(page.locator(".summary__row--discount")).toContainText("−110,65 zł");
  await expect(page.locator(".summary__row--total")).toContainText("0,00 zł");

  await page.reload();
  await detailsReady(page);
  await expect(card).toHaveValue(code);
  await expect(page.getByRole("radio")).toHaveCount(1);
});
