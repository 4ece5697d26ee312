/**
 * What the owner may do with an order in the back office (issue 31, spec 2 §4): an order
 * whose money is in (paid online, or paid offline: bank transfer, cash on delivery, gift card)
 * ships (PENDING → SENT, with the carrier and the tracking number), a sent order is delivered
 * (SENT → REALIZED), and an order not yet sent is cancelled (PENDING or TMP_LOCK → CANCELED:
 * its stock, gift-card value and points are given back, and money paid online is refunded).
 * An order paid online that still waits for its money is not shipped: the lifecycle pays or
 * expires it. An order to be paid offline (bank transfer, cash on delivery) whose money is not
 * recorded yet takes the payment by hand (issue 44: "markPaid", with its amount and date) as
 * long as it is not cancelled, also once sent or delivered (cash on delivery is paid to the
 * courier). Nothing else moves by hand: CANCELED_LOCK, CANCELED, REALIZED and RETURN are ends
 * here (returns are settled on the return).
 */
import { isOnlinePayment } from "../checkout/payment-options";
import { wasCanceled } from "./order-status";

export type OrderTransition = "ship" | "realize" | "markPaid" | "cancel";

/** Offline payments whose money the owner records by hand (a gift card pays at once). */
const PAID_BY_HAND = ["transfer", "cod"];

export interface TransitionFacts {
  status: string;
  paid: boolean;
  paymentType: string;
}

/**
 * An order paid online whose money has not come (issue 30): the shopper pays it on its payment
 * page (`/order/pay/{id}`), which its summary and the account's order page lead to.
 */
export function awaitsOnlinePayment(order: TransitionFacts): boolean {
  return !order.paid && order.status === "PENDING" && isOnlinePayment(order.paymentType);
}

/** An order paid offline whose money is not recorded yet: the owner records it (markPaid). */
export function awaitsPaymentByHand(order: TransitionFacts): boolean {
  return !order.paid && PAID_BY_HAND.includes(order.paymentType) && !wasCanceled(order.status);
}

/** The transitions that make sense for an order now, in the order a back office offers them. */
export function orderTransitions(order: TransitionFacts): OrderTransition[] {
  const byHand: OrderTransition[] = awaitsPaymentByHand(order) ? ["markPaid"] : [];
  if (order.status === "PENDING")
    return awaitsOnlinePayment(order) ? ["cancel"] : ["ship", ...byHand, "cancel"];
  if (order.status === "TMP_LOCK") return ["cancel"];
  if (order.status === "SENT") return ["realize", ...byHand];
  return byHand;
}
