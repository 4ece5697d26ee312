/**
 * Roles in the browser (spec 2 §4, §6; issue 11 item 7), on a phone and a
 * wide screen: a wholesale login reloads the page with wholesale prices and
 * a logout returns to guest prices; the header shows the loyalty points;
 * the modal works by keyboard and closes on Escape.
 */
import { expect, test } from "@playwright/test";
import { PASSWORD, USERS } from "../../golden/accounts";
import { BOOTS } from "../../golden/products";
import { isPhone, openAccountLink } from "./helpers";

test("a wholesale customer's login reloads the page with wholesale prices; a logout brings guest prices back", async ({
  page,
}, info) => {
  await page.goto(`/p/${BOOTS.url.pl}`);
  const price = page.locator(".ptop__buy [data-price]").first();
  await expect(price).toContainText("13,59 zł");
  await openAccountLink(page, info);
  const login = page.getByRole("dialog", { name: "Zaloguj się" });
  await login.getByLabel("E-mail").fill(USERS.hurt.email);
  await login.getByLabel("Hasło").fill(PASSWORD);
  await login.getByRole("button", { name: "Zaloguj się" }).click();
  // 10.87 is the wholesale price list's gross price of these boots.
  await expect(price).toContainText("10,87 zł");
  await page.goto("/my-account");
  await page.getByRole("button", { name: "Wyloguj się" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/p/${BOOTS.url.pl}`);
  await expect(price).toContainText("13,59 zł");
});

test("after a login the header's account link shows the loyalty points", async ({ page }, info) => {
  await page.goto("/");
  await openAccountLink(page, info);
  const login = page.getByRole("dialog", { name: "Zaloguj się" });
  await login.getByLabel("E-mail").fill(USERS.jan.email);
  await login.getByLabel("Hasło").fill(PASSWORD);
  await login.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(login).toBeHidden();
  const where = isPhone(info) ? page.locator(".burger__extra") : page.locator(".header__util");
  if (isPhone(info)) await page.locator("summary.burger__toggle").click();
  await expect(where.getByRole("link", { name: /Moje konto/ })).toContainText("1500 pkt.");
  await page.reload();
  if (isPhone(info)) await page.locator("summary.burger__toggle").click();
  await expect(where.getByRole("link", { name: /Moje konto/ })).toContainText("1500 pkt.");
});

test("the login modal works by keyboard, keeps focus inside and closes on Escape", async ({
  page,
}) => {
  await page.goto("/my-account");
  const open = page.getByRole("link", { name: "Zaloguj się" });
  await open.focus();
  await page.keyboard.press("Enter");
  const login = page.getByRole("dialog", { name: "Zaloguj się" });
  await expect(login.getByLabel("E-mail")).toBeVisible();
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press("Tab");
    expect(await login.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(login).toBeHidden();
});
