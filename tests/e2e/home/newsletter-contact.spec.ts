/**
 * The newsletter block and the contact form with their messages (spec 2 §4,
 * §5, §8; issue 13), on a phone and a wide screen: a wrong address warns,
 * a new one succeeds and is followed by the marketing-consent notice, a
 * second time says it is already subscribed, and the e-mailed link
 * unsubscribes. The contact form stays disabled until valid, thanks on
 * success and on a duplicate, and warns with a reload action on failure.
 */
import { expect, test } from "@playwright/test";
import { linkFromOutbox } from "../account/helpers";

test("the newsletter block answers a wrong, a new and a known address", async ({ page }, info) => {
  await page.clock.install();
  await page.goto("/");
  const block = page.locator("[data-newsletter]");
  const email = block.getByRole("textbox", { name: "Adres e-mail" });
  await email.fill("nie-email");
  await email.press("Enter");
  await expect(
    page.getByRole("alert").filter({ hasText: "Podaj poprawny adres e-mail." }),
  ).toBeVisible();

  const address = `news-${info.project.name}-${Date.now()}@example.com`;
  await email.fill(address);
  await block.getByRole("button", { name: "Zapisz się" }).click();
  await expect(page.getByText("Dziękujemy! Zapisaliśmy Cię do newslettera.")).toBeVisible();
  await page.clock.runFor(15_500);
  await expect(page.getByText("Dziękujemy! Zapisaliśmy Cię do newslettera.")).toBeHidden();
  await expect(page.getByText(/Zapisując się, zgadzasz się na informacje handlowe/)).toBeVisible();

  await email.fill(address);
  await email.press("Enter");
  await expect(page.getByText("Ten adres jest już zapisany do newslettera.")).toBeVisible();

  // The welcome mail's link unsubscribes, after a confirmation.
  const link = new URL(await linkFromOutbox(page, address, /Newsletter sklepu/));
  await page.goto(link.pathname + link.search);
  await page.getByRole("button", { name: "Wypisz mnie" }).click();
  await expect(page.getByText("Wypisaliśmy Cię z newslettera.")).toBeVisible();
});

test("the contact form sends once valid and thanks for it, also for a duplicate", async ({
  page,
}, info) => {
  const email = `ala-${info.project.name}-${Date.now()}@example.com`;
  await page.goto("/s/kontakt");
  const send = page.getByRole("button", { name: "Wyślij wiadomość" });
  await expect(send).toBeDisabled();
  await page.getByLabel("Imię i nazwisko").fill("Ala Kowalska");
  await page.getByLabel("E-mail").fill("zly@");
  await page.getByLabel("Wiadomość").fill(`Pytanie o dostawę ${info.project.name} ${Date.now()}`);
  await expect(page.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "");
  await expect(send).toBeDisabled();
  await page.getByLabel("E-mail").fill(email);
  await expect(send).toBeEnabled();
  const msg = await page.getByLabel("Wiadomość").inputValue();
  await send.click();
  await expect(page.getByText("Dziękujemy! Wiadomość dotarła")).toBeVisible();

  await page.goto("/s/kontakt");
  await page.getByLabel("Imię i nazwisko").fill("Ala Kowalska");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Wiadomość").fill(msg);
  const answer = page.waitForResponse("**/api/public/contact-form");
  await page.getByRole("button", { name: "Wyślij wiadomość" }).click();
  expect(await (await answer).json()).toEqual({ result: "duplicate" });
  await expect(page.getByText("Dziękujemy! Wiadomość dotarła")).toBeVisible();
});

test("a failed contact message warns with a reload action", async ({ page }) => {
  await page.route("**/api/public/contact-form", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: '{"error":"UNAVAILABLE"}',
    }),
  );
  await page.goto("/s/kontakt");
  await page.getByLabel("Imię i nazwisko").fill("Ala Kowalska");
  await page.getByLabel("E-mail").fill("ala@example.com");
  await page.getByLabel("Wiadomość").fill("Dzień dobry");
  await page.getByRole("button", { name: "Wyślij wiadomość" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Nie udało się wysłać wiadomości." });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("button", { name: "Odśwież stronę" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Wyślij wiadomość" })).toBeEnabled();
  await alert.click({ position: { x: 5, y: 5 } });
  await expect(alert).toBeHidden();
});
