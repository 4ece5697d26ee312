/**
 * The payment provider interface (issue 30): what the shop asks of every
 * provider that takes money for an order — Stripe, PayU, Przelewy24, PayPal
 * and the embedded test gateway — so the order lifecycle
 * (services/orders/payment.service.ts) never knows which one it talks to.
 *
 * Rules every adapter keeps:
 * - Amounts and currency come from the shop's order (`PaymentOrder`), never
 *   from the browser; an adapter converts them to the provider's unit
 *   (grosze/cents as integers where the API wants them) and back.
 * - `readNotification` verifies the provider's signature before it reads
 *   anything else from the body, and answers null for a forged, malformed
 *   or foreign notification. What it answers is what the provider says
 *   happened; the lifecycle compares amount and currency with the order.
 * - Secrets come only from the environment (`fromEnv`), are never logged and
 *   never leave the server. An adapter whose settings are missing is not
 *   configured, and its methods are not offered.
 * - Host names are settings too (`*_API_URL`), so tests point an adapter at a
 *   local fake that follows the provider's public documentation.
 *
 * Adding a provider: implement this interface in `payments/<provider>/`,
 * read its settings in `fromEnv`, list the spec's payment types and subtypes
 * it takes in `handles`, and register it in the provider registry.
 */

/** The order as a provider is asked to charge it (built by the shop from its own row). */
export interface PaymentOrder {
  /** The order's unguessable public id: the reference sent to the provider. */
  summaryId: string;
  /** The order's number, e.g. 2026/11/26/ABC001 (the shopper sees it at the provider). */
  no: string;
  /** What is left to pay, in the order's currency: two decimals as text ("137.79"). */
  amount: string;
  /** Lower-case ISO 4217 code as the shop stores it ("pln", "eur"). */
  currency: string;
  email: string;
  /** The order's language (pl, en, de): the provider's page language where it has one. */
  lang: string;
  /** The spec's payment type and subtype of the chosen method (p24, payu, …; blik, card, …). */
  type: string;
  subType: string | null;
  /** Absolute URLs from SITE_URL: where the shopper comes back, where the provider notifies. */
  returnUrl: string;
  notifyUrl: string;
  /** The shopper's IP address where a provider asks for it (PayU's customerIp). */
  customerIp?: string | undefined;
}

/** What the shopper does next to pay. */
export type NextStep =
  /** Go to the provider's page. */
  | { kind: "redirect"; url: string }
  /** Pay on the shop's payment step with the provider's own UI (Stripe's Payment Element). */
  | { kind: "embedded"; provider: string; clientSecret: string; publishableKey: string };

export interface CreatedPayment {
  /** The provider's id of this payment (PayU orderId, P24 token/sessionId, Stripe PaymentIntent…). */
  providerRef: string;
  next: NextStep;
}

/**
 * A payment's state as the provider reports it: `verifying` when the money is
 * taken but still checked (the order waits in TMP_LOCK); `failed`,
 * `cancelled` and `expired` end the payment without money.
 */
export type PaymentStatus = "pending" | "verifying" | "paid" | "failed" | "cancelled" | "expired";

/** A verified notification, in the shop's terms. */
export interface ProviderNotification {
  providerRef: string;
  /** The order's public id as sent in `create` (the provider's external/merchant reference). */
  summaryId: string;
  status: PaymentStatus;
  /** What the provider charged, two decimals as text, and its currency (lower case). */
  amount: string;
  currency: string;
  /** The provider's reason for a failure, in its words, when it gives one. */
  reason?: string | undefined;
}

/** The raw notification request, as the endpoint received it. */
export interface RawNotification {
  headers: Headers;
  /** The body exactly as received (signatures are computed over the raw bytes). */
  body: string;
}

export interface PaymentProvider {
  /** "stripe" | "payu" | "p24" | "paypal" | "test". */
  readonly id: string;
  /** Whether it takes a method of this spec type and subtype. */
  handles(type: string, subType: string | null): boolean;
  /** Registers the payment at the provider and answers the shopper's next step. */
  create(order: PaymentOrder): Promise<CreatedPayment>;
  /** A verified notification, or null when forged, malformed or not this provider's. */
  readNotification(raw: RawNotification): Promise<ProviderNotification | null>;
  /** What the provider expects back for an accepted notification (status and body). */
  acknowledge(notification: ProviderNotification): { status: number; body: string };
  /**
   * Settles a payment the provider reported, where its API wants a call back
   * (Przelewy24's transaction verify, PayPal's capture); a no-op elsewhere.
   */
  confirm(notification: ProviderNotification, order: PaymentOrder): Promise<PaymentStatus>;
  /** The payment's state now, asked of the provider (a missed notification, an expiry check). */
  status(providerRef: string): Promise<PaymentStatus>;
  /**
   * Withdraws a payment nobody finished, where the provider keeps it open (a Stripe
   * PaymentIntent): the order expired or the shopper chose another method.
   */
  cancel?(providerRef: string): Promise<void>;
  /** Gives back all or part of a paid payment; `amount` in the order's currency, two decimals. */
  refund(
    providerRef: string,
    amount: string,
    currency: string,
    reason: string,
  ): Promise<{ refundRef: string }>;
}

/** Thrown by an adapter when the provider refuses a call or cannot be reached (never a secret). */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ProviderError";
  }
}
