/**
 * Placing an order from the details step (issue 12): the order is written
 * by createOrder. An order paid online then starts its payment at once
 * (issue 30, pay-order.service.ts): the answer's `redirect` is the
 * provider's page, or the order's payment page (`payHref`) when the provider's
 * form is on it (Stripe), when the provider cannot be reached now, and when
 * the same order is asked for again (a replayed key: the page shows the
 * payment already started, never a second one). Card details never reach the
 * shop: they are typed into the provider's page or form.
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
import { isOnlinePayment } from "../../../domain/checkout/payment-options";
import { startPayment } from "./pay-order.service";
import { loggerFor } from "../../log/logger.mjs";

const log = loggerFor("payments");

export async function placeOrder(
  ctx: RequestContext,
  input: NewOrderInput,
  links: { order: (summaryId: string) => string; pay: (summaryId: string) => string },
  customerIp?: string,
): Promise<NewOrderResult> {
  const result = await writeOrder(ctx, input, links.order);
  if (!result.ok || result.order.paid || !isOnlinePayment(result.order.payment.type)) return result;
  const { summaryId } = result.order;
  const started = result.replay
    ? null
    : await startPayment(summaryId, undefined, customerIp).catch((error: unknown) => {
        log.error({ err: error }, "payment not started");
        return null;
      });
  const redirect =
    started?.ok && started.next.kind === "redirect" ? started.next.url : links.pay(summaryId);
  return { ...result, order: { ...result.order, redirect } };
}

async function writeOrder(
  ctx: RequestContext,
  input: NewOrderInput,
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
  return result;
}
