/**
 * A guest looks up an order with the e-mailed code, on a phone and a wide
 * screen (issue 12 "Guest order lookup"); the page works as plain forms, whose
 * buttons are inactive while a field of the step is empty (issue 44 item 7).
 */
import { expect, test } from "@playwright/test";
import { lastMail } from "../../api/account-helpers";
import { orderByApi, topUpStock } from "./helpers";
import { orderCodeFromOutbox } from "../account/helpers";

test.beforeEach(() => topUpStock());

const MUG = { product: "212", variantHash: "", quantity: 1, type: "normal" };

test("a guest looks up an order with the e-mailed code and sees it listed", async ({
  page,
}, info) => {
  const email = `lookup-${info.project.name}-${Date.now()}@example.com`;
  const placed = await orderByApi(page.request, [MUG], email);

  await page.goto("/login/order");
  // "Dalej" is inactive while the e-mail or the order number is empty (spec 2 §5); pressed, it
  // names the empty fields.
  const next = page.getByRole("button", { name: "Dalej" });
  await expect(next).toHaveAttribute("aria-disabled", "true");
  await next.click({ force: true });
  await expect(page.getByLabel("E-mail")).toHaveAccessibleDescription("Podaj adres e-mail.");
  await expect(page.getByLabel("Numer zamówienia")).toHaveAccessibleDescription(
    "Podaj numer zamówienia.",
  );
  await expect(page.getByLabel("E-mail")).toBeFocused();
  await page.getByLabel("E-mail").fill(email);
  await expect(page.getByLabel("E-mail")).not.toHaveAttribute("aria-invalid", "true");
  await expect(next).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByLabel("Numer zamówienia")).toHaveAttribute(
    "placeholder",
    "2004/01/02/XYZ001",
  );
  await page.getByLabel("Numer zamówienia").fill(placed.no);
  await expect(next).toHaveAttribute("aria-disabled", "false");
  await next.click();
  await expect(page.getByText(`Wysłaliśmy 6-znakowy kod na adres ${email}.`)).toBeVisible();

  // The mailbox in another tab: the code step stays open, its button inactive until the code.
  const show = page.getByRole("button", { name: "Pokaż zamówienie" });
  await expect(show).toHaveAttribute("aria-disabled", "true");
  const code = await orderCodeFromOutbox(page, email);
  expect(code).toHaveLength(6);
  await page.getByLabel("Kod z wiadomości").fill(code);
  await expect(show).toHaveAttribute("aria-disabled", "false");
  await show.click();
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.getByRole("link", { name: `Zamówienie ${placed.no}` })).toBeVisible();
});

test("five wrong codes burn the code; the page offers a new one, which works", async ({
  page,
}, info) => {
  const email = `burned-${info.project.name}-${Date.now()}@example.com`;
  const placed = await orderByApi(page.request, [MUG], email);
  /** Submits the form with `button` and waits for the page it answers. */
  const submit = async (button: string) => {
    const answered = page.waitForResponse(
      (r) => r.url().endsWith("/login/order") && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: button }).click();
    await answered;
    await page.waitForLoadState();
  };
  const newestCode = async () => {
    const mail = await lastMail(email);
    return /: ([A-Z0-9]{6})\n/.exec(mail?.text ?? "")?.[1] ?? "";
  };

  await page.goto("/login/order");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Numer zamówienia").fill(placed.no);
  await submit("Dalej");
  const first = await newestCode();
  const wrong = first === "AAAAAA" ? "BBBBBB" : "AAAAAA";
  for (let i = 0; i < 4; i++) {
    await page.getByLabel("Kod z wiadomości").fill(wrong);
    await submit("Pokaż zamówienie");
    await expect(page.getByRole("alert")).toHaveText("Kod jest nieprawidłowy lub wygasł.");
  }
  await page.getByLabel("Kod z wiadomości").fill(wrong);
  await submit("Pokaż zamówienie");
  await expect(page.getByRole("alert")).toHaveText(
    "Zbyt wiele błędnych kodów: wysłany kod już nie działa. Wyślij nowy kod.",
  );
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  await submit("Wyślij nowy kod");
  const second = await newestCode();
  expect(second).not.toBe(first);
  await page.getByLabel("Kod z wiadomości").fill(second);
  await page.getByRole("button", { name: "Pokaż zamówienie" }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
});
