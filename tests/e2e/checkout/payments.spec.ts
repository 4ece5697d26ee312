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
import { expect, test } from "@playwright/test";
import { topUpStock } from "./helpers";
import {
  basketLines,
  orderRow,
  orderWith,
  paidSummary,
  providerPage,
  summaryIdOf,
  THANKS,
} from "./payment-helpers";

test.beforeEach(() => topUpStock());

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

test("a payment under verification shows a spinner until the provider confirms it", async ({
  page,
  context,
}, info) => {
  test.skip(info.project.name === "phone", "the wide screen runs it; the phone runs the others");
  test.slow(); // an order, the gateway, and the back office in a second page of the context
  await orderWith(
    page,
    /^Twisto – kup teraz, zapłać później Płatność testowa: nie pobieramy pieniędzy$/,
    `verify-${info.project.name}`,
  );
  await expect(page.getByRole("heading", { name: "Bramka płatności testowych" })).toBeVisible();
  await expect(page.getByText("Płatność testowa: nie pobieramy pieniędzy.")).toBeVisible();
  const gateway = page.url();
  await page.getByRole("button", { name: "Zapłać, weryfikacja później" }).click();
  await expect(page.getByRole("status").filter({ hasText: "weryfikuje płatność" })).toBeVisible();

  // The provider's back office confirms the payment; the summary notices by itself.
  const office = await context.newPage();
  await office.goto(gateway);
  await office.getByRole("button", { name: "Potwierdź płatność" }).click();
  await expect(page.getByText(THANKS)).toBeVisible({ timeout: 15_000 });
});
