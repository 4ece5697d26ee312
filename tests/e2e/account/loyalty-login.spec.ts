/**
 * A guest typing LOYALTY (the loyalty points code) in the delivery step is told to log in to use
 * points, with the login offered beside it (issue 44 item 7), on a phone and a wide screen;
 * logged in through it, the page comes back with the code applied to the shopper's points.
 */
import { expect, test } from "@playwright/test";
import { PASSWORD, USERS } from "../../golden/accounts";
import { PUZZLE, line } from "../../golden/products";
import { seedBasket } from "../basket-helpers";

test("a guest's LOYALTY asks to log in, and the login it offers applies the points", async ({
  page,
}) => {
  test.slow(); // two renders of the delivery step and a login between them
  await seedBasket(page, [line(PUZZLE, 2)]);
  await page.goto("/order/delivery");
  // The island is hydrated and the basket priced once the table total shows.
  await expect(page.locator("[data-products-total]")).toBeVisible({ timeout: 20_000 });
  await page.getByLabel("Kod rabatowy").fill("loyalty");
  await page.getByRole("button", { name: "Zastosuj" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "punkty lojalnościowe" });
  await expect(alert).toHaveText(/^Zaloguj się, aby wykorzystać punkty lojalnościowe\./);
  await expect(page.getByText("Kod jest nieprawidłowy")).toHaveCount(0);

  await alert.getByRole("link", { name: "Zaloguj się i użyj punktów" }).click();
  const modal = page.getByRole("dialog", { name: "Zaloguj się" });
  await modal.getByLabel("E-mail").fill(USERS.jan.email);
  await modal.getByLabel("Hasło", { exact: true }).fill(PASSWORD);
  await modal.getByRole("button", { name: "Zaloguj się" }).last().click();
  // The page reloads logged in, the code still typed, and spends the shopper's points.
  await expect(page.getByRole("status").filter({ hasText: "Punkty lojalnościowe:" })).toContainText(
    "Rabat: 15,00 zł",
  );
  await expect(page.getByLabel("Kod rabatowy")).toHaveValue("LOYALTY");
});
