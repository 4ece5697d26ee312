/**
 * Placing an order from the details step (issue 12): the order is written
 * by createOrder; a braintree card order that brings a card nonce from the
 * provider's tokenizer is charged at once, so the shopper goes straight to
 * the summary (paid, or canceled when the card is declined). Without a
 * nonce, or with a forged one, the order waits for payment on the gateway
 * page like every other online order.
 */
import type { RequestContext } from "../context";
import { createOrder, type NewOrderInput, type NewOrderResult } from "./order.service";
import { chargeCard } from "./payment.service";

export async function placeOrder(
  ctx: RequestContext,
  input: NewOrderInput & { paymentNonce?: string | undefined },
  orderLink: (summaryId: string) => string,
): Promise<NewOrderResult> {
  const result = await createOrder(ctx, input, orderLink);
  if (!result.ok || !input.paymentNonce || result.order.paid) return result;
  if (result.order.payment.type !== "braintree") return result;
  const charged = await chargeCard(result.order.summaryId, input.paymentNonce);
  if (!charged) return result;
  return { ...result, order: { ...result.order, paid: charged.paid, redirect: null } };
}
