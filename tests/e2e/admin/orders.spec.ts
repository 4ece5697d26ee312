/**
 * The owner runs orders in the back office (issue 31), on a phone and a wide screen: finds a
 * customer's order by its number, ships it with a DPD parcel number, and the customer sees it
 * sent with the carrier's tracking link and gets the e-mail; an order cancelled there is
 * offered no more moves.
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

test("an order cancelled in the back office is offered no more moves", async ({ page }, info) => {
  test.skip(info.project.name === "phone", "the phone runs the shipping path");
  const order = await orderByApi(page.request, [MUG], `cancel-${Date.now()}@example.com`);
  await ownerLogIn(page, `/admin/orders/${order.no}`);
  await page.getByRole("button", { name: "Anuluj zamówienie" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Zamówienie anulowane" })).toBeVisible();
  await expect(page.getByText("Anulowane", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Anuluj zamówienie" })).toHaveCount(0);
  // What came back (stock, card value, points, the refund) is counted exactly by
  // src/server/services/admin/order-moves.service.test.ts.
  const row = await withShopDb((db) =>
    db.prepare("select status from orders where no = ?").get<{ status: string }>(order.no),
  );
  expect(row?.status).toBe("CANCELED");
});
