/** Helpers for the account browser tests (run on a phone and on a wide screen). */
import { expect, type Page, type TestInfo } from "@playwright/test";

export function newEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export const isPhone = (info: TestInfo) => info.project.name === "phone";

/** Clicks the header's account link: on a phone it is in the burger panel. */
export async function openAccountLink(page: Page, info: TestInfo): Promise<void> {
  if (isPhone(info)) {
    await page.locator("summary.burger__toggle").click();
    await page
      .locator(".burger__extra")
      .getByRole("link", { name: /Moje konto/ })
      .click();
  } else {
    await page
      .locator(".header__util")
      .getByRole("link", { name: /Moje konto/ })
      .click();
  }
}

/** Opens the newest outbox message to `to` whose subject matches, and returns its first link. */
export async function linkFromOutbox(page: Page, to: string, subject: RegExp): Promise<string> {
  await page.goto("/dev/outbox");
  const row = page.getByRole("row").filter({ hasText: to }).filter({ hasText: subject }).first();
  await row.getByRole("link").click();
  const link = page.locator(".mail-text a").first();
  await expect(link).toBeVisible();
  return (await link.getAttribute("href")) ?? "";
}
