/**
 * The owner runs orders in the back office (issue 31), on a phone and a wide screen: finds a
 * customer's order by its number's own part, ships it with a DPD parcel number, records its
 * bank transfer (issue 44), and the customer sees it sent with the carrier's tracking link and
 * gets the e-mail; cancelling asks first (a dialog,
 * or without JavaScript a checkbox the server requires), takes a reason and a note the
 * customer reads on the order's summary, and leaves no more moves.
 */
import { expect, test } from "@playwright/test";
import { withShopDb } from "../../test-db";
import { violations } from "../axe";
import { orderByApi, topUpStock } from "../checkout/helpers";
import { ownerLogIn } from "./helpers";

test.beforeEach(() => topUpStock());

const MUG = { product: "212", variantHash: "", quantity: 1, type: "normal" };
const PARCEL = "0000123456789U";
const TRACK = `https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1=${PARCEL}`;

test("the owner ships an order with a tracking number and the customer sees it sent with the link", async ({
  page,
  browser,
}, info) => {
  const email = `ship-${info.project.name}-${Date.now()}@example.com`;
  const order = await orderByApi(page.request, [MUG], email, "Olga Wysyłkowa");
  await ownerLogIn(page, "/admin/orders");
  await page
    .getByLabel("Numer, e-mail, telefon lub nazwisko")
    .fill(order.no.slice(11).toLowerCase());
  await page.getByRole("button", { name: "Pokaż" }).click();
  await page.getByRole("link", { name: order.no }).click();
  await expect(page.getByRole("heading", { name: `Zamówienie ${order.no}` })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.getByLabel("Przewoźnik").selectOption("dpd");
  await page.getByLabel("Numer przesyłki").fill(PARCEL);
  await page.getByRole("button", { name: "Wyślij zamówienie" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Zamówienie wysłane" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Oznacz jako dostarczone" })).toBeVisible();
  // The bank transfer came: the owner records it (the amount due and today by default).
  await expect(page.getByLabel("Otrzymana kwota")).toHaveValue("110.65");
  await page.getByRole("button", { name: "Zapisz wpłatę" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Wpłata zapisana" })).toBeVisible();
  await expect(page.getByText(/Wpłata zapisana: 110,65\szł/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Zapisz wpłatę" })).toHaveCount(0);

  // The customer, in a browser of their own.
  const customer = await browser.newPage();
  await customer.goto(`/order/summary/${order.summaryId}`);
  await expect(customer.getByText("Wysłane", { exact: true })).toBeVisible();
  await expect(customer.getByRole("link", { name: "Śledź przesyłkę" })).toHaveAttribute(
    "href",
    TRACK,
  );
  await customer.close();
  const mail = await withShopDb((db) =>
    db
      .prepare('select subject, text from mail_outbox where "to" = ? order by id desc limit 1')
      .get<{ subject: string; text: string }>(email),
  );
  expect(mail?.subject).toBe(`Zamówienie ${order.no} zostało wysłane`);
  expect(mail?.text).toContain(TRACK);
});

test("cancelling an order asks first, takes the reason the customer then reads, and offers no more moves", async ({
  page,
  browser,
}, info) => {
  const order = await orderByApi(
    page.request,
    [MUG],
    `cancel-${info.project.name}-${Date.now()}@example.com`,
  );
  await ownerLogIn(page, `/admin/orders/${order.no}`);
  // The script asks in a dialog: the checkbox that asks without it is gone.
  await expect(page.getByText("Tak, chcę anulować to zamówienie")).toBeHidden();
  await page.getByLabel("Powód anulowania (klient go zobaczy)").selectOption("outOfStock");
  await page.getByLabel("Wiadomość dla klienta (opcjonalnie)").fill("Ostatni kubek się stłukł.");
  await page.getByRole("button", { name: "Anuluj zamówienie" }).click();
  const dialog = page.getByRole("dialog", { name: `Anulować zamówienie ${order.no}?` });
  await expect(dialog).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Nie, wróć" }).click();
  await expect(dialog).toBeHidden();
  expect(await statusOf(order.no)).toBe("PENDING");

  await page.getByRole("button", { name: "Anuluj zamówienie" }).click();
  await dialog.getByRole("button", { name: "Tak, anuluj zamówienie" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Zamówienie anulowane" })).toBeVisible();
  await expect(page.getByText("Anulowane", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Anuluj zamówienie" })).toHaveCount(0);
  expect(await statusOf(order.no)).toBe("CANCELED");
  // What came back (stock, card value, points, the refund) is counted exactly by
  // src/server/services/admin/order-moves.service.test.ts; the e-mail by
  // tests/api/order-cancel.spec.ts.

  // The customer, in a browser of their own, reads why on the order's page.
  const shopper = await browser.newContext({ viewport: page.viewportSize() });
  const customer = await shopper.newPage();
  await customer.goto(`/order/summary/${order.summaryId}`);
  await expect(customer.getByRole("heading", { name: /^Anulowano \d/ })).toBeVisible();
  await expect(
    customer.getByText("Powód: zamówionego produktu zabrakło w magazynie"),
  ).toBeVisible();
  await expect(customer.getByText("Wiadomość od sklepu: Ostatni kubek się stłukł.")).toBeVisible();
  await expect(customer.getByText("Za to zamówienie nic nie pobraliśmy.")).toBeVisible();
  await shopper.close();
});

test("without JavaScript, cancelling an order asks with a checkbox the server requires", async ({
  browser,
}, info) => {
  const { viewport, isMobile, hasTouch } = info.project.use;
  const context = await browser.newContext({
    javaScriptEnabled: false,
    ...(viewport ? { viewport } : {}),
    ...(isMobile !== undefined ? { isMobile } : {}),
    ...(hasTouch !== undefined ? { hasTouch } : {}),
  });
  const page = await context.newPage();
  const order = await orderByApi(
    page.request,
    [MUG],
    `cancel-nojs-${info.project.name}-${Date.now()}@example.com`,
  );
  await ownerLogIn(page, `/admin/orders/${order.no}`);
  const check = page.getByRole("checkbox", { name: "Tak, chcę anulować to zamówienie" });
  await expect(check).toBeVisible();
  await expect(check).toHaveAttribute("required", "");
  await check.check();
  await page.getByRole("button", { name: "Anuluj zamówienie" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Zamówienie anulowane" })).toBeVisible();
  expect(await statusOf(order.no)).toBe("CANCELED");
  await context.close();
});

async function statusOf(no: string): Promise<string | undefined> {
  const row = await withShopDb((db) =>
    db.prepare("select status from orders where no = ?").get<{ status: string }>(no),
  );
  return row?.status;
}
