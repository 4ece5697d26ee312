/**
 * The golden test of the payment lifecycle (issue 30), over HTTP: an order
 * paid online with loyalty points and a gift card that is never paid keeps
 * what it took through a failed payment, and gives back exactly the stock,
 * the card's value and the points when its deadline passes (balances before
 * = after); money that arrives after that goes back through the provider.
 *
 * It buys a product no other test orders (the seed's 208, 826.54 zł, one variant): the pot the
 * other payment tests buy changed under it when one of them ordered at the same time, and the
 * stock given back then looked short (a flaky 498 for 500).
 */
import { expect, test } from "@playwright/test";
import { withDb, type Line } from "./order-helpers";
import { login, newAccount, NEW_PASSWORD } from "./account-helpers";
import {
  attemptsOf,
  balances,
  giftCardAndPoints,
  notifyOk,
  orderState,
  pastDeadline,
  placeOnline,
  refOf,
  refundsOf,
} from "./payment-helpers";

const TUREEN: Line = { product: "208", variantHash: "", quantity: 2, type: "normal" };

/** Sets the product's one variant to `count` pieces, none locked. */
async function stockOnly(line: Line, count: number): Promise<void> {
  await withDb(async (db) => {
    await db
      .prepare("update variants set count = ?, locked = 0 where product_id = ?")
      .run(count, Number(line.product));
    await db
      .prepare("update products set total_stock = ? where id = ?")
      .run(count, Number(line.product));
  });
}

test("an unpaid order expires past its deadline and gives back the stock, the gift card's value and the points exactly; money after that is refunded", async ({
  request,
}) => {
  await stockOnly(TUREEN, 500);
  const { email } = await newAccount(request, "expiry");
  const card = await giftCardAndPoints(email);
  const balancesNow = () => balances(email, card, TUREEN);
  const before = await balancesNow();
  expect(before.stock).toBe(500);
  // LOYALTY needs at least 500 points (seed).
  expect(before).toMatchObject({ card: 0, points: 600 });
  // A session knows the points it logged in with: log in again after they were set.
  const login2 = await login(request, email, NEW_PASSWORD);
  const { token } = (await login2.json()) as { token: string };

  const placed = await placeOnline(request, undefined, {
    email,
    token,
    extra: { code: "LOYALTY", giftCard: card },
    line: TUREEN,
  });
  // 2 × 826.54 = 1,653.08 (free DPD delivery); 600 points × 0.01 = 6.00 off: 1,647.08; the card
  // pays 100.00: 1,547.08.
  expect(placed.total).toBe(1547.08);
  const taken = { stock: before.stock - 2, card: 100, points: 0 };
  expect(await balancesNow()).toEqual(taken);
  const ref = refOf(placed.redirect);
  expect(await attemptsOf(placed.summaryId)).toMatchObject([{ amount: "1547.08" }]);

  // A failed payment gives nothing back: the order still waits for its payment.
  await notifyOk(request, placed.summaryId, ref, "failed", "1547.08");
  expect(await orderState(placed.summaryId)).toEqual({ paid: 0, status: "PENDING" });
  expect(await balancesNow()).toEqual(taken);

  // The expiry job (every PAYMENT_EXPIRY_CHECK_S = 2 s in tests) cancels it past its deadline.
  await pastDeadline(placed.summaryId);
  await expect
    .poll(() => orderState(placed.summaryId), { timeout: 20_000 })
    .toEqual({ paid: 0, status: "CANCELED_LOCK" });
  expect(await balancesNow()).toEqual(before);
  expect(await attemptsOf(placed.summaryId)).toMatchObject([{ status: "expired" }]);

  // The gateway's money arrives late: it goes back, and the order stays cancelled.
  await notifyOk(request, placed.summaryId, ref, "paid", "1547.08");
  await notifyOk(request, placed.summaryId, ref, "paid", "1547.08");
  const [attempt] = await attemptsOf(placed.summaryId);
  expect(await refundsOf(placed.summaryId)).toEqual([
    { attempt_id: attempt?.id, amount: "1547.08" },
  ]);
  expect(await orderState(placed.summaryId)).toEqual({ paid: 0, status: "CANCELED_LOCK" });
  expect(await balancesNow()).toEqual(before);
});
