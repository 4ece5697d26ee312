/**
 * A ghost (order-only) account, logged in by order number and e-mailed code
 * (spec 2 §2: /my-account is hidden for a ghost user, whose header link goes
 * to /my-orders), sees only links it can use: the header's account link (in
 * the burger on phones) leads to its orders in the page's language, and the
 * account menu has no profile tab (issue 27: the link went to /my-account).
 */
import { expect, test } from "@playwright/test";
import { isPhone, logInAsGhost } from "./helpers";

test("a ghost's account links lead to its orders, in every language", async ({ page }, info) => {
  test.setTimeout(60_000);
  const no = await logInAsGhost(page, info.project.name);
  const menu = page.getByRole("navigation", { name: "Konto" });
  await expect(menu.getByRole("link", { name: "Zamówienia" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Profil" })).toHaveCount(0);

  for (const [path, orders, name] of [
    ["/en", "/en/my-orders", "My account"],
    ["/", "/my-orders", "Moje konto"],
  ] as const) {
    await page.goto(path);
    // Every account link of the page: the header's and the burger panel's.
    const links = page.locator("[data-account-link]");
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) await expect(link).toHaveAttribute("href", orders);
    if (isPhone(info)) {
      await page.locator("summary.burger__toggle").click();
      await page.locator(".burger__extra").getByRole("link", { name }).click();
    } else {
      await page.locator(".header__util").getByRole("link", { name }).click();
    }
    await expect(page).toHaveURL(new RegExp(`${orders}$`));
    await expect(page.getByRole("link", { name: new RegExp(no) })).toBeVisible();
  }
});
