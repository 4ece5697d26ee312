/**
 * What the browser payment tests share (payments.spec.ts, payment-paths.spec.ts): an order of
 * the mug with a chosen method, the provider's page, the order's row and attempts, the
 * basket's stored lines, a fresh gift card.
 */
import { expect, type Page } from "@playwright/test";
import { withShopDb } from "../../test-db";
import { seedBasket } from "../basket-helpers";
import { detailsReady, fillShipping, openDelivery } from "./helpers";

const MUG = { product: "212", variantHash: "", quantity: 1, type: "normal" };
export const THANKS = "Dziękujemy, płatność została przyjęta.";

/**
 * Places the mug with DPD and the payment method named `method` (a method of the test gateway
 * is named with its test note: match it with a RegExp); the page goes to the provider.
 */
export async function orderWith(
  page: Page,
  method: string | RegExp,
  tag: string,
  giftCard = "",
  email = `pay-${tag}-${Date.now()}@example.com`,
): Promise<void> {
  await seedBasket(page, [MUG]);
  await openDelivery(page);
  await page.getByRole("radio", { name: /Kurier DPD/ }).check();
  await page.getByRole("link", { name: "Zamawiam" }).filter({ visible: true }).first().click();
  await detailsReady(page);
  await fillShipping(page, "Paweł Płacący", email);
  if (giftCard) {
    await page.getByRole("textbox", { name: "Karta podarunkowa" }).fill(giftCard);
    await expect(page.getByText("Wartość karty: 50,00 zł")).toBeVisible();
  }
  await page
    .getByRole(
      "radio",
      typeof method === "string" ? { name: method, exact: true } : { name: method },
    )
    .check();
  await page.getByText("Akceptuję regulamin sklepu").click();
  await page.getByText("Zgadzam się na przetwarzanie danych").click();
  const order = page.getByRole("button", { name: /^(Zamawiam i płacę|Zapłać z PayPal)$/ });
  await order.click();
}

export async function providerPage(page: Page, title: string, amount = /110[.,]65/): Promise<void> {
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText(amount)).toBeVisible();
}

/** A new gift card of 50 zł, and what has been taken from it. */
export async function newGiftCard(): Promise<string> {
  const code = `PAY${Date.now()}`.slice(0, 16);
  await withShopDb((db) =>
    db
      .prepare(
        "insert into gift_cards (code, value, currency, valid_until, used_value, active) values (?, 50, 'pln', ?, 0, 1)",
      )
      .run(code, new Date(Date.now() + 86_400_000).toISOString()),
  );
  return code;
}

export async function usedOf(code: string): Promise<number> {
  const row = await withShopDb((db) =>
    db
      .prepare("select used_value from gift_cards where code = ?")
      .get<{ used_value: number }>(code),
  );
  return Number(row?.used_value);
}

/** The order's public id, from its payment page's address. */
export function summaryIdOf(page: Page): string {
  const id = /\/order\/pay\/([A-Za-z0-9_-]+)/.exec(page.url())?.[1];
  if (!id) throw new Error(`not on a payment page: ${page.url()}`);
  return id;
}

export async function orderRow(summaryId: string) {
  return withShopDb(async (db) => {
    const order = await db
      .prepare("select id, status, paid from orders where public_id = ?")
      .get<{ id: number; status: string; paid: number }>(summaryId);
    const attempts = await db
      .prepare("select provider, status from payment_attempts where order_id = ? order by id")
      .all<{ provider: string; status: string }>(order?.id ?? 0);
    return { status: order?.status, paid: Number(order?.paid), attempts };
  });
}

/** The basket's stored lines in this browser. */
export async function basketLines(page: Page): Promise<number> {
  return page.evaluate(() => {
    const raw = localStorage.getItem("basket:v1");
    const list: unknown = raw ? (JSON.parse(raw) as { list?: unknown }).list : [];
    return Array.isArray(list) ? list.length : 0;
  });
}

/** The thank-you summary; the basket the order was placed from is emptied only now. */
export async function paidSummary(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { name: "Dziękujemy za zamówienie" })).toBeVisible();
  await expect(page.getByText(THANKS)).toBeVisible();
  await expect.poll(() => basketLines(page)).toBe(0);
}
