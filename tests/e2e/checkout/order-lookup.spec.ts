/**
 * A guest looks up an order with the e-mailed code, on a phone and a wide
 * screen (issue 12 "Guest order lookup"); the page works as plain forms.
 */
import { expect, test } from "@playwright/test";
import { topUpStock } from "./helpers";

test.beforeEach(() => topUpStock());

const MUG = { product: "212", variantHash: "", quantity: 1, type: "normal" };

test("a guest looks up an order with the e-mailed code and sees it listed", async ({
  page,
}, info) => {
  const email = `lookup-${info.project.name}-${Date.now()}@example.com`;
  const quote = await (
    await page.request.post("/api/public/order/quote?lang=pl", {
      data: { lines: [MUG], country: "pl", postCode: "00-950" },
    })
  ).json();
  const delivery = quote.options.find((o: { name: string }) => o.name === "Kurier DPD");
  const payment = quote.payments.find((p: { type: string }) => p.type === "transfer");
  const ship = {
    name: "Gosia Gość",
    street: "Długa",
    number: "5",
    apartment: "",
    postCode: "00-950",
    region: "",
    city: "Warszawa",
    phone: "600700800",
  };
  const placed = await (
    await page.request.post("/api/public/order/new?lang=pl", {
      data: {
        lines: [MUG],
        country: "pl",
        delivery: { id: delivery.id },
        paymentId: payment.id,
        form: { ship, email, retypedEmail: email, terms: true, processing: true },
        idempotencyKey: `lookup${Date.now()}${info.project.name}`.padEnd(20, "x"),
      },
    })
  ).json();

  await page.goto("/login/order");
  await page.getByLabel("E-mail").fill(email);
  await expect(page.getByLabel("Numer zamówienia")).toHaveAttribute(
    "placeholder",
    "2004/01/02/XYZ001",
  );
  await page.getByLabel("Numer zamówienia").fill(placed.no);
  await page.getByRole("button", { name: "Dalej" }).click();
  await expect(page.getByText(`Wysłaliśmy 6-znakowy kod na adres ${email}.`)).toBeVisible();

  // The mailbox in another tab: the code step stays open.
  const mailbox = await page.context().newPage();
  await mailbox.goto("/dev/outbox");
  await mailbox
    .getByRole("row")
    .filter({ hasText: email })
    .filter({ hasText: /Kod do zamówienia/ })
    .getByRole("link")
    .click();
  const text = (await mailbox.locator(".mail-text").textContent()) ?? "";
  const code = /: ([A-Z0-9]{6})\s/.exec(text)?.[1] ?? "";
  expect(code).toHaveLength(6);
  await mailbox.close();
  await page.getByLabel("Kod z wiadomości").fill(code);
  await page.getByRole("button", { name: "Pokaż zamówienie" }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.getByRole("link", { name: `Zamówienie ${placed.no}` })).toBeVisible();
});
