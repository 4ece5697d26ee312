/**
 * Accessibility of the account area (axe-core, WCAG 2 A and AA and best
 * practices, as tests/e2e/a11y.spec.ts), on a phone and a wide screen: the
 * logged-out account page with the registration modal open, and the
 * account page of a logged-in customer.
 */
import { expect, test } from "@playwright/test";
import { violations } from "../axe";
import { PASSWORD, USERS } from "../../golden/accounts";

test("the registration modal and the account page have no axe violations", async ({
  page,
  baseURL,
}) => {
  test.slow();
  await page.goto("/my-account");
  await page.getByRole("link", { name: "Załóż konto" }).click();
  const register = page.getByRole("dialog", { name: "Załóż konto" });
  await register.getByRole("button", { name: "Załóż konto" }).first().click();
  await expect(register.getByRole("alert")).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.request.post("/api/auth/local", {
    data: { email: USERS.firma.email, password: PASSWORD },
    headers: { origin: baseURL ?? "" },
  });
  await page.goto("/my-account");
  await expect(page.getByRole("heading", { name: "Adres dostawy" })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
