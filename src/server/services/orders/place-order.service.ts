/**
 * Placing an order from the details step (issue 12): the order is written
 * by createOrder; a braintree card order that brings a card nonce from the
 * provider's tokenizer is charged at once, so the shopper goes straight to
 * the summary (paid, or canceled when the card is declined). Without a
 * nonce, or with a forged one, the order waits for payment on the gateway
 * page like every other online order.
 *
 * The idempotency key is answered here (issue 27, order-idempotency.ts): a key
 * already used answers its order when the request is the same and 422 when it
 * differs, before anything is priced or written. Two requests with one key at
 * once make one order: the unique key refuses the second insert (its
 * transaction rolls back, stock and gift card untouched), and the loser, also
 * one refused because the winner took the last item or the gift card's value,
 * answers by the winner's order. A client past its lookup limit gets 429 only after
 * that: the same request again still replays its order.
 */
import type { RequestContext } from "../../context";
import { getDb } from "../../db/client";
import { lookupWait } from "../../auth/guess-limit";
import { answerByKey, orderDigest } from "./order-idempotency";
import { createOrder, type NewOrderInput, type NewOrderResult } from "./create-order.service";
import { chargeCard } from "./payment.service";

export async function placeOrder(
  ctx: RequestContext,
  input: NewOrderInput & { paymentNonce?: string | undefined },
  orderLink: (summaryId: string) => string,
): Promise<NewOrderResult> {
  const db = await getDb();
  const digest = orderDigest(ctx, input);
  const earlier = await answerByKey(db, input.idempotencyKey, digest);
  if (earlier) return earlier;
  // Past the gift-card or promo-code lookup limit nothing is looked up (guess-limit.ts); a
  // retry of an order already placed was answered above, so a lost answer is never refused.
  const wait = await lookupWait(input.guard, input);
  if (wait > 0) return { ok: false, status: 429, error: "tooManyRequests", retryAfter: wait };
  let result: NewOrderResult;
  try {
    result = await createOrder(ctx, { ...input, requestDigest: digest }, orderLink);
  } catch (error) {
    const raced = await answerByKey(db, input.idempotencyKey, digest);
    if (raced) return raced;
    throw error;
  }
  if (!result.ok) return (await answerByKey(db, input.idempotencyKey, digest)) ?? result;
  if (!input.paymentNonce || result.order.paid) return result;
  if (result.order.payment.type !== "braintree") return result;
  const charged = await chargeCard(result.order.summaryId, input.paymentNonce);
  if (!charged) return result;
  return { ...result, order: { ...result.order, paid: charged.paid, redirect: null } };
}
