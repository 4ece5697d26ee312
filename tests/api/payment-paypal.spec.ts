/**
 * The shopper back from PayPal, over HTTP (issue 30): the shop's PayPal return
 * endpoints take `{ order, attempt }`, ask PayPal (its local fake, on
 * TEST_PORT + 1503) how the payment stands, and answer where the shopper goes
 * next: the payment page while the order waits, its summary once paid. The
 * order buys one board game (seed id 198), which no other test reads, so the
 * pot's stock the other payment tests count is left alone.
 */
import { expect, test } from "@playwright/test";
import { choices, order } from "./order-helpers";
import { attemptsOf, FAKES_BASE, orderState, payAgain, type Placed } from "./payment-helpers";

test.describe.configure({ mode: "serial" });

const GAME = { product: "198", variantHash: "", quantity: 1, type: "normal" };
const FAKE = `http://127.0.0.1:${FAKES_BASE + 3}`;

test("a shopper who cancels at PayPal pays again from the payment page, and the approved payment pays the order", async ({
  request,
  baseURL,
}) => {
  const ids = await choices(request, [GAME], "Kurier DPD", "paypal");
  const res = await request.post("/api/public/order/new?lang=pl", {
    data: order([GAME], ids, `paypal-${Date.now()}@example.com`),
  });
  expect(res.status(), await res.text()).toBe(201);
  const placed = (await res.json()) as Placed;
  expect(placed.redirect.startsWith(`${FAKE}/checkoutnow?token=`)).toBe(true);
  const [first] = await attemptsOf(placed.summaryId);
  expect(first).toMatchObject({ provider: "paypal", status: "pending" });
  const back = (path: string, attempt: number | undefined) =>
    request.post(`/api/public/integrations/paypal/${path}`, {
      data: { order: placed.summaryId, attempt },
    });
  const payPage = `${baseURL}/order/pay/${placed.summaryId}`;

  // Back without approving: PayPal still waits for the buyer.
  const early = await back("execute", first?.id);
  expect(await early.json()).toEqual({ result: "open", status: "pending", redirect: payPage });
  const cancelled = await back("cancel", first?.id);
  expect(await cancelled.json()).toEqual({
    result: "open",
    status: "cancelled",
    redirect: payPage,
  });
  expect(await attemptsOf(placed.summaryId)).toMatchObject([{ status: "cancelled" }]);
  expect(await orderState(placed.summaryId)).toEqual({ paid: 0, status: "PENDING" });
  const unknown = await request.post("/api/public/integrations/paypal/execute", {
    data: { order: "x".repeat(21), attempt: 1 },
  });
  expect(unknown.status()).toBe(404);

  // Pay again with PayPal: a new PayPal order, approved on PayPal's page this time.
  const again = await payAgain(request, String(baseURL), placed.summaryId, ids.paymentId);
  expect(again.status()).toBe(303);
  const approval = again.headers()["location"] ?? "";
  expect(approval.startsWith(`${FAKE}/checkoutnow?token=`)).toBe(true);
  const [, second] = await attemptsOf(placed.summaryId);
  expect(second).toMatchObject({ provider: "paypal", status: "pending" });
  const approved = await request.post(approval, { form: { choice: "pay" }, maxRedirects: 0 });
  expect(approved.status()).toBe(303);
  expect(approved.headers()["location"]).toContain(`${payPage}?attempt=${second?.id}`);

  // The approval's webhook or the shopper's return captures it, whichever comes first.
  const done = await back("execute", second?.id);
  expect(await done.json()).toEqual({
    result: "done",
    redirect: `${baseURL}/order/summary/${placed.summaryId}`,
  });
  await expect.poll(() => orderState(placed.summaryId)).toEqual({ paid: 1, status: "PENDING" });
  expect((await attemptsOf(placed.summaryId)).map((a) => a.status)).toEqual(["cancelled", "paid"]);
});
