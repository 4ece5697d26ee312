/**
 * Paying an order online, over HTTP (issue 12 "Payments", issue 30): an
 * online order is sent to its provider's page; only a correctly signed
 * notification for the attempt's own amount changes it, once; a failed
 * payment keeps the order payable (PENDING, unpaid) and e-mails a link to pay
 * again on `/order/pay/{id}`; money for an order already paid is refunded.
 * The test shop runs PayU, Przelewy24 and PayPal against their local fakes
 * (ports TEST_PORT + 1501 … 1503) and sends the spec types no adapter takes
 * to the embedded test gateway. An unpaid order's expiry (the golden test):
 * payment-expiry.spec.ts. Refusals that need no order (unknown payments,
 * content types, the rate limit): payment-notify.spec.ts.
 */
import { expect, test } from "@playwright/test";
import { choices, stockOf, topUpStock, totalStockOf } from "./order-helpers";
import { lastMail } from "./account-helpers";
import {
  attemptsOf,
  FAKES_BASE,
  mailCount,
  notification,
  notify,
  notifyOk,
  orderState,
  payAgain,
  placeOnline,
  POT,
  refOf,
  refundsOf,
} from "./payment-helpers";

test.describe.configure({ mode: "serial" });

const FAKES = FAKES_BASE;
/** 2 × 303.44 = 606.88, above 200 zł: DPD is free. */
const AMOUNT = "606.88";
const DECLINED = "The test gateway declined the payment.";

test("an online order is sent to its provider's page: the PayU, Przelewy24 and PayPal fakes, else the test gateway", async ({
  request,
  baseURL,
}) => {
  const pages: Record<string, RegExp> = {
    payu: new RegExp(`^http://127\\.0\\.0\\.1:${FAKES + 1}/pay/\\?orderId=`),
    "payu:blik": new RegExp(`^http://127\\.0\\.0\\.1:${FAKES + 1}/pay/\\?orderId=`),
    p24: new RegExp(`^http://127\\.0\\.0\\.1:${FAKES + 2}/trnRequest/[^/?]+$`),
    paypal: new RegExp(`^http://127\\.0\\.0\\.1:${FAKES + 3}/checkoutnow\\?token=`),
  };
  const providers: Record<string, string> = { payu: "payu", "payu:blik": "payu", p24: "p24" };
  for (const [method, page] of Object.entries(pages)) {
    const placed = await placeOnline(request, method);
    expect(placed, method).toMatchObject({ paid: false, total: 606.88 });
    expect(placed.redirect, method).toMatch(page);
    const [attempt] = await attemptsOf(placed.summaryId);
    expect(attempt, method).toMatchObject({
      provider: providers[method] ?? "paypal",
      amount: AMOUNT,
      status: "pending",
    });
  }
  // A card pays in Stripe's form on the order's own payment page.
  const card = await placeOnline(request, "braintree:card");
  expect(card.redirect).toBe(`${baseURL}/order/pay/${card.summaryId}`);
  expect((await attemptsOf(card.summaryId))[0]).toMatchObject({
    provider: "stripe",
    amount: AMOUNT,
    status: "pending",
  });
  // A type no adapter takes.
  for (const method of ["imoje"]) {
    const placed = await placeOnline(request, method);
    const [attempt] = await attemptsOf(placed.summaryId);
    const back = `${baseURL}/order/pay/${placed.summaryId}?attempt=${attempt?.id}`;
    expect(placed.redirect, method).toBe(
      `${baseURL}/dev/pay/${placed.summaryId}?ref=${attempt?.provider_ref}&return=${encodeURIComponent(back)}`,
    );
    expect(refOf(placed.redirect)).toBe(attempt?.provider_ref);
    expect(attempt).toMatchObject({ provider: "test", amount: AMOUNT, status: "pending" });
  }
});

test("a signed paid notification pays the order once: a replay changes nothing and the stock is taken once", async ({
  request,
}) => {
  await topUpStock();
  const before = await stockOf(POT.product);
  const totalBefore = await totalStockOf(POT.product);
  const email = `paid-${Date.now()}@example.com`;
  const placed = await placeOnline(request, undefined, { email });
  const ref = refOf(placed.redirect);
  expect(await stockOf(POT.product)).toBe(before - 2);
  expect(await totalStockOf(POT.product)).toBe(totalBefore - 2);
  // Regression (issue 30): "thank you for your order" went out before the payment.
  expect(await lastMail(email)).toBeUndefined();

  await notifyOk(request, placed.summaryId, ref, "paid", AMOUNT);
  expect(await orderState(placed.summaryId)).toEqual({ paid: 1, status: "PENDING" });
  expect((await lastMail(email))?.subject).toContain(placed.no);
  const mails = await mailCount(email, placed.no);

  await notifyOk(request, placed.summaryId, ref, "paid", AMOUNT);
  // A late word of failure about the same payment does not unpay it.
  await notifyOk(request, placed.summaryId, ref, "failed", AMOUNT);
  await notifyOk(request, placed.summaryId, ref, "pending", AMOUNT);
  expect(await orderState(placed.summaryId)).toEqual({ paid: 1, status: "PENDING" });
  expect(await attemptsOf(placed.summaryId)).toMatchObject([{ status: "paid", reason: null }]);
  expect(await mailCount(email, placed.no)).toBe(mails);
  expect(await stockOf(POT.product)).toBe(before - 2);
  expect(await totalStockOf(POT.product)).toBe(totalBefore - 2);
  expect(await refundsOf(placed.summaryId)).toEqual([]);
});

test("a forged, malformed or wrongly priced notification changes nothing", async ({ request }) => {
  const placed = await placeOnline(request);
  const ref = refOf(placed.redirect);
  const signed = notification(placed.summaryId, ref, "paid", AMOUNT);
  const refused = async (body: unknown, status: number, error: string) => {
    const res = await notify(request, body);
    expect(res.status(), JSON.stringify(body)).toBe(status);
    expect(await res.json()).toEqual({ error });
  };

  // The signature covers every field: a cheaper one with the real signature is a forgery.
  for (const forged of [
    { ...signed, signature: "0".repeat(64) },
    { ...signed, amount: "0.01" },
    { ...signed, currency: "eur" },
    { ...signed, outcome: "refunded" },
    { order: placed.summaryId },
    [signed],
  ]) {
    await refused(forged, 400, "invalidSignature");
  }
  // Signed by the gateway but not the attempt's amount or currency.
  await refused(notification(placed.summaryId, ref, "paid", "0.01"), 400, "amountMismatch");
  await refused(notification(placed.summaryId, ref, "paid", "606.89"), 400, "amountMismatch");
  await refused(notification(placed.summaryId, ref, "paid", AMOUNT, "eur"), 400, "amountMismatch");
  expect(await orderState(placed.summaryId)).toEqual({ paid: 0, status: "PENDING" });
  expect(await attemptsOf(placed.summaryId)).toMatchObject([{ status: "pending", reason: null }]);
});

test("a failed payment keeps the order waiting unpaid with the gateway's reason and e-mails a link to pay again", async ({
  request,
}) => {
  await topUpStock();
  const before = await stockOf(POT.product);
  const email = `declined-${Date.now()}@example.com`;
  const placed = await placeOnline(request, undefined, { email });
  const ref = refOf(placed.redirect);

  await notifyOk(request, placed.summaryId, ref, "failed", AMOUNT);
  await notifyOk(request, placed.summaryId, ref, "failed", AMOUNT);
  expect(await orderState(placed.summaryId)).toEqual({ paid: 0, status: "PENDING" });
  expect(await attemptsOf(placed.summaryId)).toMatchObject([
    { provider: "test", status: "failed", reason: DECLINED },
  ]);
  // Nothing is given back yet: the order waits for its payment until its deadline.
  expect(await stockOf(POT.product)).toBe(before - 2);
  const mail = await lastMail(email);
  expect(mail?.subject).toBe(`Płatność za zamówienie ${placed.no} nie powiodła się`);
  expect(mail?.text).toContain(`/order/pay/${placed.summaryId}`);
  expect(mail?.text).toContain(DECLINED);
  // Once for the failure, not for its replay; and no "thank you" e-mail.
  expect(await mailCount(email, placed.no)).toBe(1);

  const page = await request.get(`/order/pay/${placed.summaryId}`);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain(DECLINED);
});

test("paying again with another method on the payment page starts a second attempt, and its payment pays the order", async ({
  request,
  baseURL,
}) => {
  const placed = await placeOnline(request);
  await notifyOk(request, placed.summaryId, refOf(placed.redirect), "failed", AMOUNT);
  const { paymentId: p24 } = await choices(request, [POT], "Kurier DPD", "p24");

  // A form posted from another site starts nothing.
  const forged = await payAgain(
    request,
    String(baseURL),
    placed.summaryId,
    p24,
    "https://evil.example",
  );
  expect(forged.status()).toBe(403);
  expect(await attemptsOf(placed.summaryId)).toHaveLength(1);

  const res = await payAgain(request, String(baseURL), placed.summaryId, p24);
  expect(res.status()).toBe(303);
  const page = res.headers()["location"] ?? "";
  expect(page).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${FAKES + 2}/trnRequest/[^/?]+$`));
  const attempts = await attemptsOf(placed.summaryId);
  expect(attempts).toMatchObject([
    { provider: "test", status: "failed" },
    { provider: "p24", method_id: p24, amount: AMOUNT, status: "pending" },
  ]);

  // The shopper pays on Przelewy24's page: its fake notifies the shop and sends the shopper back.
  const paid = await request.post(page, { form: { choice: "pay" }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  expect(paid.headers()["location"]).toBe(
    `${baseURL}/order/pay/${placed.summaryId}?attempt=${attempts[1]?.id}`,
  );
  await expect.poll(() => orderState(placed.summaryId)).toEqual({ paid: 1, status: "PENDING" });
  expect(await attemptsOf(placed.summaryId)).toMatchObject([
    { status: "failed" },
    { status: "paid" },
  ]);
  // Back on the payment page, a paid order has nothing left to pay: its summary.
  const back = await request.get(`/order/pay/${placed.summaryId}?attempt=${attempts[1]?.id}`, {
    maxRedirects: 0,
  });
  expect(back.status()).toBe(303);
  expect(back.headers()["location"]).toContain(`/order/summary/${placed.summaryId}`);
});

test("money for an order already paid through another attempt is refunded through its provider", async ({
  request,
  baseURL,
}) => {
  const placed = await placeOnline(request);
  const first = refOf(placed.redirect);
  const { paymentId } = await choices(request, [POT], "Kurier DPD", "imoje");
  // The shopper opens the gateway again from the payment page while the first payment is open.
  const again = await payAgain(request, String(baseURL), placed.summaryId, paymentId);
  expect(again.status()).toBe(303);
  const second = refOf(again.headers()["location"] ?? "");
  expect(second).not.toBe(first);

  await notifyOk(request, placed.summaryId, second, "paid", AMOUNT);
  expect(await orderState(placed.summaryId)).toEqual({ paid: 1, status: "PENDING" });
  await notifyOk(request, placed.summaryId, first, "paid", AMOUNT);
  await notifyOk(request, placed.summaryId, first, "paid", AMOUNT);
  const attempts = await attemptsOf(placed.summaryId);
  expect(attempts.map((a) => a.status)).toEqual(["paid", "paid"]);
  // The first payment's money goes back, once; the order stays paid by the second.
  expect(await refundsOf(placed.summaryId)).toEqual([
    { attempt_id: attempts[0]?.id, amount: AMOUNT },
  ]);
  expect(await orderState(placed.summaryId)).toEqual({ paid: 1, status: "PENDING" });
});

test("a payment under verification holds the order in TMP_LOCK until the paid notification", async ({
  request,
}) => {
  const placed = await placeOnline(request);
  const ref = refOf(placed.redirect);

  await notifyOk(request, placed.summaryId, ref, "pending", AMOUNT);
  expect(await orderState(placed.summaryId)).toEqual({ paid: 0, status: "TMP_LOCK" });
  const polled = await request.get(`/api/public/order/summary/${placed.summaryId}`);
  expect(((await polled.json()) as { status: string }).status).toBe("TMP_LOCK");
  await notifyOk(request, placed.summaryId, ref, "pending", AMOUNT);
  expect(await attemptsOf(placed.summaryId)).toMatchObject([{ status: "verifying" }]);

  await notifyOk(request, placed.summaryId, ref, "paid", AMOUNT);
  expect(await orderState(placed.summaryId)).toEqual({ paid: 1, status: "PENDING" });
  // A late pending notification does not take a paid order back into verification.
  await notifyOk(request, placed.summaryId, ref, "pending", AMOUNT);
  expect(await orderState(placed.summaryId)).toEqual({ paid: 1, status: "PENDING" });
});

// Regression (issue 30): a failed payment cancelled the order at once and kept the gift card's
// value and the points it used; unpaid orders then held the rest for ever.
