/**
 * The golden test of the payment lifecycle (issue 30), over HTTP: an order
 * paid online with loyalty points and a gift card that is never paid keeps
 * what it took through a failed payment, and gives back exactly the stock,
 * the card's value and the points when its deadline passes (balances before
 * = after); money that arrives after that goes back through the provider.
 */
import { expect, test } from "@playwright/test";
import { topUpStock } from "./order-helpers";
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

test("an unpaid order expires past its deadline and gives back the stock, the gift card's value and the points exactly; money after that is refunded", async ({
  request,
}) => {
  await topUpStock();
  const { email } = await newAccount(request, "expiry");
  const card = await giftCardAndPoints(email);
  const before = await balances(email, card);
  // LOYALTY needs at least 500 points (seed).
  expect(before).toMatchObject({ card: 0, points: 600 });
  // A session knows the points it logged in with: log in again after they were set.
  const login2 = await login(request, email, NEW_PASSWORD);
  const { token } = (await login2.json()) as { token: string };

  const placed = await placeOnline(request, undefined, {
    email,
    token,
    extra: { code: "LOYALTY", giftCard: card },
  });
  // 2 × 303.44 = 606.88; 600 points × 0.01 = 6.00 off: 600.88; the card pays 100.00: 500.88.
  expect(placed.total).toBe(500.88);
  const taken = { stock: before.stock - 2, card: 100, points: 0 };
  expect(await balances(email, card)).toEqual(taken);
  const ref = refOf(placed.redirect);
  expect(await attemptsOf(placed.summaryId)).toMatchObject([{ amount: "500.88" }]);

  // A failed payment gives nothing back: the order still waits for its payment.
  await notifyOk(request, placed.summaryId, ref, "failed", "500.88");
  expect(await orderState(placed.summaryId)).toEqual({ paid: 0, status: "PENDING" });
  expect(await balances(email, card)).toEqual(taken);

  // The expiry job (every PAYMENT_EXPIRY_CHECK_S = 2 s in tests) cancels it past its deadline.
  await pastDeadline(placed.summaryId);
  await expect
    .poll(() => orderState(placed.summaryId), { timeout: 20_000 })
    .toEqual({ paid: 0, status: "CANCELED_LOCK" });
  expect(await balances(email, card)).toEqual(before);
  expect(await attemptsOf(placed.summaryId)).toMatchObject([{ status: "expired" }]);

  // The gateway's money arrives late: it goes back, and the order stays cancelled.
  await notifyOk(request, placed.summaryId, ref, "paid", "500.88");
  await notifyOk(request, placed.summaryId, ref, "paid", "500.88");
  const [attempt] = await attemptsOf(placed.summaryId);
  expect(await refundsOf(placed.summaryId)).toEqual([
    { attempt_id: attempt?.id, amount: "500.88" },
  ]);
  expect(await orderState(placed.summaryId)).toEqual({ paid: 0, status: "CANCELED_LOCK" });
  expect(await balances(email, card)).toEqual(before);
});
