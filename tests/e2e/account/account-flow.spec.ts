/**
 * The whole account life on a phone and on a wide screen (issue 11 "Done
 * when"): register in the modal, open the activation link from the
 * development outbox, log in, edit the profile and the company data, change
 * the password, log out, and recover the password through the e-mailed link.
 */
import { expect, test } from "@playwright/test";
import { accountIslandsLive, isPhone, linkFromOutbox, newEmail, openAccountLink } from "./helpers";

test("a shopper registers, activates, logs in, edits the profile, changes and recovers the password", async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const email = newEmail(isPhone(info) ? "phone" : "wide");
  await page.goto("/");
  await openAccountLink(page, info);
  const modal = page.getByRole("dialog", { name: "Zaloguj się" });
  await expect(modal).toBeVisible();
  await modal.getByRole("button", { name: "Załóż konto" }).click();

  const register = page.getByRole("dialog", { name: "Załóż konto" });
  await register.getByText("Jak chronimy Twoje dane").click();
  await expect(
    register.getByText(/Administratorem danych jest Demo Sklep sp\. z o\.o\./),
  ).toBeVisible();
  await register.getByRole("button", { name: "Załóż konto" }).first().click();
  await expect(register.getByRole("alert")).toHaveText("Popraw zaznaczone pola.");
  await register.getByLabel("Imię i nazwisko").fill("Ewa Testowa");
  await register.getByLabel("E-mail", { exact: true }).fill(email);
  await register.getByLabel("Powtórz e-mail").fill(email);
  await register.getByLabel("Hasło", { exact: true }).fill("pierwsze-haslo");
  await register.getByLabel("Powtórz hasło").fill("inne-haslo-00");
  await register.getByLabel("Telefon").fill("600700800");
  await register.getByRole("button", { name: "Załóż konto" }).first().click();
  await expect(register.getByRole("alert")).toHaveText("Hasła nie są takie same.");
  await register.getByLabel("Powtórz hasło").fill("pierwsze-haslo");
  await register.getByRole("button", { name: "Załóż konto" }).first().click();
  await expect(register.getByRole("alert")).toHaveText(
    "Zaakceptuj regulamin i zgodę na przetwarzanie danych.",
  );
  await register.getByText("Akceptuję regulamin sklepu").click();
  await register.getByText("Zgadzam się na przetwarzanie").click();
  await register.getByRole("button", { name: "Załóż konto" }).first().click();
  const done = page.getByRole("dialog", { name: "Konto założone" });
  await expect(done).toContainText(email);
  await page.keyboard.press("Escape");
  await expect(done).toBeHidden();

  // Activation from the development outbox.
  const activation = await linkFromOutbox(page, email, /Aktywuj konto/);
  await page.goto(activation);
  await expect(page.getByText("Konto jest już aktywne lub zostało aktywowane.")).toBeVisible();

  // Log in from the activation page's button; the account page then shows the profile.
  await page.getByRole("link", { name: "Zaloguj się" }).click();
  const login = page.getByRole("dialog", { name: "Zaloguj się" });
  await login.getByLabel("E-mail").fill(email.toUpperCase());
  await login.getByLabel("Hasło").fill("zle-haslo-1");
  await login.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(login.getByRole("alert")).toHaveText("Nieprawidłowy e-mail lub hasło.");
  await login.getByLabel("Hasło").fill("pierwsze-haslo");
  await login.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(login).toBeHidden();
  // Logged in, the header's account link leads to the account page.
  await openAccountLink(page, info);
  await expect(page.getByRole("heading", { name: "Adres dostawy" })).toBeVisible();
  await accountIslandsLive(page);
  expect((await page.request.get("/my-account")).headers()["cache-control"]).toBe(
    "private, no-store",
  );

  // Profile and company data: save stays disabled until the form is valid.
  const save = page.getByRole("button", { name: "Zapisz dane" });
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  await page.getByLabel("Ulica").fill("Długa");
  await page.getByLabel("Numer domu").fill("5");
  await page.getByLabel("Kod pocztowy").fill("00950");
  await page.getByLabel("Miejscowość").fill("Warszawa");
  await page.getByLabel("Telefon").fill("600700800");
  await expect(save).toBeDisabled();
  await page.getByLabel("Kod pocztowy").fill("00-950");
  await page.getByText("Kupuję jako firma").click();
  await page.getByLabel("Nazwa firmy").fill("Testowa sp. z o.o.");
  await page.getByLabel("NIP").fill("5260250275");
  await page.getByLabel("NIP").blur();
  await expect(page.getByText(/^NIP to 10 cyfr z poprawną cyfrą kontrolną;/)).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByLabel("NIP").fill("526-025-02-74");
  await save.click();
  await expect(page.getByText("Zapisano dane konta.")).toBeVisible();
  await page.reload();
  // Text typed before the islands are live would be lost (they hydrate when the browser is idle).
  await accountIslandsLive(page);
  await expect(page.getByLabel("Nazwa firmy")).toHaveValue("Testowa sp. z o.o.");
  await expect(page.getByLabel("Kod pocztowy")).toHaveValue("00-950");

  // Password change: a wrong old password is marked, then the change succeeds.
  await page.getByLabel("Nowe hasło", { exact: true }).fill("drugie-haslo");
  await page.getByLabel("Powtórz nowe hasło").fill("drugie-haslo");
  await page.getByLabel("Obecne hasło").fill("nie-to-haslo");
  await page.getByRole("button", { name: "Zmień hasło" }).click();
  await expect(page.getByLabel("Obecne hasło")).toHaveAttribute("aria-invalid", "true");
  // Said once, at the field: the current password is wrong (not the login's e-mail or password).
  await expect(page.getByLabel("Obecne hasło")).toHaveAccessibleDescription(
    "Obecne hasło jest nieprawidłowe.",
  );
  await expect(page.getByText("Obecne hasło jest nieprawidłowe.")).toHaveCount(1);
  await expect(page.getByText("Nieprawidłowy e-mail lub hasło.")).toHaveCount(0);
  await page.getByLabel("Obecne hasło").fill("pierwsze-haslo");
  await page.getByRole("button", { name: "Zmień hasło" }).click();
  await expect(page.getByText("Hasło zostało zmienione.")).toBeVisible();

  // Log out, then recover the password through the e-mailed link.
  await page.getByRole("button", { name: "Wyloguj się" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/my-account");
  await page.getByRole("link", { name: "Zaloguj się" }).click();
  await page.getByRole("button", { name: "Nie pamiętasz hasła?" }).click();
  const recover = page.getByRole("dialog", { name: "Nie pamiętasz hasła?" });
  await recover.getByLabel("E-mail").fill("nikt-taki@example.com");
  await recover.getByRole("button", { name: "Wyślij link do zmiany hasła" }).click();
  await expect(recover.getByRole("alert")).toHaveText("Nie znaleziono konta z tym adresem e-mail.");
  await recover.getByLabel("E-mail").fill(email);
  await recover.getByRole("button", { name: "Wyślij link do zmiany hasła" }).click();
  await expect(page.getByText("Wysłaliśmy link do zmiany hasła.")).toBeVisible();

  const reset = await linkFromOutbox(page, email, /Nowe hasło/);
  await page.goto(reset);
  await page.getByLabel("Nowe hasło", { exact: true }).fill("trzecie-haslo");
  await page.getByLabel("Powtórz nowe hasło").fill("trzecie-haslo");
  await page.getByRole("button", { name: "Ustaw hasło" }).click();
  await expect(page.getByText("Hasło zostało zmienione. Możesz się zalogować.")).toBeVisible();
  await page.getByRole("link", { name: "Zaloguj się" }).click();
  const again = page.getByRole("dialog", { name: "Zaloguj się" });
  await again.getByLabel("E-mail").fill(email);
  await again.getByLabel("Hasło").fill("trzecie-haslo");
  await again.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(again).toBeHidden();
  await page.goto("/my-account");
  await expect(page.getByRole("heading", { name: "Adres dostawy" })).toBeVisible();
});
