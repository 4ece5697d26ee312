/**
 * The basket modal's delivery options and the delivery step's "no method chosen yet" (issue 44
 * item 8; spec 1 §2 "Basket modal and the delivery step table: … a delivery country picker,
 * and delivery options with price and days", spec 2 §2 "(singular for 1)"), on a phone and a
 * wide screen. The modal shows the options the step offers for the chosen country (the same
 * server quote: the step's post code counts too) and follows the country; the step's summary
 * says no delivery is chosen until one is. Seed facts: 5 boots are 67.95 zł (tests/golden/);
 * DPD 14.99 zł in 1 day, UPS (EU) 39 zł in Poland and 29 zł in Germany in 3 days, the timed
 * Warsaw delivery only for post codes 00- to 04- (src/server/db/seed).
 */
import { expect, test, type Page } from "@playwright/test";
import { BOOTS, line } from "../../golden/products";
import { seedBasket } from "../basket-helpers";
import { openDelivery } from "./helpers";

async function openBasket(page: Page) {
  await page.getByRole("link", { name: /^Koszyk/ }).click();
  const dialog = page.getByRole("dialog", { name: "Koszyk" });
  await expect(dialog).toBeVisible();
  const box = dialog
    .locator("section.summary")
    .filter({ has: page.getByRole("heading", { name: "Sposób dostawy" }) });
  /** An option's row: its name and days (`dt`) and its price (`dd`). */
  const row = (name: string) => box.locator(".summary__row").filter({ hasText: name });
  return { dialog, row };
}

async function shows(modal: Awaited<ReturnType<typeof openBasket>>, days: string, price: string) {
  const row = modal.row(days.replace(/ · .*$/, ""));
  await expect(row.locator("dt")).toHaveText(days);
  await expect(row.locator("dd")).toHaveText(price);
}

test("the basket modal shows the step's delivery options with price and days for the chosen country", async ({
  page,
}) => {
  // Two pages and two openings of the modal, each waiting for a quote: room on a loaded machine.
  test.slow();
  await seedBasket(page, [line(BOOTS, 5)]);
  await page.goto("/");
  const modal = await openBasket(page);
  await shows(modal, "Kurier DPD · 1 dzień", "14,99 zł");
  await shows(modal, "Kurier UPS (UE) · 3 dni", "39,00 zł");
  await shows(modal, "Odbiór osobisty (Warszawa)", "Gratis");
  // No post code typed on the step yet: the Warsaw delivery is not offered.
  await expect(modal.row("Dostawa na wybrany termin")).toHaveCount(0);

  await modal.dialog.getByLabel("Kraj dostawy").selectOption("de");
  await shows(modal, "Kurier UPS (UE) · 3 dni", "29,00 zł");
  await expect(modal.row("Kurier DPD")).toHaveCount(0);
  await modal.dialog.getByLabel("Kraj dostawy").selectOption("pl");
  await expect(modal.row("Kurier DPD")).toBeVisible();

  // The step: nothing chosen yet says so; a post code typed there counts in the modal too.
  await openDelivery(page);
  const delivery = page.getByLabel("summary", { exact: true }).locator('dd[data-sum="delivery"]');
  await expect(delivery).toHaveText("nie wybrano");
  await page.getByLabel("Kod pocztowy").fill("00-950");
  await page.getByRole("radio", { name: /^Kurier DPD/ }).check();
  await expect(delivery).toHaveText("14,99 zł");
  const again = await openBasket(page);
  await shows(again, "Dostawa na wybrany termin (Warszawa)", "29,99 zł");
});
