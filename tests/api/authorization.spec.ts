/**
 * Authorization across accounts (issue 15 item 2): every order, return and
 * basket endpoint and page, tried with another customer's token, another
 * order's ghost token (a guest's one-time-code login), a forged token and
 * none. Nobody but the owner reads or changes anything, and the refused
 * attempts leave the owner's data as it was.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { lastMail, newAccount } from "./account-helpers";
import { choices, markSent, order, type Line } from "./order-helpers";

const MUGS: Line = { product: "212", variantHash: "", quantity: 2, type: "normal" };
const RETURN = { products: [{ id: "212", variantHash: "", count: 1, reason: "none" }] };

type Caller = { name: string; headers: Record<string, string> };

const bearer = (token: string) => ({
  authorization: `Bearer ${token}`,
  cookie: `APP_TOKEN=${token}`,
});

/** A guest's order and the ghost token its one-time code gives. */
async function ghostToken(request: APIRequestContext): Promise<string> {
  const email = `ghost-authz-${Date.now()}@example.com`;
  const ids = await choices(request, [MUGS], "Kurier DPD", "transfer");
  const placed = await (
    await request.post("/api/public/order/new?lang=pl", {
      data: order([MUGS], ids, email),
    })
  ).json();
  await request.post("/api/public/login/order", { data: { email, no: placed.no } });
  const code = /: ([A-Z0-9]{6})\n/.exec((await lastMail(email))?.text ?? "")?.[1] ?? "";
  const res = await request.post("/api/public/login/order", {
    data: { email, no: placed.no, code },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).token as string;
}

test("no one but the owner reads or changes an order, a return or a basket", async ({
  playwright,
  baseURL,
}) => {
  const context = () => playwright.request.newContext({ baseURL: baseURL ?? "" });
  const [ownerContext, otherContext, guestContext, anonymous] = await Promise.all([
    context(),
    context(),
    context(),
    context(),
  ]);
  const owner = await newAccount(ownerContext, "authz-owner");
  const other = await newAccount(otherContext, "authz-other");
  const mine = bearer(owner.token);
  const ids = await choices(ownerContext, [MUGS], "Kurier DPD", "transfer");
  const placed = await (
    await ownerContext.post("/api/public/order/new?lang=pl", {
      headers: mine,
      data: order([MUGS], ids, owner.email),
    })
  ).json();
  const no = placed.no as string;
  await markSent(no);
  const filed = await ownerContext.post(`/api/public/return/${no}`, {
    headers: mine,
    data: RETURN,
  });
  expect(filed.status()).toBe(201);
  const returnNo = `R/${no}/1`;
  const basket = await (
    await ownerContext.post("/api/public/basket", {
      headers: mine,
      data: { products: [{ count: 1, id: "212", variantHash: "" }] },
    })
  ).json();

  // What the owner's own pages show, and nobody else's may.
  for (const page of [`/my-orders/${no}`, `/my-returns/${returnNo}`]) {
    const own = await ownerContext.get(page, { headers: mine });
    expect(own.status()).toBe(200);
    expect(await own.text()).toContain("Kubek termiczny");
  }

  const forged = `${owner.token.slice(0, 8)}${"A".repeat(owner.token.length - 8)}`;
  const callers: Caller[] = [
    { name: "another customer", headers: bearer(other.token) },
    { name: "another order's ghost", headers: bearer(await ghostToken(guestContext)) },
    { name: "a forged token", headers: bearer(forged) },
    { name: "no token", headers: {} },
  ];
  for (const { name, headers } of callers) {
    const signedIn = name.startsWith("another");
    const refused = signedIn ? 404 : 401;
    const get = (path: string) => anonymous.get(path, { headers });
    expect((await get(`/api/public/order/${no}`)).status(), name).toBe(refused);
    expect((await get(`/api/public/return/${returnNo}`)).status(), name).toBe(refused);
    const again = await anonymous.post(`/api/public/return/${no}`, { headers, data: RETURN });
    expect(again.status(), name).toBe(refused);
    for (const list of ["/api/public/orders/all", "/api/public/returns/all"]) {
      const res = await get(list);
      expect(res.status(), name).toBe(signedIn ? 200 : 401);
      expect(await res.text(), name).not.toContain(no);
    }
    for (const page of [`/my-orders/${no}`, `/my-returns/${returnNo}`]) {
      const res = await get(page);
      if (signedIn) expect(res.status(), name).toBe(404);
      expect(res.headers()["cache-control"], name).toBe("private, no-store");
      expect(await res.text(), name).not.toContain("Kubek termiczny");
    }
    const update = await anonymous.post(`/api/public/basket/${basket.id}`, {
      headers: { ...headers, "x-basket-key": "0".repeat(32) },
      data: { products: [] },
    });
    expect(update.status(), name).toBe(404);
    const remove = await anonymous.delete(`/api/public/basket/${basket.id}`, {
      headers: { ...headers, "x-basket-key": "f".repeat(32) },
    });
    expect(remove.status(), name).toBe(404);
  }

  // The owner still has exactly what they had.
  const view = await ownerContext.get(`/api/public/order/${no}`, { headers: mine });
  expect(view.status()).toBe(200);
  const returns = await (
    await ownerContext.get("/api/public/returns/all", { headers: mine })
  ).json();
  expect(returns.map((r: { no: string }) => r.no)).toEqual([returnNo]);
  const kept = await ownerContext.post(`/api/public/basket/${basket.id}`, {
    headers: { "x-basket-key": basket.key },
    data: { products: [{ count: 2, id: "212", variantHash: "" }] },
  });
  expect(kept.status()).toBe(200);
  await Promise.all([ownerContext, otherContext, guestContext, anonymous].map((c) => c.dispose()));
});

test("an order summary is found only by its unguessable public id", async ({ request }) => {
  for (const id of ["1", "0".repeat(32), "a".repeat(43), "%00", "%27%20or%201%3D1"]) {
    const res = await request.get(`/api/public/order/summary/${id}`);
    expect(res.status()).toBe(404);
    expect(await res.json()).toMatchObject({ error: expect.any(String) });
  }
});
