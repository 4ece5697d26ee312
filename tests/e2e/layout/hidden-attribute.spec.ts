/**
 * The `hidden` attribute always hides (issue 27 item 14): no element marked
 * `hidden` is rendered on any page type, on a phone and a wide screen
 * (projects `phone` and `wide`), whatever its own `display` (`.alert` and
 * `.form-stack` are flex: the contact page showed its thank-you before
 * anything was sent). `hidden="until-found"` is the browser's business and
 * is not looked at. The contact form goes away once its message is sent.
 */
import { expect, test, type Page } from "@playwright/test";
import { USERS } from "../../golden/accounts";
import { BOOTS, COFFEE, line } from "../../golden/products";
import { logIn, seedBasket } from "../basket-helpers";

/** Elements marked hidden that still have a box (described by tag, classes and text). */
async function renderedHidden(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("[hidden]")]
      .filter((el) => el.getAttribute("hidden") !== "until-found")
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => {
        const r = el.getBoundingClientRect();
        const name = `${el.tagName.toLowerCase()}.${[...el.classList].join(".")}`;
        return `${name} ${Math.round(r.width)}×${Math.round(r.height)} "${(el.textContent ?? "").trim().slice(0, 40)}"`;
      }),
  );
}

async function expectNoneShown(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // Islands hydrate on load or on first interaction: give the load-time ones their turn.
  await page.waitForLoadState("networkidle");
  expect(await renderedHidden(page), path).toEqual([]);
}

const SHARED_PAGES = [
  "/",
  "/c/delikatesy",
  "/c/delikatesy?attr=1~999",
  `/p/${BOOTS.url.pl}`,
  `/p/${COFFEE.url.pl}`,
  "/search?query=kawa",
  "/search?query=zzzqqq",
  "/s/o-nas",
  "/s/kontakt",
  "/wishlist",
  "/login/order",
  "/my-account",
  "/order/summary",
  "/nie-ma-takiej-strony",
];

test("no element marked hidden is rendered on the shop's shared pages", async ({ page }) => {
  test.slow();
  for (const path of SHARED_PAGES) await expectNoneShown(page, path);
});

test("no element marked hidden is rendered in the basket, the checkout steps or the account", async ({
  page,
  baseURL,
}) => {
  test.slow();
  await seedBasket(page, [line(BOOTS, 2), line(COFFEE, 1.5)]);
  await page.goto("/");
  await page
    .getByRole("link", { name: /Koszyk/ })
    .first()
    .click();
  await expect(page.getByRole("dialog", { name: "Koszyk" })).toBeVisible();
  expect(await renderedHidden(page), "basket modal").toEqual([]);
  await expectNoneShown(page, "/order/delivery");
  await expectNoneShown(page, "/order/details");

  await logIn(page, USERS.jan.email, baseURL ?? "");
  await expectNoneShown(page, "/my-account");
  await expectNoneShown(page, "/my-orders");
});

test("the contact page thanks only after sending, and the form goes away", async ({
  page,
}, info) => {
  await page.goto("/s/kontakt");
  const thanks = page.getByText("Dziękujemy! Wiadomość dotarła");
  await expect(thanks).toBeHidden();
  await page.getByLabel("Imię i nazwisko").fill("Ola Nowak");
  await page.getByLabel("E-mail").fill(`ola-${info.project.name}-${Date.now()}@example.com`);
  await page.getByLabel("Wiadomość").fill(`Czy wysyłacie za granicę? ${Date.now()}`);
  await expect(thanks).toBeHidden();
  await page.getByRole("button", { name: "Wyślij wiadomość" }).click();
  await expect(thanks).toBeVisible();
  await expect(page.getByLabel("Wiadomość")).toBeHidden();
  await expect(page.getByRole("button", { name: "Wyślij wiadomość" })).toBeHidden();
  expect(await renderedHidden(page)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form posted to the page shows only the thanks", async ({ page }, info) => {
    await page.goto("/s/kontakt");
    await expect(page.getByText("Dziękujemy! Wiadomość dotarła")).toBeHidden();
    await page.getByLabel("Imię i nazwisko").fill("Ola Nowak");
    await page.getByLabel("E-mail").fill(`ola-nojs-${info.project.name}-${Date.now()}@example.com`);
    await page.getByLabel("Wiadomość").fill(`Pytanie bez skryptów ${Date.now()}`);
    await page.getByRole("button", { name: "Wyślij wiadomość" }).click();
    await expect(page.getByText("Dziękujemy! Wiadomość dotarła")).toBeVisible();
    await expect(page.getByLabel("Wiadomość")).toBeHidden();
    expect(await renderedHidden(page)).toEqual([]);
  });
});
