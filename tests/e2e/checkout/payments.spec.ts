/**
 * Paying online in a real browser, on a phone and a wide screen (issue 30),
 * with Przelewy24, PayU and PayPal run by local fakes of their APIs and pages
 * (tests/fakes/*, started by the test server), and the embedded test gateway
 * for the spec types no adapter takes (Twisto here). The thank-you page comes
 * only after the payment; a declined, cancelled or abandoned payment keeps
 * the order on its payment page, where another method pays it; an order left
 * unpaid past its deadline is cancelled. The mug (seed id 212) costs
 * 95.66 zł, DPD 14.99 zł: 110.65 zł.
 */
import { expect, test, type Page } from "@playwright/test";
import { withShopDb } from "../../test-db";
import { violations } from "../axe";
import { scriptBytes } from "../script-bytes";
import { NEW_PASSWORD, newAccount } from "../../api/account-helpers";
import { seedBasket } from "../basket-helpers";
import { detailsReady, fillShipping, openDelivery, topUpStock } from "./helpers";

test.beforeEach(() => topUpStock());

const MUG = { product: "212", variantHash: "", quantity: 1, type: "normal" };
const THANKS = "Dziękujemy, płatność została przyjęta.";

/** Places the mug with DPD and the payment method named `method`; the page goes to the provider. */
async function orderWith(
  page: Page,
  method: string,
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
  await page.getByRole("radio", { name: method, exact: true }).check();
  await page.getByText("Akceptuję regulamin sklepu").click();
  await page.getByText("Zgadzam się na przetwarzanie danych").click();
  const order = page.getByRole("button", { name: /^(Zamawiam i płacę|Zapłać z PayPal)$/ });
  await order.click();
}

async function providerPage(page: Page, title: string, amount = /110[.,]65/): Promise<void> {
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText(amount)).toBeVisible();
}

/** A new gift card of 50 zł, and what has been taken from it. */
async function newGiftCard(): Promise<string> {
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

async function usedOf(code: string): Promise<number> {
  const row = await withShopDb((db) =>
    db
      .prepare("select used_value from gift_cards where code = ?")
      .get<{ used_value: number }>(code),
  );
  return Number(row?.used_value);
}

/** The order's public id, from its payment page's address. */
function summaryIdOf(page: Page): string {
  const id = /\/order\/pay\/([A-Za-z0-9_-]+)/.exec(page.url())?.[1];
  if (!id) throw new Error(`not on a payment page: ${page.url()}`);
  return id;
}

async function orderRow(summaryId: string) {
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
async function basketLines(page: Page): Promise<number> {
  return page.evaluate(() => {
    const raw = localStorage.getItem("basket:v1");
    const list: unknown = raw ? (JSON.parse(raw) as { list?: unknown }).list : [];
    return Array.isArray(list) ? list.length : 0;
  });
}

/** The thank-you summary; the basket the order was placed from is emptied only now. */
async function paidSummary(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { name: "Dziękujemy za zamówienie" })).toBeVisible();
  await expect(page.getByText(THANKS)).toBeVisible();
  await expect.poll(() => basketLines(page)).toBe(0);
}

test("a Przelewy24 payment thanks for the order only once it is paid", async ({ page }, info) => {
  await orderWith(page, "Przelewy24", `p24-${info.project.name}`);
  await providerPage(page, "Przelewy24 (test)");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await paidSummary(page);
  const id = /\/order\/summary\/([A-Za-z0-9_-]+)/.exec(page.url())?.[1] ?? "";
  expect(await orderRow(id)).toEqual({
    status: "PENDING",
    paid: 1,
    attempts: [{ provider: "p24", status: "paid" }],
  });
});

test("a declined payment keeps the order, and another method pays it", async ({ page }, info) => {
  await orderWith(page, "PayU – szybki przelew", `declined-${info.project.name}`);
  await providerPage(page, "PayU (test)");
  await page.getByRole("button", { name: "Decline" }).click();

  await expect(page.getByRole("heading", { name: "Płatność za zamówienie" })).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: "Płatność została przerwana lub odrzucona" }),
  ).toBeVisible();
  const id = summaryIdOf(page);
  expect((await orderRow(id)).status).toBe("PENDING");
  // The basket is kept while the order waits for its money.
  expect(await basketLines(page)).toBe(1);
  // Only methods paid online, without a fee: the order's total stays what it was.
  await expect(page.getByRole("radio", { name: "Przelew tradycyjny" })).toHaveCount(0);

  await page.getByRole("radio", { name: "PayPal" }).check();
  await page.getByRole("button", { name: "Zapłać 110,65 zł" }).click();
  await providerPage(page, "PayPal (test)");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await paidSummary(page);
  expect(await orderRow(id)).toEqual({
    status: "PENDING",
    paid: 1,
    attempts: [
      { provider: "payu", status: "cancelled" },
      { provider: "paypal", status: "paid" },
    ],
  });
});

test("a payment cancelled at PayPal can be paid later from the order's page", async ({
  page,
}, info) => {
  await orderWith(page, "PayPal", `abandoned-${info.project.name}`);
  await providerPage(page, "PayPal (test)");
  await page.getByRole("button", { name: "Cancel and return to the shop" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Płatność została przerwana" }),
  ).toBeVisible();
  const id = summaryIdOf(page);

  // The shopper leaves, and comes back to the order (its link in the e-mail, or the summary).
  await page.goto("/");
  await page.goto(`/order/summary/${id}`);
  await expect(page.getByRole("heading", { name: "Płatność za zamówienie" })).toBeVisible();
  await page.getByRole("radio", { name: "Przelewy24" }).check();
  await page.getByRole("button", { name: "Zapłać 110,65 zł" }).click();
  await providerPage(page, "Przelewy24 (test)");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await paidSummary(page);
  expect((await orderRow(id)).attempts).toEqual([
    { provider: "paypal", status: "cancelled" },
    { provider: "p24", status: "paid" },
  ]);
});

// Regression (issue 29, then 30): the back button from the provider's page showed an empty
// order; now the basket is kept, and the step shows the order waiting with a way to pay it.
test("coming back from the provider's page shows the kept basket and the order waiting to be paid", async ({
  page,
}, info) => {
  await orderWith(page, "Przelewy24", `back-${info.project.name}`);
  await providerPage(page, "Przelewy24 (test)");
  await page.goBack();
  await expect(
    page.getByRole("status").filter({ hasText: "Zamówienie z tym koszykiem zostało już złożone" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Przejdź do zamówienia" }).click();
  await expect(page.getByRole("heading", { name: "Płatność za zamówienie" })).toBeVisible();
  await page.getByRole("button", { name: "Zapłać 110,65 zł" }).click();
  await providerPage(page, "Przelewy24 (test)");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await paidSummary(page);
});

test("a logged-in shopper finds the unpaid order in their orders with a way to pay it", async ({
  page,
  baseURL,
}, info) => {
  test.skip(info.project.name === "phone", "the wide screen runs it; the phone runs the others");
  const { email } = await newAccount(page.request, `pay-account-${info.project.name}`);
  const login = await page.request.post("/api/auth/local", {
    data: { email, password: NEW_PASSWORD },
    headers: { origin: baseURL ?? "" },
  });
  expect(login.status()).toBe(200);
  await orderWith(page, "Przelewy24", `account-${info.project.name}`, "", email);
  await providerPage(page, "Przelewy24 (test)");
  await page.getByRole("button", { name: "Back to the shop" }).click();
  const no = (await page.getByText(/^Zamówienie \d{4}\/\d{2}\/\d{2}\/[A-Z]{3}\d{3}$/).textContent())
    ?.replace("Zamówienie ", "")
    .trim();
  await page.goto(`/my-orders/${no}`);
  await expect(page.getByRole("status").filter({ hasText: "czeka na płatność" })).toBeVisible();
  await page.getByRole("link", { name: "Zapłać za zamówienie" }).click();
  await expect(page.getByRole("heading", { name: "Płatność za zamówienie" })).toBeVisible();
});

test("a card declined at PayPal shows the provider's reason and can be paid again", async ({
  page,
}, info) => {
  test.skip(info.project.name === "phone", "the wide screen runs it; the phone runs the others");
  await orderWith(page, "PayPal", `paypal-declined-${info.project.name}`);
  await providerPage(page, "PayPal (test)");
  await page.getByRole("button", { name: "Pay with a card that will be declined" }).click();
  await expect(page.getByRole("alert")).toContainText("Płatność nie powiodła się");
  await page.getByRole("button", { name: "Zapłać 110,65 zł" }).click();
  await providerPage(page, "PayPal (test)");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await paidSummary(page);
});

test("a card declined in Stripe's form is paid again in the same form", async ({ page }, info) => {
  await orderWith(page, "Karta płatnicza", `stripe-${info.project.name}`);
  await expect(page.getByRole("heading", { name: "Płatność za zamówienie" })).toBeVisible();
  const id = summaryIdOf(page);
  // Stripe.js (here the fake's, on its own origin) may run on the payment page only.
  const stripe = `http://127.0.0.1:${Number(process.env["TEST_PORT"] ?? 4399) + 1700}`;
  const policy = async (path: string) =>
    (await page.request.get(path)).headers()["content-security-policy"] ?? "";
  expect(await policy(page.url())).toContain(`script-src 'self' ${stripe}`);
  expect(await policy("/")).not.toContain(stripe);
  // No React here: the shell's 9,835 B and Stripe's form module; measured 10,451 B (+3 %).
  const origin = new URL(page.url()).origin;
  const own = await scriptBytes(page, page.url(), (url) => url.startsWith(origin));
  expect(own.gz, own.urls.join(", ")).toBeLessThanOrEqual(10_770);
  await page.getByLabel("Test card: declined").check();
  await page.getByRole("button", { name: "Zapłać", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("Your card was declined.");
  expect(await violations(page)).toEqual([]);
  await expect
    .poll(async () => (await orderRow(id)).attempts)
    .toEqual([{ provider: "stripe", status: "failed" }]);
  await page.getByLabel("Test card: succeeds").check();
  await page.getByRole("button", { name: "Zapłać", exact: true }).click();
  await paidSummary(page);
  expect(await orderRow(id)).toEqual({
    status: "PENDING",
    paid: 1,
    attempts: [{ provider: "stripe", status: "paid" }],
  });
});

test("an order left unpaid past its deadline is cancelled and gives back its gift card's value", async ({
  page,
}, info) => {
  const card = await newGiftCard();
  await orderWith(page, "Przelewy24", `expired-${info.project.name}`, card);
  // 110,65 zł, of which the card pays 50,00 zł: 60,65 zł online.
  await providerPage(page, "Przelewy24 (test)", /60[.,]65/);
  expect(await usedOf(card)).toBe(50);
  await page.getByRole("button", { name: "Back to the shop" }).click();
  await expect(page.getByText("Nie mamy jeszcze potwierdzenia tej płatności")).toBeVisible();
  const id = summaryIdOf(page);

  // Two hours pass (the test shop's expiry job looks every 2 seconds).
  await withShopDb(async (db) => {
    const past = new Date(Date.now() - 2 * 3_600_000).toISOString();
    await db.prepare("update orders set created_at = ? where public_id = ?").run(past, id);
    await db
      .prepare(
        "update payment_attempts set created_at = ? where order_id = (select id from orders where public_id = ?)",
      )
      .run(past, id);
  });
  await expect
    .poll(async () => (await orderRow(id)).status, { timeout: 15_000 })
    .toBe("CANCELED_LOCK");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Zamówienie anulowane" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("nie zostało opłacone w wyznaczonym czasie");
  expect((await orderRow(id)).attempts).toEqual([{ provider: "p24", status: "expired" }]);
  expect(await usedOf(card)).toBe(0);

  // The basket was kept: the same order again is a new order, not the cancelled one.
  await page.goto("/order/details");
  await detailsReady(page);
  await expect(page.getByText("Zamówienie z tym koszykiem zostało już złożone")).toHaveCount(0);
  await page.getByRole("checkbox", { name: /Akceptuję regulamin sklepu/ }).check();
  await page.getByRole("checkbox", { name: /Zgadzam się na przetwarzanie danych/ }).check();
  await page.getByRole("button", { name: "Zamawiam i płacę" }).click();
  await providerPage(page, "Przelewy24 (test)", /60[.,]65/);
  expect(await usedOf(card)).toBe(50);
});

test("a payment under verification shows a spinner until the provider confirms it", async ({
  page,
  context,
}, info) => {
  test.skip(info.project.name === "phone", "the wide screen runs it; the phone runs the others");
  test.slow(); // an order, the gateway, and the back office in a second page of the context
  await orderWith(page, "Twisto – kup teraz, zapłać później", `verify-${info.project.name}`);
  await expect(page.getByRole("heading", { name: "Test payment gateway" })).toBeVisible();
  const gateway = page.url();
  await page.getByRole("button", { name: "Pay, verify later" }).click();
  await expect(page.getByRole("status").filter({ hasText: "weryfikuje płatność" })).toBeVisible();

  // The provider's back office confirms the payment; the summary notices by itself.
  const office = await context.newPage();
  await office.goto(gateway);
  await office.getByRole("button", { name: "Confirm the payment" }).click();
  await expect(page.getByText(THANKS)).toBeVisible({ timeout: 15_000 });
});
