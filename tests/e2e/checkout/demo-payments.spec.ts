/**
 * The README's demo shop pays online, and a shop its owner marks live never takes a test
 * payment (issue 44 item 2), on a phone and a wide screen, each in a second shop of its own
 * started as `npm start` starts one: no PAYMENT_TEST_GATEWAY and no payment provider. Online
 * methods go to the embedded test gateway, and the details step, the order's payment page and
 * the gateway's page say it is a test that takes no money. Once the owner ticks "the shop
 * takes real payments" in /admin/settings, the quote offers no online method, `order/new`
 * refuses one, and the gateway's page and its signed notification are refused for an order
 * placed before: the test gateway cannot mark a live shop's order paid. The mug (seed id 212)
 * costs 95.66 zł, DPD 14.99 zł: 110.65 zł.
 */
import { expect, test } from "@playwright/test";
import { choices, order } from "../../api/order-helpers";
import { notification, POT } from "../../api/payment-helpers";
import { withShopDb } from "../../test-db";
import { ownerLogIn } from "../admin/helpers";
import { startSecondShop, type SecondShop } from "../second-shop";
import { orderWith, paidSummary } from "./payment-helpers";

const offsetOf = (project: string) => (project === "phone" ? 570 : 580);
const originOf = (project: string) =>
  `http://localhost:${Number(process.env["TEST_PORT"] ?? 4399) + offsetOf(project)}`;
const TEST_NOTE = "Płatność testowa: nie pobieramy pieniędzy";

let shop: SecondShop | null = null;
/** An order the test gateway was asked to take while the shop was a demo, still unpaid. */
let waiting = { summaryId: "", redirect: "", amount: "", paymentId: "" };

test.describe.configure({ mode: "serial", timeout: 90_000 });
test.use({ baseURL: async ({}, use, info) => use(originOf(info.project.name)) });

test.beforeAll(async ({}, info) => {
  test.setTimeout(150_000);
  shop = await startSecondShop({
    offset: offsetOf(info.project.name),
    // As the README's demo: the test server's PAYMENT_TEST_GATEWAY=1 and DEV_TRACKER=1 are not set.
    env: { PAYMENT_TEST_GATEWAY: "", DEV_TRACKER: "" },
    patch: () => {},
    probePath: "/",
    isApplied: () => true,
  });
});

test.afterAll(() => {
  shop?.stop();
  shop = null;
});

test("the demo shop pays online through its test gateway, said to be a test wherever it is named", async ({
  page,
}, info) => {
  // The demo's seeded trackers point at the shop's stand-in tag: it answers, so no page of the
  // demo logs a missing script once cookies are accepted.
  expect((await page.request.get("/dev/tracker.js?kind=other")).status()).toBe(200);
  await orderWith(page, new RegExp(`^Przelewy24 ${TEST_NOTE}$`), `demo-${info.project.name}`);
  await expect(page.getByRole("heading", { name: "Bramka płatności testowych" })).toBeVisible();
  await expect(page.getByText(`${TEST_NOTE}.`)).toBeVisible();
  await expect(page.getByText("110,65 zł")).toBeVisible();
  // Back on the shop's payment page without paying: the test is said there too.
  await page.getByRole("button", { name: "Zrezygnuj" }).click();
  await expect(page.getByRole("heading", { name: "Płatność za zamówienie" })).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: "To sklep demonstracyjny" }),
  ).toBeVisible();
  await expect(page.getByRole("radio", { name: `Przelewy24 ${TEST_NOTE}` })).toBeChecked();
  await page.getByRole("button", { name: "Zapłać 110,65 zł" }).click();
  await page.getByRole("button", { name: "Zapłać", exact: true }).click();
  await paidSummary(page);

  // One more order, left unpaid, for the owner's switch below.
  const ids = await choices(page.request, [POT], "Kurier DPD", "p24");
  const res = await page.request.post("/api/public/order/new?lang=pl", {
    data: order([POT], ids, `demo-waiting-${info.project.name}-${Date.now()}@example.com`),
  });
  expect(res.status(), await res.text()).toBe(201);
  const placed = (await res.json()) as { summaryId: string; redirect: string; total: number };
  expect(placed.redirect).toContain("/dev/pay/");
  waiting = { ...placed, amount: placed.total.toFixed(2), paymentId: ids.paymentId };
});

test("the owner marks the shop live: no test payment is offered, and the gateway's word is refused", async ({
  page,
}, info) => {
  await ownerLogIn(page, "/admin/settings");
  const live = page.getByRole("checkbox", { name: /Sklep przyjmuje prawdziwe płatności/ });
  await expect(live).not.toBeChecked();
  await expect(live).toHaveAccessibleDescription(/idą do bramki testowej sklepu/);
  await live.check();
  await page.getByRole("button", { name: "Zapisz ustawienia" }).click();
  await expect(page).toHaveURL(/saved=1/);
  await expect(live).toBeChecked();

  const ids = await choices(page.request, [POT], "Kurier DPD", "transfer");
  const quote = await (
    await page.request.post("/api/public/order/quote?lang=pl", {
      data: { lines: [POT], country: "pl", postCode: "00-950", delivery: { id: ids.deliveryId } },
    })
  ).json();
  const offered = (quote.payments as { type: string; test: boolean }[]).map((p) => p.type);
  expect(offered.sort()).toEqual(["cod", "transfer"]);
  const email = `live-${info.project.name}-${Date.now()}@example.com`;
  const refused = await page.request.post("/api/public/order/new?lang=pl", {
    data: order([POT], { ...ids, paymentId: waiting.paymentId }, email),
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ error: "noPayment" });

  // The order placed as a demo cannot be paid through the gateway now.
  const gateway = new URL(waiting.redirect);
  expect((await page.request.get(`${gateway.pathname}${gateway.search}`)).status()).toBe(404);
  const ref = gateway.searchParams.get("ref") ?? "";
  const word = notification(waiting.summaryId, ref, "paid", waiting.amount);
  const notified = await page.request.post("/api/public/payments/test/notify", { data: word });
  expect(notified.status()).toBe(404);
  const row = await withShopDb(
    (db) =>
      db
        .prepare("select paid from orders where public_id = ?")
        .get<{ paid: number }>(waiting.summaryId),
    shop?.dir,
  );
  expect(Number(row?.paid)).toBe(0);
  // A live shop serves no stand-in tag.
  expect((await page.request.get("/dev/tracker.js?kind=other")).status()).toBe(404);
});
