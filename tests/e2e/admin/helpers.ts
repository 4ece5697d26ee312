/** Shared steps of the back office's browser tests (issue 31). */
import { expect, type Page } from "@playwright/test";
import { OWNER } from "../../golden";

/** Logs the demo owner (or `who`) in through the login form and waits for `next`. */
export async function ownerLogIn(
  page: Page,
  next = "/admin",
  who: { email: string; password: string } = OWNER,
): Promise<void> {
  await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
  await page.locator("#admin-email").fill(who.email);
  await page.locator("#admin-password").fill(who.password);
  await page.locator("main form button[type=submit]").click();
  await expect(page).toHaveURL(next);
}

/** The CSRF token of the page's logout form (every back-office page has one). */
export async function csrfOf(page: Page): Promise<string> {
  return (await page.locator("input[name=csrf]").first().inputValue()) || "";
}
