/** Shared steps of the back office's browser tests (issue 31). */
import { mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { OWNER } from "../../golden/accounts";

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

/**
 * Logs the demo owner (or `who`) in on an API context, whose cookie jar then keeps the session
 * (the HTTP tests of the back office); answers the session's CSRF token, read from /admin.
 */
export async function ownerSession(
  request: APIRequestContext,
  origin: string,
  who: { email: string; password: string } = OWNER,
): Promise<string> {
  const login = await request.post("/admin/login", {
    form: { email: who.email, password: who.password, next: "/admin" },
    headers: { origin },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(303);
  const home = await (await request.get("/admin")).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(home)?.[1] ?? "";
  expect(csrf).not.toBe("");
  return csrf;
}

/** The CSRF token of the page's logout form (every back-office page has one). */
export async function csrfOf(page: Page): Promise<string> {
  return (await page.locator("input[name=csrf]").first().inputValue()) || "";
}

/**
 * Runs `work` while holding a lock shared by every worker of the run (a directory in the test
 * data folder): the content editor's tests change the one shared draft and publish it, so the
 * phone and wide runs of them take turns.
 */
export async function withLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const dir = `${process.env["TEST_DATA_DIR"] ?? tmpdir()}/lock-${name}`;
  const until = Date.now() + 200_000;
  for (;;) {
    try {
      mkdirSync(dir);
      break;
    } catch {
      if (Date.now() > until) throw new Error(`lock ${name} not free after 200 s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Discards the content editor's draft: it asks first (issue 44), once the editor runs in a dialog. */
export async function discardDraft(page: Page): Promise<void> {
  await expect(page.getByText("Tak, chcę odrzucić szkic")).toBeHidden();
  await page.getByRole("button", { name: "Odrzuć szkic" }).click();
  await page
    .getByRole("dialog", { name: "Odrzucić szkic?" })
    .getByRole("button", { name: "Tak, odrzuć szkic" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Szkic odrzucony." })).toBeVisible();
}
