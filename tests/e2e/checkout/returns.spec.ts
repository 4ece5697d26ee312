/**
 * A customer files a return and sees it listed, on a phone and a wide
 * screen (issue 12 "Returns"): the order's add-return form (a plain form),
 * the success screen with the return number, then the returns list.
 */
import { expect, test } from "@playwright/test";
import { USERS } from "../../golden";
import { logIn } from "../basket-helpers";
import { topUpStock } from "./helpers";

test.beforeEach(() => topUpStock());

const MUGS = { product: "212", variantHash: "", quantity: 2, type: "normal" };

test("a customer files a return for an order and sees it listed", async ({ page, baseURL }) => {
  await logIn(page, USERS.firma.email, baseURL ?? "");
  const quote = await (
    await page.request.post("/api/public/order/quote?lang=pl", {
      data: { lines: [MUGS], country: "pl", postCode: "00-950" },
    })
  ).json();
  const delivery = quote.options.find((o: { name: string }) => o.name === "Kurier DPD");
  const payment = quote.payments.find((p: { type: string }) => p.type === "transfer");
  const ship = {
    name: "Firma Testowa",
    street: "Długa",
    number: "5",
    apartment: "",
    postCode: "00-950",
    region: "",
    city: "Warszawa",
    phone: "600700800",
  };
  const res = await page.request.post("/api/public/order/new?lang=pl", {
    data: {
      lines: [MUGS],
      country: "pl",
      delivery: { id: delivery.id },
      paymentId: payment.id,
      form: {
        ship,
        email: USERS.firma.email,
        retypedEmail: USERS.firma.email,
        terms: true,
        processing: true,
      },
      idempotencyKey: `ret${Date.now()}${Math.random().toString(36).slice(2)}`.slice(0, 40),
    },
  });
  expect(res.status()).toBe(201);
  const { no } = await res.json();

  await page.goto(`/my-orders/${no}`);
  await page.getByRole("link", { name: "Zgłoś zwrot" }).click();
  const form = page.locator("#return");
  await form.getByRole("checkbox", { name: "Zgłoś zwrot" }).check();
  await expect(form.getByLabel("Liczba sztuk (z 2)")).toHaveValue("1");
  await form.getByLabel("Powód").selectOption({ label: "Wadliwy produkt" });
  await form.getByRole("button", { name: "Wyślij zgłoszenie zwrotu" }).click();

  await expect(page.getByText(`Zgłoszenie zwrotu R/${no}/1 zostało przyjęte.`)).toBeVisible();
  await expect(page.locator('img[src="/assets/return-added.png"]')).toBeVisible();
  await expect(page.getByText("1 z 2 szt. · Wadliwy produkt")).toBeVisible();
  await page.getByRole("link", { name: "Zwroty" }).first().click();
  await expect(page.getByRole("link", { name: `Zwrot R/${no}/1` })).toBeVisible();
});
