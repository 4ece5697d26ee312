/**
 * A customer files a return and sees it listed, on a phone and a wide
 * screen (issue 12 "Returns"): the order's add-return form (a plain form),
 * the success screen with the return number, then the returns list. The
 * form's rules (issue 29 item 7, spec 2 §2 return request page): ticking
 * reveals count and reason, a wrong count is marked in the shop's language
 * and the submit stays inactive; the locker code copies. No order or return
 * page is wider than the screen, the cookie bar's buttons on it (item 8).
 */
import { expect, test, type Page } from "@playwright/test";
import { lastMail } from "../../api/account-helpers";
import { USERS } from "../../golden/accounts";
import { logIn } from "../basket-helpers";
import { markSent, orderByApi, topUpStock } from "./helpers";

test.beforeEach(() => topUpStock());

const MUGS = { product: "212", variantHash: "", quantity: 2, type: "normal" };

test("a customer files a return for an order and sees it listed, every page as wide as the screen", async ({
  page,
  baseURL,
}) => {
  await logIn(page, USERS.firma.email, baseURL ?? "");
  const { no } = await orderByApi(page.request, [MUGS], USERS.firma.email, "Firma Testowa");
  await markSent(no);

  await page.goto(`/my-orders/${no}`);
  await expect(page.locator("img.line-image").first()).toBeVisible();
  await page.getByRole("link", { name: "Zgłoś zwrot" }).click();
  const form = page.locator("#return");
  // Count and reason show once the product is ticked.
  await expect(form.getByLabel("Liczba sztuk (z 2)")).toBeHidden();
  await form.getByRole("checkbox", { name: "Zgłoś zwrot" }).check();
  await expect(form.getByLabel("Liczba sztuk (z 2)")).toHaveValue("1");
  await form.getByLabel("Powód").selectOption({ label: "Wadliwy produkt" });
  await form.getByRole("button", { name: "Wyślij zgłoszenie zwrotu" }).click();

  await expect(page.getByText(`Zgłoszenie zwrotu R/${no}/1 zostało przyjęte.`)).toBeVisible();
  await expect(page.locator('img[src="/assets/return-added.png"]')).toBeVisible();
  await expect(page.getByText("1 z 2 szt. · Wadliwy produkt")).toBeVisible();
  await expect(page.locator("img.line-image")).toBeVisible();
  await page.getByRole("link", { name: "Zwroty" }).first().click();
  await expect(page.getByRole("link", { name: `Zwrot R/${no}/1` })).toBeVisible();

  // Regression (issue 29): on a 390 px phone the return page was 430-451 px wide (its heading
  // is one long word), so the page scrolled sideways.
  const width = page.viewportSize()?.width ?? 0;
  for (const path of [
    `/my-orders/${no}`,
    `/my-orders/${no}#return`,
    "/my-orders",
    `/my-returns/R/${no}/1`,
    "/my-returns",
  ]) {
    await page.goto(path);
    const overflow = await page.evaluate((w) => document.documentElement.scrollWidth - w, width);
    expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
  }
});

test("the return form marks a wrong count in Polish and keeps its submit inactive until it is valid; the locker code copies", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await logIn(page, USERS.firma.email, baseURL ?? "");
  const { no } = await orderByApi(page.request, [MUGS], USERS.firma.email, "Firma Testowa");
  await markSent(no);
  await page.goto(`/my-orders/${no}#return`);
  const form = page.locator("#return");
  const submit = form.getByRole("button", { name: "Wyślij zgłoszenie zwrotu" });
  const count = form.getByLabel("Liczba sztuk (z 2)");

  // Nothing ticked: inactive; pressed, it says why and stays on the page.
  await expect(submit).toHaveAttribute("aria-disabled", "true");
  // (forced: Playwright waits for an aria-disabled button to be enabled; a shopper can press it)
  await submit.click({ force: true });
  await expect(page.locator("#return-error")).toHaveText(
    "Zaznacz co najmniej jeden produkt z liczbą sztuk.",
  );
  await expect(page).toHaveURL(new RegExp(`/my-orders/${no}#return$`));

  // 3 of 2: marked with the shop's message (no browser bubble), still inactive.
  await form.getByRole("checkbox", { name: "Zgłoś zwrot" }).check();
  await expect(submit).toHaveAttribute("aria-disabled", "false");
  await expect(page.locator("#return-error")).toBeHidden();
  await count.fill("3");
  await expect(count).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Podaj liczbę sztuk od 1 do 2.")).toBeVisible();
  await expect(count).toHaveAccessibleDescription("Podaj liczbę sztuk od 1 do 2.");
  await expect(submit).toHaveAttribute("aria-disabled", "true");
  await submit.click({ force: true });
  await expect(count).toBeFocused();
  await count.fill("0");
  await expect(submit).toHaveAttribute("aria-disabled", "true");
  await count.fill("2");
  await expect(count).not.toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Podaj liczbę sztuk od 1 do 2.")).toBeHidden();
  await expect(submit).toHaveAttribute("aria-disabled", "false");

  // The locker: the package size shows once it is chosen; the code on the return copies.
  const size = form.getByLabel("Rozmiar paczki");
  await expect(size).toBeHidden();
  await form.getByText("Paczkomat InPost (odbiór płatny)").click();
  await size.selectOption({ index: 1 });
  await submit.click();
  await expect(page.getByText(`Zgłoszenie zwrotu R/${no}/1 zostało przyjęte.`)).toBeVisible();
  const code = await page.getByLabel("Kod do nadania w paczkomacie:").inputValue();
  expect(code).toMatch(/^\d{8}$/);
  await page.getByRole("button", { name: "Kopiuj kod" }).click();
  await expect(page.getByText("Kod skopiowany do schowka")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
});

/** The page's width and the cookie bar's buttons, which must all be on the screen. */
async function expectFits(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator("[data-cookie-bar]")).toBeVisible();
  const { width, height, buttons } = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    height: innerHeight,
    buttons: [...document.querySelectorAll("[data-cookie-bar] .cookie-bar__actions .btn")].map(
      (b) => b.getBoundingClientRect().toJSON() as DOMRect,
    ),
  }));
  const screen = page.viewportSize()?.width ?? 0;
  expect(width, `${path} is wider than the screen`).toBeLessThanOrEqual(screen);
  expect(buttons.length, path).toBe(3);
  for (const b of buttons)
    expect(
      b.left >= 0 && b.top >= 0 && b.right <= screen && b.bottom <= height,
      `${path}: a cookie-bar button at ${JSON.stringify(b)} is off the screen`,
    ).toBe(true);
}

test.describe("before the cookie choice", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("no order or return page is wider than the screen and the cookie bar's buttons are on it", async ({
    page,
    baseURL,
  }, info) => {
    test.slow();
    // A guest's lookup and its result: the ghost account's orders, its order and a locker return.
    const email = `widths-${info.project.name}-${Date.now()}@example.com`;
    const placed = await orderByApi(page.request, [MUGS], email);
    await markSent(placed.no);
    await expectFits(page, "/login/order");
    const origin = { origin: baseURL ?? "" };
    await page.request.post("/login/order", {
      form: { step: "1", email, no: placed.no },
      headers: origin,
    });
    const code = /: ([A-Z0-9]{6})\s/.exec((await lastMail(email))?.text ?? "")?.[1] ?? "";
    await page.request.post("/login/order", {
      form: { step: "2", email, no: placed.no, code },
      headers: origin,
      maxRedirects: 0,
    });
    const filed = await page.request.post(`/api/public/return/${placed.no}`, {
      headers: origin,
      data: {
        products: [{ id: "212", variantHash: "", count: 1, reason: "none" }],
        returnDelivery: "inpostLocker",
        pickupSize: "large",
      },
    });
    expect(filed.status()).toBe(201);
    for (const path of [
      "/my-orders",
      `/my-orders/${placed.no}`,
      `/my-orders/${placed.no}#return`,
      "/my-returns",
      `/my-returns/R/${placed.no}/1?added=1`,
    ])
      await expectFits(page, path);

    // The seed's orders: a locker, a code, points, a timed delivery, a gift card, a company
    // order with its invoice, and returns in every status by both methods.
    for (const user of [USERS.jan.email, USERS.firma.email]) {
      await logIn(page, user, baseURL ?? "");
      const orders = await (await page.request.get("/api/public/orders/all")).json();
      const returns = await (await page.request.get("/api/public/returns/all")).json();
      for (const path of [
        "/my-orders",
        "/my-returns",
        ...orders.map((o: { no: string }) => `/my-orders/${o.no}`),
        ...returns.map((r: { no: string }) => `/my-returns/${r.no}`),
      ])
        await expectFits(page, path);
    }
  });
});
