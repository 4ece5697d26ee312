/** Helpers for the account browser tests (run on a phone and on a wide screen). */
import { expect, type Page, type TestInfo } from "@playwright/test";
import { orderByApi, topUpStock } from "../checkout/helpers";

export function newEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export const isPhone = (info: TestInfo) => info.project.name === "phone";

/** Waits until the account page's profile and password islands are live (hydrated when idle). */
export async function accountIslandsLive(page: Page): Promise<void> {
  for (const island of ["ProfileForm", "PasswordForm"])
    await page.locator(`astro-island[component-url*="${island}"]:not([ssr])`).waitFor();
}

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

/**
 * The one-time order code last mailed to `email`, read in another tab of the development outbox
 * (the page's code step stays open).
 */
export async function orderCodeFromOutbox(page: Page, email: string): Promise<string> {
  const mailbox = await page.context().newPage();
  await mailbox.goto("/dev/outbox");
  await mailbox
    .getByRole("row")
    .filter({ hasText: email })
    .filter({ hasText: /Kod do zamówienia/ })
    .first()
    .getByRole("link")
    .click();
  const text = (await mailbox.locator(".mail-text").textContent()) ?? "";
  await mailbox.close();
  return /: ([A-Z0-9]{6})\s/.exec(text)?.[1] ?? "";
}

/**
 * A guest's order, then its ghost (order-only) account logged in the way a shopper does it: the
 * order lookup page (/login/order), the e-mailed one-time code, landing on /my-orders. Returns
 * the order's number.
 */
export async function logInAsGhost(page: Page, tag: string): Promise<string> {
  const email = newEmail(`ghost-${tag}`);
  await topUpStock();
  const MUG = { product: "212", variantHash: "", quantity: 1, type: "normal" };
  const { no } = await orderByApi(page.request, [MUG], email);
  await page.goto("/login/order");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Numer zamówienia").fill(no);
  await page.getByRole("button", { name: "Dalej" }).click();
  await expect(page.getByLabel("Kod z wiadomości")).toBeVisible();
  await page.getByLabel("Kod z wiadomości").fill(await orderCodeFromOutbox(page, email));
  await page.getByRole("button", { name: "Pokaż zamówienie" }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  return no;
}
