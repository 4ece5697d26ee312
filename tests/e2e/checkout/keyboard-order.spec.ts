/**
 * Every control of the order path works by keyboard alone (issue 14): from
 * a basket with one mug, the shopper reaches each control with Tab (arrow
 * keys inside a radio group), presses Space or Enter and types, and ends on
 * the thank-you page. The mug (95.66 zł) with DPD (14.99 zł): 110.65 zł.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { seedBasket } from "../basket-helpers";
import { detailsReady, openDelivery, topUpStock } from "./helpers";

test.beforeEach(() => topUpStock());

const MUG = { product: "212", variantHash: "", quantity: 1, type: "normal" };

/** Moves the focus to `target` with Tab, or with the arrow keys inside its radio group. */
async function reach(page: Page, target: Locator): Promise<void> {
  const radioName = await target.evaluate((el) =>
    el instanceof HTMLInputElement && el.type === "radio" ? el.name : null,
  );
  for (let i = 0; i < 200; i++) {
    const { focused, inGroup } = await target.evaluate((el, name) => {
      const active = document.activeElement;
      return {
        focused: el === active,
        inGroup:
          name !== null &&
          active instanceof HTMLInputElement &&
          active.type === "radio" &&
          active.name === name,
      };
    }, radioName);
    if (focused) return;
    await page.keyboard.press(inGroup ? "ArrowDown" : "Tab");
  }
  throw new Error("the control cannot be reached with the keyboard");
}

/** The first Tab reaches the skip link; Enter moves on to the page's main content. */
async function skipToContent(page: Page): Promise<void> {
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Przejdź do treści" })).toBeFocused();
  await page.keyboard.press("Enter");
}

async function type(page: Page, label: string, text: string): Promise<void> {
  await reach(page, page.getByLabel(label, { exact: true }));
  await page.keyboard.type(text);
}

test("a shopper orders with the keyboard alone", async ({ page }, info) => {
  test.skip(info.project.name === "phone", "a keyboard belongs to the wide screen");
  test.setTimeout(90_000);
  await seedBasket(page, [MUG]);
  await openDelivery(page);
  await skipToContent(page);

  const dpd = page.getByRole("radio", { name: /Kurier DPD/ });
  await reach(page, dpd);
  await page.keyboard.press("Space");
  await expect(dpd).toBeChecked();
  await reach(page, page.getByRole("link", { name: "Zamawiam" }).filter({ visible: true }).first());
  await page.keyboard.press("Enter");

  await detailsReady(page);
  await skipToContent(page);
  const email = `keyboard-${Date.now()}@example.com`;
  await type(page, "Imię i nazwisko", "Klara Klawiatura");
  await type(page, "Ulica", "Długa");
  await type(page, "Numer domu", "5");
  await type(page, "Kod pocztowy", "00-950");
  await type(page, "Miejscowość", "Warszawa");
  await type(page, "Telefon", "600700800");
  await type(page, "E-mail", email);
  await type(page, "Powtórz e-mail", email);
  const transfer = page.getByRole("radio", { name: "Przelew tradycyjny" });
  await reach(page, transfer);
  await page.keyboard.press("Space");
  await expect(transfer).toBeChecked();
  for (const consent of [/Akceptuję regulamin sklepu/, /Zgadzam się na przetwarzanie danych/]) {
    const box = page.getByRole("checkbox", { name: consent });
    await reach(page, box);
    await page.keyboard.press("Space");
    await expect(box).toBeChecked();
  }
  await expect(page.getByText("110,65 zł").first()).toBeVisible();
  const orderButton = page.getByRole("button", { name: "Zamawiam i płacę" });
  await expect(orderButton).not.toHaveAttribute("aria-disabled", "true");
  await reach(page, orderButton);
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { name: "Dziękujemy za zamówienie" })).toBeVisible();
  await expect(page.getByText("110,65 zł").first()).toBeVisible();
});
