/**
 * Prices for logged-in users only (shell spec §4): no prices and no basket
 * items for a guest, and the basket asks the shopper to log in.
 *
 * The setting is turned on in a second shop on TEST_PORT + 100 (see
 * ./second-shop.ts); the shared test server is never touched. The decision itself is unit-tested in
 * src/features/basket/basket-gate.test.ts.
 */
import { expect, test } from "@playwright/test";
import { PASSWORD, USERS } from "../golden/accounts";
import { BOOTS, line } from "../golden/products";
import { logIn, seedBasket } from "./basket-helpers";
import { startPricesForLoggedShop, type SecondShop } from "./second-shop";

let shop: SecondShop | null = null;
const ORIGIN = `http://localhost:${Number(process.env.TEST_PORT ?? 4399) + 100}`;

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  shop = await startPricesForLoggedShop(100);
});

test.afterAll(() => {
  shop?.stop();
  shop = null;
});

test("a guest sees no prices or basket items and is asked to log in; a logged-in shopper sees them", async ({
  page,
  baseURL,
}) => {
  const p = BOOTS;
  await seedBasket(page, [line(p, 2)]);
  await page.goto("/order/delivery");
  await expect(
    page.getByRole("alert").filter({ hasText: "Ceny i koszyk są dostępne po zalogowaniu." }),
  ).toBeVisible();
  await expect(page.getByRole("spinbutton")).toHaveCount(0);
  await expect(page.locator("[data-sum]")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Zaloguj się" }).first()).toBeVisible();

  // Opening the basket asks the guest to log in (spec 2 §4).
  await page.getByRole("link", { name: /^Koszyk/ }).click();
  const login = page.getByRole("dialog", { name: "Zaloguj się" });
  await expect(login.getByLabel("E-mail")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Koszyk" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  await logIn(page, USERS.jan.email, baseURL ?? ORIGIN);
  await page.goto("/order/delivery");
  await expect(page.getByRole("spinbutton", { name: `Ilość: ${p.name.pl}` })).toHaveValue("2");
  // 2 × 13.59 = 27.18
  await expect(page.locator('[data-sum="products"]')).toHaveText("27,18 zł");
});

test("a guest's add to the basket opens the login modal; after logging in the page shows prices", async ({
  page,
}) => {
  await page.goto(`/p/${BOOTS.url.pl}`);
  await expect(page.getByText("13,59 zł")).toHaveCount(0);
  await page.getByRole("button", { name: "Dodaj do koszyka" }).click();
  const login = page.getByRole("dialog", { name: "Zaloguj się" });
  await login.getByLabel("E-mail").fill(USERS.jan.email);
  await login.getByLabel("Hasło").fill(PASSWORD);
  await login.getByRole("button", { name: "Zaloguj się" }).click();
  // Prices for logged-in users only: the login reloads the page, now with prices.
  await expect(page.getByText("13,59 zł").first()).toBeVisible();
  await expect(login).toBeHidden();
});

test("the product API gives a guest no prices and no price history when prices are for logged-in users", async ({
  request,
}) => {
  const res = await request.get(`${ORIGIN}/api/public/product/${BOOTS.id}?lang=pl`);
  expect(res.status()).toBe(200);
  const product = await res.json();
  expect(product.price).toEqual({});
  expect(product.priceHistory).toBeUndefined();
  expect(product.name.pl).toBe(BOOTS.name.pl);
});
