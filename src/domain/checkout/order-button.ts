/**
 * When the basket's order button is disabled (spec 1 §5 "Basket order
 * button"): total below zero, no products, no delivery option, a code
 * loading, a typed promo code that is not valid, a locker delivery without a
 * locker, a timed delivery without a day. The first reason found is returned
 * so the page can say why.
 */
export interface OrderButtonState {
  total: number;
  productCount: number;
  deliveryChosen: boolean;
  codeLoading: boolean;
  /** The promo input's current text. */
  promoTyped: string;
  /** Whether the typed code is the validated one. */
  promoValid: boolean;
  lockerRequired: boolean;
  lockerChosen: boolean;
  timedRequired: boolean;
  dayChosen: boolean;
}

export type OrderBlockReason =
  | "negativeTotal"
  | "noProducts"
  | "noDelivery"
  | "codeLoading"
  | "invalidCode"
  | "noLocker"
  | "noDay";

export function orderBlockReason(s: OrderButtonState): OrderBlockReason | null {
  if (!Number.isFinite(s.total) || s.total < 0) return "negativeTotal";
  if (!(s.productCount > 0)) return "noProducts";
  if (!s.deliveryChosen) return "noDelivery";
  if (s.codeLoading) return "codeLoading";
  if (s.promoTyped.trim() !== "" && !s.promoValid) return "invalidCode";
  if (s.lockerRequired && !s.lockerChosen) return "noLocker";
  if (s.timedRequired && !s.dayChosen) return "noDay";
  return null;
}
