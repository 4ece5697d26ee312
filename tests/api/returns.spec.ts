/**
 * Returns through the API (spec 2 §5 Return, §7 return/{id}, returns/all;
 * issue 12): only the owner returns, never more than remains, also when two
 * requests race; a locker return gets its code and the pickup fee.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { newAccount } from "./account-helpers";
import { choices, order, type Line } from "./order-helpers";

/** Kubek termiczny Delta K370 (seed id 212), 3 of them. */
const MUGS: Line = { product: "212", variantHash: "", quantity: 3, type: "normal" };

/** A new customer's order of `lines` (DPD, bank transfer): the customer, their bearer header, the order. */
async function placedOrder(request: APIRequestContext, prefix: string, lines: Line[]) {
  const owner = await newAccount(request, prefix);
  const bearer = { authorization: `Bearer ${owner.token}` };
  const ids = await choices(request, lines, "Kurier DPD", "transfer");
  const placed = await (
    await request.post("/api/public/order/new?lang=pl", {
      headers: bearer,
      data: order(lines, ids, owner.email),
    })
  ).json();
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
  }
  const list = () => request.get("/api/public/returns/all", { headers: bearer });
  expect(await (await list()).json()).toEqual([]);

  const filed = await post("2");
  expect(filed.status()).toBe(303);
  expect(filed.headers()["location"]).toContain(`/my-returns/R/${placed.no}/1?added=1`);
  expect(await (await list()).json()).toHaveLength(1);
});
