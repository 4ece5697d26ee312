/**
 * Prices for logged-in users only, on a phone and a wide screen (issue 11
 * "Done when"): a guest's add to the basket opens the login modal and, after
 * logging in, the page shows prices. The setting is on in a second shop per
 * viewport (TEST_PORT + 110 and + 120, ./../second-shop.ts).
 */
import { expect, test } from "@playwright/test";
import { PASSWORD, USERS } from "../../golden/accounts";
import { BOOTS } from "../../golden/products";
import { startPricesForLoggedShop, type SecondShop } from "../second-shop";

let shop: SecondShop | null = null;
const offsetOf = (project: string) => (project === "phone" ? 110 : 120);

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async ({}, info) => {
  test.setTimeout(120_000);
  shop = await startPricesForLoggedShop(offsetOf(info.project.name));
});

test.afterAll(() => {
  shop?.stop();
  shop = null;
});

test("a guest's add to the basket asks to log in; after the login the page shows prices", async ({
  page,
}) => {
  await page.goto(`${shop?.origin ?? ""}/p/${BOOTS.url.pl}`);
  await expect(page.getByText("13,59 zł")).toHaveCount(0);
  await page.getByRole("button", { name: "Dodaj do koszyka" }).click();
  const login = page.getByRole("dialog", { name: "Zaloguj się" });
  await login.getByLabel("E-mail").fill(USERS.jan.email);
  await login.getByLabel("Hasło").fill(PASSWORD);
  await login.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page.getByText("13,59 zł").first()).toBeVisible();
});
