/**
 * Returns through the API (spec 2 §5 Return, §7 return/{id}, returns/all;
 * issue 12): only the owner returns, never more than remains, also when two
 * requests race; a locker return gets its code and the pickup fee. Returns
 * open only once the order is sent and the window counts from the sent
 * date (issue 29 item 7: a pending, unpaid order took a return, and a new
 * order said "Możesz zwrócić do" 14 days from its order date).
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { PASSWORD, USERS } from "../golden/accounts";
import { newAccount } from "./account-helpers";
import { choices, markSent, order, withDb, type Line } from "./order-helpers";

/** Kubek termiczny Delta K370 (seed id 212), 3 of them. */
const MUGS: Line = { product: "212", variantHash: "", quantity: 3, type: "normal" };

/**
 * A new customer's order of `lines` (DPD, bank transfer), sent today unless `sent` is false (only
 * a sent order opens returns): the customer, their bearer header, the order.
 */
async function placedOrder(request: APIRequestContext, prefix: string, lines: Line[], sent = true) {
  const owner = await newAccount(request, prefix);
  const bearer = { authorization: `Bearer ${owner.token}` };
  const ids = await choices(request, lines, "Kurier DPD", "transfer");
  const placed = await (
    await request.post("/api/public/order/new?lang=pl", {
      headers: bearer,
      data: order(lines, ids, owner.email),
    })
  ).json();
  if (sent) await markSent(placed.no);
  return { owner, bearer, placed };
}

test("a customer returns part of an order, then the rest; never more, also when two requests race", async ({
  request,
  playwright,
  baseURL,
}) => {
  const { bearer, placed } = await placedOrder(request, "returns", [MUGS]);
  const file = (count: number, extra: Record<string, unknown> = {}) =>
    request.post(`/api/public/return/${placed.no}`, {
      headers: bearer,
      data: {
        products: [{ id: "212", variantHash: "", count, reason: "defectiveProduct" }],
        ...extra,
      },
    });

  expect(await (await file(0)).json()).toEqual({ error: "nothingSelected" });
  expect(await (await file(4)).json()).toEqual({ error: "countInvalid", fields: ["212"] });
  const first = await file(1);
  expect(first.status()).toBe(201);
  expect(await first.json()).toEqual({
    no: `R/${placed.no}/1`,
    status: "NEW",
    returnData: { externalDeliveryId: null, inpostCode: null },
  });

  // Two remain; two requests for both at once: exactly one is accepted.
  const [a, b] = await Promise.all([file(2), file(2)]);
  expect([a.status(), b.status()].sort()).toEqual([201, 400]);
  expect(await (await file(1)).json()).toEqual({ error: "countInvalid", fields: ["212"] });

  const list = await (await request.get("/api/public/returns/all", { headers: bearer })).json();
  expect(list.map((r: { no: string }) => r.no).sort()).toEqual([
    `R/${placed.no}/1`,
    `R/${placed.no}/2`,
  ]);
  const one = await (
    await request.get(`/api/public/return/R/${placed.no}/1`, { headers: bearer })
  ).json();
  expect(one).toMatchObject({ status: "NEW", productsCount: 1, orderNo: placed.no });
  expect(one.products[0]).toMatchObject({
    declaredCount: 1,
    returnReason: "defectiveProduct",
    totalQuantity: 3,
  });

  const other = await playwright.request.newContext({ baseURL: baseURL ?? "" });
  const stranger = await newAccount(other, "returns-other");
  const theirs = await request.post(`/api/public/return/${placed.no}`, {
    headers: { authorization: `Bearer ${stranger.token}` },
    data: { products: [{ id: "212", variantHash: "", count: 1, reason: "none" }] },
  });
  expect(theirs.status()).toBe(404);
  const peek = await request.get(`/api/public/return/R/${placed.no}/1`, {
    headers: { authorization: `Bearer ${stranger.token}` },
  });
  expect(peek.status()).toBe(404);
  await other.dispose();
});

test("a locker return needs a package size and gets a code and the pickup fee", async ({
  request,
}) => {
  const one: Line = { ...MUGS, quantity: 1 };
  const { bearer, placed } = await placedOrder(request, "locker", [one]);
  const data = {
    products: [{ id: "212", variantHash: "", count: 1, reason: "expectationsNotMeet" }],
    returnDelivery: "inpostLocker",
  };
  const noSize = await request.post(`/api/public/return/${placed.no}`, { headers: bearer, data });
  expect(await noSize.json()).toEqual({ error: "pickupSizeRequired" });
  const res = await request.post(`/api/public/return/${placed.no}`, {
    headers: bearer,
    data: { ...data, pickupSize: "medium" },
  });
  expect(res.status()).toBe(201);
  const body = await res.json();
  expect(body.returnData.inpostCode).toMatch(/^\d{8}$/);
  const view = await (
    await request.get(`/api/public/return/${body.no}`, { headers: bearer })
  ).json();
  // The medium package's pickup fee: 13.99 zł.
  expect(view).toMatchObject({
    returnDelivery: "inpostLocker",
    pickupSize: "medium",
    pickupPrice: { brutto: 13.99 },
  });
});

test("the order page's form is held to the API's bounds: a count of -1, 1e9 or abc is refused with the line named", async ({
  request,
}) => {
  const { owner, bearer, placed } = await placedOrder(request, "return-form", [MUGS]);
  const post = (count: string) =>
    request.post(`/my-orders/${placed.no}`, {
      headers: { cookie: `APP_TOKEN=${owner.token}` },
      form: { "tick-0": "1", "count-0": count, "reason-0": "none", returnDelivery: "default" },
      maxRedirects: 0,
    });

  for (const count of ["-1", "1e9", "1000000000", "abc"]) {
    const refused = await post(count);
    expect(refused.status(), count).toBe(400);
    const html = await refused.text();
    expect(html, count).toMatch(/role="alert"[^>]*>\s*Popraw liczbę sztuk: Kubek[^<]*\.\s*</);
    expect(html, count).toMatch(/id="count-0"[^>]*aria-invalid="true"/);
    // The field says what is wrong in the shop's language, and what was posted comes back.
    expect(html, count).toMatch(/id="count-0-error"[^>]*>\s*Podaj liczbę sztuk od 1 do 3\.\s*</);
    expect(html, count).toMatch(/name="tick-0"[^>]*checked/);
    expect(html, count).toMatch(/<form[^>]*novalidate/);
  }
  const list = () => request.get("/api/public/returns/all", { headers: bearer });
  expect(await (await list()).json()).toEqual([]);

  const filed = await post("2");
  expect(filed.status()).toBe(303);
  expect(filed.headers()["location"]).toContain(`/my-returns/R/${placed.no}/1?added=1`);
  expect(await (await list()).json()).toHaveLength(1);
});

const DAY = 86_400_000;

/** A day as the shop's pages print it, in the shop's time zone (Warsaw): 24.11.2026. */
function shopDay(ms: number): string {
  return new Intl.DateTimeFormat("pl-PL", {
    timeZone: "Europe/Warsaw",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(new Date(ms));
}

test("a pending, unpaid order takes no return: the API answers 409 orderNotSent and its pages offer none", async ({
  request,
}) => {
  const { owner, bearer, placed } = await placedOrder(request, "return-pending", [MUGS], false);
  const filed = await request.post(`/api/public/return/${placed.no}`, {
    headers: bearer,
    data: { products: [{ id: "212", variantHash: "", count: 1, reason: "none" }] },
  });
  expect(filed.status()).toBe(409);
  expect(await filed.json()).toEqual({ error: "orderNotSent" });

  const cookie = { cookie: `APP_TOKEN=${owner.token}` };
  const detail = await (await request.get(`/my-orders/${placed.no}`, { headers: cookie })).text();
  expect(detail).toContain("Zwrot możliwy po wysłaniu zamówienia");
  expect(detail).not.toContain("Zgłoś zwrot");
  expect(detail).not.toContain('id="return"');
  expect(detail).not.toContain("Możesz zwrócić do");
  const list = await (await request.get("/my-orders", { headers: cookie })).text();
  expect(list).toContain("Zwrot możliwy po wysłaniu zamówienia");
  expect(list).not.toContain("Możesz zwrócić do");
  const api = await (await request.get("/api/public/orders/all", { headers: bearer })).json();
  expect(api[0].returns).toEqual({ canReturn: false, maxReturnDate: null });

  // The order page's form posted anyway: refused, with the reason.
  const posted = await request.post(`/my-orders/${placed.no}`, {
    headers: cookie,
    form: { "tick-0": "1", "count-0": "1", "reason-0": "none", returnDelivery: "default" },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(400);
  expect(await posted.text()).toContain("Zwrot będzie możliwy po wysłaniu zamówienia.");
  expect(await (await request.get("/api/public/returns/all", { headers: bearer })).json()).toEqual(
    [],
  );
});

test("the return window counts from the sent date: ordered 40 days ago and sent 2 days ago, a return is taken until sent + 14 days", async ({
  request,
}) => {
  const { owner, bearer, placed } = await placedOrder(request, "return-window", [MUGS], false);
  const sentAt = Date.now() - 2 * DAY;
  await markSent(placed.no, new Date(sentAt).toISOString());
  await withDb((db) =>
    db
      .prepare("update orders set created_at = ? where no = ?")
      .run(new Date(Date.now() - 40 * DAY).toISOString(), placed.no),
  );
  const last = shopDay(sentAt + 14 * DAY);
  const cookie = { cookie: `APP_TOKEN=${owner.token}` };
  expect(await (await request.get("/my-orders", { headers: cookie })).text()).toContain(
    `Możesz zwrócić do ${last}`,
  );
  const api = await (await request.get("/api/public/orders/all", { headers: bearer })).json();
  expect(api[0].returns).toEqual({
    canReturn: true,
    maxReturnDate: new Date(sentAt + 14 * DAY).toISOString(),
  });
  const filed = await request.post(`/api/public/return/${placed.no}`, {
    headers: bearer,
    data: { products: [{ id: "212", variantHash: "", count: 1, reason: "none" }] },
  });
  expect(filed.status()).toBe(201);
});

test("past the last day (sent 15 days ago, 14 days to return) the API answers 409 returnTimeOver and the pages say so", async ({
  request,
}) => {
  const { owner, bearer, placed } = await placedOrder(request, "return-late", [MUGS], false);
  await markSent(placed.no, new Date(Date.now() - 15 * DAY).toISOString());
  const filed = await request.post(`/api/public/return/${placed.no}`, {
    headers: bearer,
    data: { products: [{ id: "212", variantHash: "", count: 1, reason: "none" }] },
  });
  expect(filed.status()).toBe(409);
  expect(await filed.json()).toEqual({ error: "returnTimeOver" });
  const cookie = { cookie: `APP_TOKEN=${owner.token}` };
  const detail = await (await request.get(`/my-orders/${placed.no}`, { headers: cookie })).text();
  expect(detail).toContain("Nie można już zwrócić");
  expect(detail).not.toContain('id="return"');
});

test("the seed's orders and returns show each product's thumbnail and variant, and returns by what was sent", async ({
  request,
}) => {
  const login = await request.post("/api/auth/local", {
    data: { email: USERS.jan.email, password: PASSWORD },
  });
  const token = (await login.json()).token as string;
  const headers = { cookie: `APP_TOKEN=${token}`, authorization: `Bearer ${token}` };
  const orders: { no: string; status: string }[] = await (
    await request.get("/api/public/orders/all", { headers })
  ).json();
  const page = async (path: string) => (await request.get(path, { headers })).text();
  const sent = orders.find((o) => o.status === "SENT")?.no ?? "";
  const pending = orders.find((o) => o.status === "PENDING")?.no ?? "";

  // The SENT order (5 days ago): coffee 100 g and a white mug, with their min- thumbnails.
  const detail = await page(`/my-orders/${sent}`);
  expect(detail).toMatch(
    /<img[^>]*class="line-image"[^>]*src="\/images\/products\/min-[a-z]+-\d+\.(jpg|webp)"/,
  );
  expect(detail).toContain("Gramatura (g): 100 g");
  expect(detail).toContain("Kolor: biały");
  expect(detail).toContain("Możesz zwrócić do");
  expect(detail).toContain('id="return"');
  // The PENDING one is not sent: no return yet.
  const waiting = await page(`/my-orders/${pending}`);
  expect(waiting).toContain("Zwrot możliwy po wysłaniu zamówienia");
  expect(waiting).not.toContain('id="return"');

  const returns: { no: string; products: { image: string | null }[] }[] = await (
    await request.get("/api/public/returns/all", { headers })
  ).json();
  const shown = returns[0];
  expect(shown?.products[0]?.image).toMatch(/^\/images\/products\/[a-z]+-\d+\.jpg$/);
  expect(await page(`/my-returns/${shown?.no}`)).toMatch(
    /<img[^>]*class="line-image"[^>]*src="\/images\/products\/min-[a-z]+-\d+\.(jpg|webp)"/,
  );
});
