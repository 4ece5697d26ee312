/**
 * Stripe (issue 30) through Stripe's official Node SDK (`stripe`), with Stripe's own payment
 * UI: the shop creates a PaymentIntent on the server and its payment step mounts the Payment
 * Element with the intent's client secret, so card data goes from the browser to Stripe and
 * never touches the shop. With automatic payment methods the Element offers what the account
 * has switched on and the order's currency allows: card, Google Pay, Apple Pay, BLIK (PLN),
 * Przelewy24 (PLN, EUR).
 *
 * Environment (all secrets; Stripe is offered only when the first three are set):
 * - STRIPE_SECRET_KEY       `sk_live_…` (or a restricted key with PaymentIntents and Refunds
 *                           write access); never sent to the browser, never logged.
 * - STRIPE_PUBLISHABLE_KEY  `pk_live_…`, handed to the payment step for Stripe.js.
 * - STRIPE_WEBHOOK_SECRET   `whsec_…` of the shop's webhook endpoint.
 * - STRIPE_API_URL          optional, tests only: the fake's http://127.0.0.1:port instead of
 *                           https://api.stripe.com (the SDK's host, port and protocol).
 * - STRIPE_JS_URL           optional: Stripe.js for the payment step (browser.ts).
 *
 * To go live a shop: activates its Stripe account; in Dashboard → Settings → Payment methods
 * switches on cards, Google Pay, Apple Pay (and registers its domain for Apple Pay), BLIK and
 * Przelewy24; adds a webhook endpoint at the shop's notification URL for the events
 * payment_intent.succeeded, .processing, .payment_failed and .canceled and copies its signing
 * secret; sets the three keys above from Dashboard → Developers → API keys. The payment step's
 * CSP allows Stripe's hosts there only (browser.ts).
 *
 * Documentation followed:
 * - https://docs.stripe.com/api/payment_intents/create (amount in minor units, currency,
 *   automatic_payment_methods[enabled], metadata, description)
 * - https://docs.stripe.com/api/payment_intents/retrieve and /api/payment_intents/object
 * - https://docs.stripe.com/payments/paymentintents/lifecycle (statuses)
 * - https://docs.stripe.com/api/payment_intents/cancel (cancellation_reason, cancellable states)
 * - https://docs.stripe.com/api/refunds/create (payment_intent, amount, reason, metadata)
 * - https://docs.stripe.com/api/idempotent_requests (Idempotency-Key)
 * - https://docs.stripe.com/webhooks#verify-events and https://docs.stripe.com/webhooks/signature
 *   (Stripe-Signature `t=…,v1=…`, HMAC-SHA256 of `t.payload`, 300 s tolerance)
 * - https://docs.stripe.com/currencies#minor-units, https://docs.stripe.com/error-codes
 * - https://docs.stripe.com/payments/accept-a-payment?ui=elements (Payment Element flow)
 */
import { createHash } from "node:crypto";
import Stripe from "stripe";
import {
  ProviderError,
  type CreatedPayment,
  type PaymentOrder,
  type PaymentProvider,
  type PaymentStatus,
  type ProviderNotification,
  type RawNotification,
} from "../provider";
import { toMinor } from "./amounts";
import { intentStatusOf, providerError } from "./errors";
import { notificationOf, statusOf } from "./events";
import { readStripeSettings, type StripeSettings } from "./settings";

/** The spec's card and wallet methods Stripe takes (its own type "stripe" takes everything). */
const CARD_TYPES = new Set(["braintree", "elavon", "bm", "eservice"]);
const CARD_SUBTYPES = new Set(["card", "googlePay", "applePay"]);

function digest(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 16);
}

class StripeProvider implements PaymentProvider {
  readonly id = "stripe";
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(settings.api ?? {}),
    });
  }

  handles(type: string, subType: string | null): boolean {
    if (type === "stripe") return true;
    return CARD_TYPES.has(type) && subType !== null && CARD_SUBTYPES.has(subType);
  }

  async create(order: PaymentOrder): Promise<CreatedPayment> {
    const currency = order.currency.toLowerCase();
    const amount = toMinor(order.amount, currency);
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount,
          currency,
          automatic_payment_methods: { enabled: true },
          description: `Order ${order.no}`,
          metadata: { summaryId: order.summaryId, orderNo: order.no },
        },
        // The same order and amount never makes a second PaymentIntent (a retried request,
        // or the shopper paying again after a decline gets the same intent back).
        { idempotencyKey: `order-${order.summaryId}-${amount}-${currency}` },
      );
      if (!intent.client_secret) throw new ProviderError("stripe", "client_secret", "missing");
      return {
        providerRef: intent.id,
        next: {
          kind: "embedded",
          provider: "stripe",
          clientSecret: intent.client_secret,
          publishableKey: this.settings.publishableKey,
        },
      };
    } catch (error) {
      throw providerError(error);
    }
  }

  readNotification(raw: RawNotification): Promise<ProviderNotification | null> {
    const signature = raw.headers.get("stripe-signature");
    // Stripe posts events as JSON (https://docs.stripe.com/webhooks#receive-events).
    const type = raw.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (!signature || type !== "application/json") return Promise.resolve(null);
    let event: Stripe.Event;
    try {
      // Checks the signature and its age (300 s) before anything else reads the body.
      event = this.stripe.webhooks.constructEvent(raw.body, signature, this.settings.webhookSecret);
    } catch {
      return Promise.resolve(null);
    }
    // A test-mode event never settles an order of a live shop.
    if (event.livemode !== this.settings.secretKey.includes("_live_")) return Promise.resolve(null);
    return Promise.resolve(notificationOf(event));
  }

  acknowledge(): { status: number; body: string } {
    return { status: 200, body: JSON.stringify({ received: true }) };
  }

  /** Stripe needs no call back: a succeeded PaymentIntent is settled. */
  confirm(notification: ProviderNotification): Promise<PaymentStatus> {
    return Promise.resolve(notification.status);
  }

  async status(providerRef: string): Promise<PaymentStatus> {
    try {
      return statusOf(await this.stripe.paymentIntents.retrieve(providerRef));
    } catch (error) {
      throw providerError(error);
    }
  }

  /**
   * Cancels a PaymentIntent nobody finished (api/payment_intents/cancel: Stripe refuses an intent
   * in another state with payment_intent_unexpected_state). One already cancelled is what was
   * asked for; one that succeeded or is processing stays a ProviderError: the money may be
   * taken, so the lifecycle asks `status` before it gives anything back.
   */
  async cancel(providerRef: string): Promise<void> {
    try {
      await this.stripe.paymentIntents.cancel(providerRef, { cancellation_reason: "abandoned" });
    } catch (error) {
      if (intentStatusOf(error) === "canceled") return;
      throw providerError(error);
    }
  }

  /**
   * The idempotency key comes from the payment, amount and reason: a retried refund is never
   * paid twice, so two refunds of the same amount need reasons that tell them apart (the
   * return's or cancellation's number). Stripe refunds in the payment's currency, so a refund
   * asked in another is refused before it reaches Stripe.
   */
  async refund(
    providerRef: string,
    amount: string,
    currency: string,
    reason: string,
  ): Promise<{ refundRef: string }> {
    const minor = toMinor(amount, currency.toLowerCase());
    try {
      const intent = await this.stripe.paymentIntents.retrieve(providerRef);
      if (intent.currency !== currency.toLowerCase())
        throw new ProviderError("stripe", "currency", `The payment is in ${intent.currency}`);
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: providerRef,
          amount: minor,
          reason: "requested_by_customer",
          metadata: { reason: reason.slice(0, 500) },
        },
        { idempotencyKey: `refund-${providerRef}-${minor}-${digest(reason)}` },
      );
      if (refund.status === "failed" || refund.status === "canceled")
        throw new ProviderError("stripe", `refund_${refund.status}`, refund.failure_reason ?? "");
      return { refundRef: refund.id };
    } catch (error) {
      throw providerError(error);
    }
  }
}

/** Stripe as configured by the environment, or null when it is not. */
export function fromEnv(env: Record<string, string | undefined>): PaymentProvider | null {
  const settings = readStripeSettings(env);
  return settings ? new StripeProvider(settings) : null;
}
