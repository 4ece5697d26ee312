/**
 * Payment notifications through the API (issue 12 "Payments", "Integrity"):
 * only a correctly signed notification for the order's own amount changes
 * it; a replay changes nothing; a failed payment gives the stock back. The
 * test server signs with PAYMENT_TEST_SECRET = "test-gateway-secret".
 */
import { createHmac } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import {
  choices,
  order,
  stockOf,
  topUpStock,
  totalStockOf,
  withDb,
  type Line,
} from "./order-helpers";
import { lastMail, login, newAccount, NEW_PASSWORD } from "./account-helpers";

test.describe.configure({ mode: "serial" });

/** Doniczka Mistral O250 (seed id 213): 303.44 zł, 32 in stock, read by no other test. */
const POT: Line = { product: "213", variantHash: "", quantity: 2, type: "normal" };
const SECRET = "test-gateway-secret";

function sign(n: {
  order: string;
  outcome: string;
  amount: string;
  currency: string;
  transaction: string;
}) {
  const payload = [n.order, n.outcome, n.amount, n.currency, n.transaction].join("|");
  return { ...n, signature: createHmac("sha256", SECRET).update(payload).digest("hex") };
}

async function placeOnline(request: APIRequestContext) {
  const ids = await choices(request, [POT], "Kurier DPD", "p24");
  const res = await request.post("/api/public/order/new?lang=pl", {
    data: order([POT], ids, `online-${Date.now()}@example.com`),
  });
  expect(res.status()).toBe(201);
  return res.json() as Promise<{ summaryId: string; redirect: string; total: number }>;
}

const paidFlag = async (summaryId: string) =>
  (await withDb((db) =>
    db.prepare("select paid, status from orders where public_id = ?").get(summaryId),
  )) as {
    paid: number;
    status: string;
  };

test("an online order is sent to the gateway and a signed payment marks it paid once", async ({
  request,
}) => {
  const placed = await placeOnline(request);
  expect(placed.redirect).toBe(`/dev/pay/${placed.summaryId}`);
  // 2 × 303.44 = 606.88, above 200 zł: DPD is free.
  expect(placed.total).toBe(606.88);
  const n = {
    order: placed.summaryId,
    outcome: "paid",
    amount: "606.88",
    currency: "pln",
    transaction: "T-1",
  };

  const forged = await request.post("/api/public/payments/notify", {
    data: { ...sign(n), signature: "0".repeat(64) },
  });
  expect(forged.status()).toBe(401);
  const cheaper = await request.post("/api/public/payments/notify", {
    data: sign({ ...n, amount: "0.01" }),
  });
  expect(cheaper.status()).toBe(400);
  expect((await paidFlag(placed.summaryId)).paid).toBe(0);

  const ok = await request.post("/api/public/payments/notify", { data: sign(n) });
  expect(await ok.json()).toEqual({ result: "applied" });
  const replay = await request.post("/api/public/payments/notify", { data: sign(n) });
  expect(await replay.json()).toEqual({ result: "replayed" });
  const late = await request.post("/api/public/payments/notify", {
    data: sign({ ...n, outcome: "failed", transaction: "T-2" }),
  });
  expect(await late.json()).toEqual({ result: "replayed" });
  expect(await paidFlag(placed.summaryId)).toEqual({ paid: 1, status: "PENDING" });
});

test("a failed payment cancels the order and gives its stock back, once", async ({ request }) => {
  await topUpStock();
  const before = await stockOf(POT.product);
  const totalBefore = await totalStockOf(POT.product);
  const placed = await placeOnline(request);
  expect(await stockOf(POT.product)).toBe(before - 2);
  expect(await totalStockOf(POT.product)).toBe(totalBefore - 2);
  const n = {
    order: placed.summaryId,
    outcome: "failed",
    amount: "606.88",
    currency: "pln",
    transaction: "T-3",
  };
  expect(
    await (await request.post("/api/public/payments/notify", { data: sign(n) })).json(),
  ).toEqual({
    result: "applied",
  });
  expect(
    await (await request.post("/api/public/payments/notify", { data: sign(n) })).json(),
  ).toEqual({
    result: "replayed",
  });
  expect(await paidFlag(placed.summaryId)).toEqual({ paid: 0, status: "CANCELED_LOCK" });
  expect(await stockOf(POT.product)).toBe(before);
  // The listing's total stock follows the returned stock too (it stayed 2 lower before).
  expect(await totalStockOf(POT.product)).toBe(totalBefore);
});

// Regression (issue 30): a declined payment still sent "thank you for your order".
test("an order paid online is confirmed by e-mail only once its payment is", async ({
  request,
}) => {
  const email = `confirm-${Date.now()}@example.com`;
  const ids = await choices(request, [POT], "Kurier DPD", "p24");
  const res = await request.post("/api/public/order/new?lang=pl", {
    data: order([POT], ids, email),
  });
  expect(res.status()).toBe(201);
  const placed = (await res.json()) as { summaryId: string; no: string };
  expect(await lastMail(email)).toBeUndefined();
  const n = {
    order: placed.summaryId,
    outcome: "paid",
    amount: "606.88",
    currency: "pln",
    transaction: "T-MAIL",
  };
  expect(
    await (await request.post("/api/public/payments/notify", { data: sign(n) })).json(),
  ).toEqual({ result: "applied" });
  expect((await lastMail(email))?.subject).toContain(placed.no);
});

// Regression (issue 30): a failed payment kept the gift card's value and the points it used.
test("a failed payment gives back the stock, the gift card's value and the loyalty points it took", async ({
  request,
}) => {
  await topUpStock();
  const { email } = await newAccount(request, "refund");
  const card = `BACK${Date.now()}`.slice(0, 20);
  await withDb(async (db) => {
    await db.prepare("update users set loyalty_points = 600 where email = ?").run(email);
    await db
      .prepare(
        "insert into gift_cards (code, value, currency, valid_until, used_value, active) values (?, 100, 'pln', ?, 0, 1)",
      )
      .run(card, new Date(Date.now() + 86_400_000).toISOString());
  });
  const balances = async () => ({
    stock: await stockOf(POT.product),
    card: Number(
      (
        await withDb((db) =>
          db
            .prepare("select used_value as n from gift_cards where code = ?")
            .get<{ n: number }>(card),
        )
      )?.n,
    ),
    points: Number(
      (
        await withDb((db) =>
          db
            .prepare("select loyalty_points as n from users where email = ?")
            .get<{ n: number }>(email),
        )
      )?.n,
    ),
  });
  const before = await balances();
  // LOYALTY needs at least 500 points (seed).
  expect(before).toMatchObject({ card: 0, points: 600 });
  // A session knows the points it logged in with: log in again after they were set.
  const token = ((await (await login(request, email, NEW_PASSWORD)).json()) as { token: string })
    .token;

  const ids = await choices(request, [POT], "Kurier DPD", "p24");
  const dbg = await request.post("/api/public/order/quote?lang=pl", {
    data: { lines: [POT], country: "pl", code: "LOYALTY", typedCode: "LOYALTY" },
    headers: { authorization: `Bearer ${token}` },
  });
  console.log(
    "DBG",
    JSON.stringify((await dbg.json()).code),
    JSON.stringify((await dbg.json()).loyaltyPoints),
  );
  const res = await request.post("/api/public/order/new?lang=pl", {
    data: order([POT], ids, email, { code: "LOYALTY", giftCard: card }),
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(201);
  const placed = (await res.json()) as { summaryId: string; total: number };
  // 2 × 303.44 = 606.88; 600 points × 0.01 = 6.00 off: 600.88; the card pays 100.00: 500.88.
  expect(placed.total).toBe(500.88);
  expect(await balances()).toEqual({ stock: before.stock - 2, card: 100, points: 0 });

  const n = {
    order: placed.summaryId,
    outcome: "failed",
    amount: "500.88",
    currency: "pln",
    transaction: "T-BACK",
  };
  const failed = await request.post("/api/public/payments/notify", { data: sign(n) });
  expect(await failed.json()).toEqual({ result: "applied" });
  const again = await request.post("/api/public/payments/notify", { data: sign(n) });
  expect(await again.json()).toEqual({ result: "replayed" });
  expect(await balances()).toEqual(before);
});

test("a payment under verification holds the order in TMP_LOCK until the paid notification", async ({
  request,
}) => {
  await topUpStock();
  const placed = await placeOnline(request);
  const n = {
    order: placed.summaryId,
    outcome: "pending",
    amount: "606.88",
    currency: "pln",
    transaction: "T-4",
  };
  const notify = async (body: typeof n) =>
    (await request.post("/api/public/payments/notify", { data: sign(body) })).json();

  expect(await notify(n)).toEqual({ result: "applied" });
  expect(await paidFlag(placed.summaryId)).toEqual({ paid: 0, status: "TMP_LOCK" });
  const polled = await request.get(`/api/public/order/summary/${placed.summaryId}`);
  expect(((await polled.json()) as { status: string }).status).toBe("TMP_LOCK");
  expect(await notify(n)).toEqual({ result: "replayed" });

  expect(await notify({ ...n, outcome: "paid" })).toEqual({ result: "applied" });
  expect(await paidFlag(placed.summaryId)).toEqual({ paid: 1, status: "PENDING" });
  // A late pending notification does not take a paid order back into verification.
  expect(await notify({ ...n, transaction: "T-5" })).toEqual({ result: "replayed" });
  expect(await paidFlag(placed.summaryId)).toEqual({ paid: 1, status: "PENDING" });
});

test("a braintree card order with a nonce from the tokenizer is charged at once; a forged nonce charges nothing", async ({
  request,
}) => {
  await topUpStock();
  const ids = await choices(request, [POT], "Kurier DPD", "braintree:card");
  const token = (await (await request.get("/api/public/integrations/braintree/token")).json()) as {
    token: string;
  };
  const card = { token: token.token, number: "4111 1111 1111 1111", expiry: "12/40", cvc: "123" };

  const badCard = await request.post("/dev/pay/braintree/tokenize", {
    data: { ...card, number: "4111 1111 1111 1112" },
  });
  expect(badCard.status()).toBe(400);
  expect(await badCard.json()).toEqual({ error: "cardInvalid" });
  const badToken = await request.post("/dev/pay/braintree/tokenize", {
    data: { ...card, token: "ct_1_x.forged" },
  });
  expect(await badToken.json()).toEqual({ error: "tokenInvalid" });

  const tokenized = (await (
    await request.post("/dev/pay/braintree/tokenize", { data: card })
  ).json()) as { nonce: string; last4: string };
  expect(tokenized.last4).toBe("1111");
  const paid = await request.post("/api/public/order/new?lang=pl", {
    data: order([POT], ids, `card-${Date.now()}@example.com`, { paymentNonce: tokenized.nonce }),
  });
  expect(paid.status()).toBe(201);
  const placed = (await paid.json()) as { summaryId: string; paid: boolean; redirect: unknown };
  expect(placed).toMatchObject({ paid: true, redirect: null });
  expect(await paidFlag(placed.summaryId)).toEqual({ paid: 1, status: "PENDING" });

  const forged = await request.post("/api/public/order/new?lang=pl", {
    data: order([POT], ids, `card-forged-${Date.now()}@example.com`, {
      paymentNonce: tokenized.nonce.replace("nonce_paid", "nonce_failed"),
    }),
  });
  const unpaid = (await forged.json()) as { summaryId: string; paid: boolean; redirect: string };
  expect(unpaid.paid).toBe(false);
  expect(unpaid.redirect).toBe(`/dev/pay/${unpaid.summaryId}`);
});
