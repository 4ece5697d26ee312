/**
 * Social login through a real local OAuth 2.0 server (scripts/oauth-mock.mjs,
 * started by the test server), on a phone and a wide screen: the popup runs
 * the code flow with PKCE, posts the APP_TOKEN message and closes; a
 * provider without an e-mail leads to the registration; a closed popup shows
 * the fbWidnowClosed info.
 */
import { expect, test } from "@playwright/test";
import { newEmail } from "./helpers";

test("a shopper logs in with the social provider in a popup and lands on the account", async ({
  page,
}) => {
  await page.goto("/my-account");
  await page.getByRole("link", { name: "Zaloguj się" }).click();
  const modal = page.getByRole("dialog", { name: "Zaloguj się" });
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    modal.getByRole("button", { name: "Zaloguj przez MockID" }).click(),
  ]);
  if (!popup.isClosed()) await popup.waitForEvent("close");
  // The account page reloads logged in: the social account has no password to change.
  await expect(page.getByRole("heading", { name: "Adres dostawy" })).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveValue("social.person@example.com");
  await expect(page.getByRole("heading", { name: "Zmiana hasła" })).toHaveCount(0);
  const me = await page.request.get("/api/public/me");
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ email: "social.person@example.com", provider: "mock" });
});

test("a provider without an e-mail opens the registration, which links the account", async ({
  page,
}, info) => {
  test.skip(
    info.project.name === "phone",
    "the same flow as on the wide screen; the phone runs the popup login",
  );
  await page.goto("/");
  await page.goto("/my-account");
  await page.getByRole("link", { name: "Załóż konto" }).click();
  const modal = page.getByRole("dialog", { name: "Załóż konto" });
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    modal.getByRole("button", { name: "Zaloguj przez NoMail ID" }).click(),
  ]);
  if (!popup.isClosed()) await popup.waitForEvent("close");
  await expect(modal.getByLabel("Imię i nazwisko")).toHaveValue("Nina Bezmaila");
  const email = newEmail("nomail");
  await modal.getByLabel("E-mail", { exact: true }).fill(email);
  await modal.getByLabel("Powtórz e-mail").fill(email);
  await modal.getByLabel("Hasło", { exact: true }).fill("haslo-nomail");
  await modal.getByLabel("Powtórz hasło").fill("haslo-nomail");
  await modal.getByLabel("Telefon").fill("600700800");
  await modal.getByText("Akceptuję regulamin sklepu").click();
  await modal.getByText("Zgadzam się na przetwarzanie").click();
  await modal.getByRole("button", { name: "Załóż konto" }).first().click();
  await expect(page.getByRole("dialog", { name: "Konto założone" })).toContainText(email);
});

test("closing the login popup says the window was closed", async ({ page, context }, info) => {
  test.skip(
    info.project.name === "phone",
    "the same flow as on the wide screen; the phone runs the popup login",
  );
  // The provider's page stays open: the shopper gives up and closes the window.
  await context.route(/\/auth\/social\/mock\?/, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Provider</title><p>Log in…</p>" }),
  );
  await page.goto("/my-account");
  await page.getByRole("link", { name: "Zaloguj się" }).click();
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("button", { name: "Zaloguj przez MockID" }).click(),
  ]);
  await popup.close();
  await expect(page.getByText("Okno logowania zostało zamknięte.")).toBeVisible();
});
