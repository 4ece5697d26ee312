/**
 * The delivery step's actions on the order state (`$order`, order.store.ts):
 * kept apart from the store, which every page's shell loads, so only the
 * islands that change the order carry them.
 */
import { $order, type OrderDelivery, type OrderState } from "./order.store";

function patch(changes: Partial<OrderState>): void {
  $order.set({ ...$order.get(), ...changes });
}

export function setDeliveryCountry(country: string): void {
  const c = country.toLowerCase();
  if (!/^[a-z]{2}$/.test(c)) return;
  patch({ deliveryCountry: c, delivery: null });
}

export function chooseDelivery(delivery: OrderDelivery | null): void {
  patch({ delivery });
}

export function typePromoCode(code: string): void {
  const promoCode = code.slice(0, 64);
  const { validatedCode } = $order.get();
  patch({ promoCode, validatedCode: validatedCode === promoCode ? validatedCode : "" });
}

export function setValidatedCode(code: string): void {
  patch({ promoCode: code, validatedCode: code });
}

export function clearPromoCode(): void {
  patch({ promoCode: "", validatedCode: "" });
}

/** The order was placed: its summary id is kept for the visit (coming back from a payment page). */
export function orderSent(summaryId: string): void {
  patch({ summary: summaryId.slice(0, 200) });
}

/** The order placed in this visit was paid: nothing is left to come back to. */
export function orderSettled(summaryId: string): boolean {
  if ($order.get().summary !== summaryId) return false;
  patch({ summary: null });
  return true;
}
