/**
 * Dates are the shop's (issue 27): orders, returns, the order summary and opinions show dates
 * in the shop's time zone (SHOP_TIME_ZONE, Europe/Warsaw here), not the server's. An order
 * placed at 23:30 UTC on 10 March was 00:30 on 11 March in Warsaw; the pages formatted with
 * the runtime's zone, so a shop on a UTC host showed 10 March (and one in Los Angeles 10 March
 * 15:30). Run with `TZ=UTC` or `TZ=America/Los_Angeles`: the pages read the same.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { withShopDb } from "../test-db";
import { newAccount } from "./account-helpers";
import { choices, markSent, order, type Line } from "./order-helpers";

const MUG: Line = { product: "212", variantHash: "", quantity: 2, type: "normal" };
const DAY = 86_400_000;
/** 23:30 UTC on 10 March 2026: 00:30 on 11 March in Warsaw (UTC+1). */
const PLACED = "2026-03-10T23:30:00.000Z";
/** Sent at 23:10 UTC on 11 March: 00:10 on 12 March in Warsaw. */
const SENT = "2026-03-11T23:10:00.000Z";

/** Whether the page has `text` (a failure names the text, not the whole page). */
function expectText(page: string, text: string | RegExp, present = true): void {
  const found = typeof text === "string" ? page.includes(text) : text.test(page);
  expect(found, `${present ? "" : "no "}${String(text)}`).toBe(present);
}

async function html(request: APIRequestContext, path: string, token: string): Promise<string> {
  const res = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), path).toBe(200);
  return res.text();
}

test("an order placed at 23:30 UTC shows the next day's date, in Warsaw time, on every page", async ({
  request,
}) => {
  const owner = await newAccount(request, "dates");
  const bearer = { authorization: `Bearer ${owner.token}` };
  const ids = await choices(request, [MUG], "Kurier DPD", "transfer");
  const placed = await (
    await request.post("/api/public/order/new?lang=pl", {
      headers: bearer,
      data: order([MUG], ids, owner.email),
    })
  ).json();
  await markSent(placed.no);
  const filed = await request.post(`/api/public/return/${placed.no}`, {
    headers: bearer,
    data: { products: [{ id: "212", variantHash: "", count: 1, reason: "none" }] },
  });
  expect(filed.status()).toBe(201);
  // A return window (counted from the sent date) that ends in the future at 23:10 UTC: the next
  // day in Warsaw.
  const days = Math.ceil((Date.now() - Date.parse(PLACED)) / DAY) + 30;
  const lastUtcDay = new Date(Date.parse(SENT) + days * DAY);
  const lastDay = new Date(lastUtcDay.getTime() + DAY);
  const dmy = (d: Date) =>
    [d.getUTCDate(), d.getUTCMonth() + 1]
      .map((n) => String(n).padStart(2, "0"))
      .concat(String(d.getUTCFullYear()))
      .join(".");
  await withShopDb(async (db) => {
    const row = await db
      .prepare("select delivery from orders where no = ?")
      .get<{ delivery: string }>(placed.no);
    const delivery = JSON.parse(row?.delivery ?? "{}") as { data: Record<string, unknown> };
    // A chosen slot is stored as the shop's wall clock: shown as chosen, 13 March 10:30.
    delivery.data = { ...delivery.data, date: "2026-03-13T10:30" };
    await db
      .prepare(
        "update orders set created_at = ?, sent_at = ?, return_time = ?, can_return = 1, delivery = ? where no = ?",
      )
      .run(PLACED, SENT, days, JSON.stringify(delivery), placed.no);
    // 22:15 UTC on 30 April is 00:15 on 1 May in Warsaw (summer time, UTC+2).
    await db
      .prepare("update returns set created_at = ? where no = ?")
      .run("2026-04-30T22:15:00.000Z", `R/${placed.no}/1`);
  });

  const list = await html(request, "/my-orders", owner.token);
  expectText(list, /class="history__facts"[^>]*>11\.03\.2026 · /);
  expectText(list, `Możesz zwrócić do ${dmy(lastDay)}`);
  expectText(list, "10.03.2026", false);

  const detail = await html(request, `/my-orders/${placed.no}`, owner.token);
  expectText(detail, "11.03.2026");
  expectText(detail, "Wysłane: 12.03.2026");
  expectText(detail, "Termin dostawy: 13 marca 10:30");

  expectText(
    await html(request, "/en/my-orders", owner.token),
    /class="history__facts"[^>]*>11\.03\.2026 · /,
  );
  expectText(await html(request, "/my-returns", owner.token), "01.05.2026");

  const summary = await request.get(`/order/summary/${placed.summaryId}`);
  expectText(await summary.text(), /<dd[^>]*>11\.03\.2026 00:30<\/dd>/);
});

test("opinions on the home page and the product page show their day in Warsaw time", async ({
  request,
}) => {
  const product = 170;
  const url = "gra-planszowa-polaris-b650-170";
  const id = await withShopDb(async (db) => {
    await db
      .prepare(
        "insert into opinions (product_id, lang, user_id, author_name, rating, text, verified, created_at) values (?, 'pl', null, 'Ewa z Gdyni', 5, 'Przyszła przed północą.', 0, ?)",
      )
      // The newest opinion of the shop (home shows the latest): 23:30 UTC, 11 March in Warsaw.
      .run(product, "2030-03-10T23:30:00.000Z");
    const row = await db
      .prepare("select max(id) as id from opinions where product_id = ?")
      .get<{ id: number }>(product);
    return Number(row?.id);
  });
  try {
    // The shop sees another process's write within about a second and drops its cached pages.
    await expect
      .poll(async () => (await (await request.get("/")).text()).includes("Ewa z Gdyni"))
      .toBe(true);
    const home = await (await request.get("/")).text();
    expectText(home, /<time datetime="2030-03-10T23:30:00.000Z"[^>]*>11\.03\.2030<\/time>/);
    await expect
      .poll(async () => (await (await request.get(`/p/${url}`)).text()).includes("Ewa z Gdyni"))
      .toBe(true);
    const page = await (await request.get(`/p/${url}`)).text();
    expectText(page, "11.03.2030");
    expectText(page, "10.03.2030", false);
  } finally {
    await withShopDb((db) => db.prepare("delete from opinions where id = ?").run(id));
  }
});
