/**
 * What `POST /api/public/order/quote` answers and the delivery step shows:
 * the server's quote of a basket with every total, the delivery options, the
 * promo code's outcome (with its message in the shopper's language), the gift
 * card's coverage and the reason the order button is blocked.
 */
import type { StoredLine } from "../domain/basket/basket-line";
import type { DeliveryOption } from "../domain/checkout/delivery.types";
import type { OrderBlockReason } from "../domain/checkout/order-button";
import type { LineView } from "../domain/basket/line-view";

/** An accepted promo code or loyalty points (the spec's discount: title, message, value). */
export interface AppliedCode {
  code: string;
  title: string;
  message: string;
  /** Discount in the shopper's currency. */
  value: number;
  usedPoints?: number | undefined;
}

/** `tooManyRequests`: the client is past its lookup limit, so the code was not looked up. */
/** `LOGIN_REQUIRED`: a guest typed LOYALTY, the loyalty points code (points need a login). */
export type CodeError =
  | "NOT_VALID"
  | "LOGIN_REQUIRED"
  | "MINIMUM_BASKET_VALUE"
  | "MINIMAL_POINTS"
  | "MINIMUM_PRODUCTS"
  | "tooManyRequests";

export type CodeOutcome =
  { ok: true; applied: AppliedCode } | { ok: false; error: CodeError; message: string };

export type GiftCardQuote =
  | { ok: true; code: string; value: number; paid: number; coversTotal: boolean }
  | { ok: false; error: "NOT_VALID" }
  /** Past the client's lookup limit: the card was not looked up (seconds to wait). */
  | { ok: false; error: "tooManyRequests"; retryAfter: number };

/** A payment option of the order details step (spec 2 §3 Payment option). */
export interface PaymentOptionView {
  id: string;
  type: string;
  subType: string | null;
  name: string;
  /** The method's fee in the shopper's currency, gross (cash on delivery: 5 zł), 0 when none. */
  fee: number;
  /**
   * Paid through the shop's embedded test gateway (the demo shop, issue 44): a test payment
   * that takes no money, said wherever the method is named.
   */
  test: boolean;
}

export interface QuoteView {
  /**
   * The basket's lines as the tables show them, checked against stock and
   * priced once by the server (names, images, variants, unit and line
   * prices, quantities lowered to the stock with the quantity asked for).
   * Lines that can no longer be bought are not among them.
   */
  lines: LineView[];
  /** How many of the request's lines can no longer be bought (not among `lines`). */
  dropped: number;
  /** Payment options for the delivery country (only the gift card when a card covers the total). */
  payments: PaymentOptionView[];
  /** Id of the chosen payment when it is offered, else null. */
  payment: string | null;
  /** The chosen payment's fee, gross and net; included in the totals. */
  paymentFee: number;
  paymentFeeNetto: number;
  productsTotal: number;
  productsNetto: number;
  count: number;
  options: DeliveryOption[];
  /** Id of the chosen delivery option when it is available, else null. */
  delivery: string | null;
  deliveryPrice: number;
  /** Net value of the delivery price, for net display modes. */
  deliveryNetto: number;
  /** The code's outcome; null when no code was sent. */
  code: CodeOutcome | null;
  discount: number;
  discountNetto: number;
  /** The gift card's outcome; null when no card code was sent. */
  giftCard: GiftCardQuote | null;
  totalBeforeGiftCard: number;
  /** Net value of the order (products + delivery − discount); the gross to pay is `total`. */
  totalNetto: number;
  total: number;
  blocked: OrderBlockReason | null;
  /**
   * The logged-in shopper's loyalty points (null for guests or when loyalty is
   * off). Personal, so it comes with this private answer and never in the
   * page's shared HTML (docs/decisions/0003-caching.md).
   */
  loyaltyPoints: number | null;
}

/** The body of a quote request (the delivery step's state; never a price). */
export interface QuoteRequestBody {
  /** Ids and quantities only, as the browser stores them; never a price. */
  lines: StoredLine[];
  country: string;
  postCode: string;
  delivery: {
    id: string;
    lockerCode?: string | undefined;
    date?: string | undefined;
    time?: string | undefined;
  } | null;
  typedCode: string;
  code: string;
  giftCard: string;
  /** The chosen payment option's id (the details step), empty when none. */
  payment?: string | undefined;
}
