/**
 * An inactive account's login offers the activation link again (issue 29, item 6; spec 2 §8
 * accountInactive), on a phone and a wide screen: the demo's inactive account logs in, is told
 * it is not active yet, sends the link again and is told where it went; the link it replaced
 * says that a newer one was sent (issue 44 item 7).
 */
import { expect, test } from "@playwright/test";
import { form, lastMail, newEmail } from "../../api/account-helpers";
import { openAccountLink } from "./helpers";

test("an inactive account's login sends the activation link again", async ({ page }, info) => {
  await page.goto("/");
  await openAccountLink(page, info);
  const modal = page.getByRole("dialog", { name: "Zaloguj się" });
  await modal.getByLabel("E-mail").fill("nieaktywny@example.com");
  await modal.getByLabel("Hasło", { exact: true }).fill("demo1234");
  await modal.getByRole("button", { name: "Zaloguj się" }).last().click();
  await expect(modal.getByRole("alert")).toHaveText(
    "Konto nie jest jeszcze aktywne. Otwórz link aktywacyjny z wiadomości e-mail.",
  );
  await modal.getByRole("button", { name: "Wyślij link aktywacyjny ponownie" }).click();
  await expect(
    modal.getByText(
      "Jeśli konto z adresem nieaktywny@example.com czeka na aktywację, wysłaliśmy na nie nowy link aktywacyjny.",
    ),
  ).toBeVisible();
  await expect(modal.getByRole("button", { name: "Wyślij link aktywacyjny ponownie" })).toHaveCount(
    0,
  );
});

test("an activation link replaced by a resent one says that a newer link was sent", async ({
  page,
}) => {
  const email = newEmail("e2e-superseded");
  await page.request.post("/api/public/register", { data: form(email) });
  const first = /\/activation\/([A-Za-z0-9_-]+)/.exec((await lastMail(email))?.text ?? "")?.[1];
  await page.request.post("/api/public/activation", { data: { email } });
  const res = await page.goto(`/activation/${first}`);
  expect(res?.status()).toBe(410);
  await expect(
    page.getByRole("heading", { name: "Wysłaliśmy nowszy link aktywacyjny." }),
  ).toBeVisible();
  await expect(page.getByText("Nie znaleziono linku aktywacyjnego.")).toHaveCount(0);
  await expect(page.getByText(/Otwórz najnowszą wiadomość aktywacyjną/)).toBeVisible();
});
