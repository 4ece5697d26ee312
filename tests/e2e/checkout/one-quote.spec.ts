/**
 * The checkout as one server-side state (issue 29), on a phone and a wide
 * screen: the delivery step shows its lines and total after one call, the
 * delivery, the code, the gift card and the payment survive both steps and a
 * reload, and the order is charged what the last step showed.
 *
 * Golden amounts, worked out by hand: the travel mug (seed id 212) costs
 * 95,66 zł; two are 191,32 zł. RABAT10 takes 10 %: 19,132 → 19,13 zł, so the
 * products come to 172,19 zł, under DPD's 200 zł free-delivery threshold:
 * DPD costs 14,99 zł → 187,18 zł. A 50 zł gift card leaves 137,18 zł to pay.
 * Cash on delivery adds its 5,00 zł fee: 192,18 zł, of which the card pays
 * 50,00 zł → 142,18 zł.
 */
import { expect, test, type Page } from "@playwright/test";
import { withShopDb } from "../../test-db";
import { seedBasket } from "../basket-helpers";
import { detailsReady, fillShipping, openDelivery, topUpStock } from "./helpers";

test.beforeEach(() => topUpStock());

const MUGS = { product: "212", variantHash: "", quantity: 2, type: "normal" };

async function newGiftCard(project: string): Promise<string> {
  const code = `ONE${project.toUpperCase()}${Date.now()}`.slice(0, 20);
  await withShopDb((db) =>
    db
      .prepare(
        "insert into gift_cards (code, value, currency, valid_until, used_value, active) values (?, 50, 'pln', ?, 0, 1)",
      )
      .run(code, new Date(Date.now() + 86_400_000).toISOString()),
  );
  return code;
}

/** The shop's API calls the page makes from now on ("POST /api/public/order/quote"). */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

const total = (page: Page) => page.locator(".summary__row--total").first();

test("from a product page, the delivery step shows its lines and total after one call", async ({
  page,
}) => {
  await page.goto("/p/kubek-termiczny-delta-k370-212");
  await page.getByRole("button", { name: "Dodaj do koszyka", exact: true }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  // The product page's basket modal has sent its copy of the basket: nothing is pending.
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));

  const calls = apiCalls(page);
  await openDelivery(page);
  await expect(page.getByRole("row", { name: /Kubek termiczny Delta K370/ })).toBeVisible();
  await expect(total(page)).toContainText("95,66 zł");
  await page.waitForLoadState("networkidle");
  expect(calls).toEqual(["POST /api/public/order/quote"]);
});

test("the delivery, code, gift card and payment survive both steps and a reload, and the order charges what the last step showed", async ({
  page,
}, info) => {
  const card = await newGiftCard(info.project.name);
  await seedBasket(page, [MUGS]);
  await openDelivery(page);
  await page.getByRole("radio", { name: /Kurier DPD/ }).check();
  await page.getByRole("textbox", { name: "Kod rabatowy" }).fill("RABAT10");
  await page.getByRole("button", { name: "Zastosuj" }).click();
  await page.getByRole("textbox", { name: "Karta podarunkowa" }).fill(card);
  await expect(total(page)).toContainText("137,18 zł");

  await page.reload();
  await expect(total(page)).toContainText("137,18 zł");
  await page.getByRole("link", { name: "Zamawiam" }).locator("visible=true").click();
  await detailsReady(page);
  await expect(total(page)).toContainText("137,18 zł");
  const email = `one-${info.project.name}-${Date.now()}@example.com`;
  await fillShipping(page, "Jan Jednostanowy", email);
  await page.getByRole("radio", { name: /Płatność przy odbiorze/ }).check();
  await expect(page.getByRole("radio", { name: /Płatność przy odbiorze/ })).toBeChecked();
  await expect(page.locator(".summary__row", { hasText: "Płatność przy odbiorze" })).toContainText(
    "5,00 zł",
  );
  await expect(total(page)).toContainText("142,18 zł");

  await page.reload();
  await detailsReady(page);
  await expect(page.getByRole("textbox", { name: "Karta podarunkowa" })).toHaveValue(card);
  await expect(total(page)).toContainText("142,18 zł");

  await page.getByText("Akceptuję regulamin sklepu").click();
  await page.getByText("Zgadzam się na przetwarzanie danych").click();
  await page.getByRole("button", { name: "Zamawiam i płacę" }).click();
  await expect(page.getByRole("heading", { name: "Dziękujemy za zamówienie" })).toBeVisible();
  await expect(page.locator(".order-summary")).toContainText("142,18 zł");
  // Stored: 192,18 zł with the 5,00 zł fee, of which the card paid 50,00 zł.
  const stored = await withShopDb((db) =>
    db.prepare("select total from orders where email = ?").get<{ total: string }>(email),
  );
  expect(JSON.parse(stored?.total ?? "{}")).toMatchObject({
    brutto: 192.18,
    paymentFee: 5,
    giftCardValue: 50,
    codeDiscount: 19.13,
    delivery: 14.99,
  });
});

// Regression (issue 29): a details post code outside Warsaw silently dropped the timed delivery.
test("a shipping post code that rules out the chosen delivery says that the post code is why", async ({
  page,
}) => {
  await seedBasket(page, [MUGS]);
  await openDelivery(page);
  await page.getByLabel("Kod pocztowy").fill("00-950");
  await page.getByRole("radio", { name: /Dostawa na wybrany termin/ }).check();
  const day = page.getByLabel("Dzień dostawy");
  await day.selectOption((await day.locator("option").nth(1).getAttribute("value")) ?? "");
  const hour = page.getByLabel("Godzina dostawy");
  await hour.selectOption((await hour.locator("option").nth(1).getAttribute("value")) ?? "");
  await page.getByRole("link", { name: "Zamawiam" }).locator("visible=true").click();
  await detailsReady(page);
  await expect(page.getByLabel("Kod pocztowy")).toHaveValue("00-950");
  await expect(page.getByText(/nie obsługuje kodu pocztowego/)).toHaveCount(0);

  await page.getByLabel("Kod pocztowy").fill("80-001");
  await expect(
    page.getByText("Dostawa wybrana w pierwszym kroku nie obsługuje kodu pocztowego 80-001."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Wybierz inną dostawę" })).toHaveAttribute(
    "href",
    "/order/delivery",
  );
});
