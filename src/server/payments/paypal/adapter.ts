/**
 * The PayPal adapter (issue 30): PayPal Checkout with Orders v2 through
 * PayPal's official server SDK `@paypal/paypal-server-sdk`.
 *
 * Flow: `create` registers an order (intent CAPTURE) and sends the shopper to
 * its `payer-action` link; PayPal brings the shopper back to the return URL
 * and notifies CHECKOUT.ORDER.APPROVED; `confirm` captures the order
 * (COMPLETED → paid, PENDING → verifying, DECLINED → failed); the
 * PAYMENT.CAPTURE.* webhooks then report the capture. `status` reads the
 * order, `refund` refunds its capture.
 *
 * Environment (see settings.ts): PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET,
 * PAYPAL_WEBHOOK_ID, PAYPAL_API_URL (sandbox when unset).
 *
 * To go live a shop needs: a PayPal Business account; a REST app under
 * developer.paypal.com → Apps & Credentials in Live mode (its client id and
 * secret); a webhook on that app pointing at the shop's PayPal notification
 * endpoint, subscribed to CHECKOUT.ORDER.APPROVED, PAYMENT.CAPTURE.COMPLETED,
 * PAYMENT.CAPTURE.DENIED and PAYMENT.CAPTURE.PENDING (its id is
 * PAYPAL_WEBHOOK_ID); PAYPAL_API_URL=https://api-m.paypal.com; and the
 * currencies it sells in enabled on the account.
 *
 * Documentation followed:
 * - https://developer.paypal.com/docs/api/orders/v2/ (create, show, capture)
 * - https://developer.paypal.com/api/rest/integration/orders-api/api-use-cases/standard
 * - https://developer.paypal.com/docs/api/payments/v2/#captures_refund
 * - https://developer.paypal.com/docs/api/webhooks/v1/#verify-webhook-signature_post
 * - https://developer.paypal.com/api/rest/webhooks/event-names/
 * - https://developer.paypal.com/api/rest/authentication/ (OAuth2 client credentials)
 * - https://github.com/paypal/PayPal-TypeScript-Server-SDK (OrdersController, PaymentsController)
 */
import type { PaymentProvider, PaymentStatus } from "../provider";
import { ProviderError } from "../provider";
import { paypalApi, type PaypalApi } from "./client";
import { failureOf, providerError } from "./errors";
import { orderRequest } from "./order-request";
import type { PaypalSettings } from "./settings";
import { captureStatus, firstCapture, orderStatus } from "./status";
import { readWebhook } from "./webhook";

/** PayPal's answers to a capture that did not take money, in the shop's terms. */
const CAPTURE_ISSUES: Record<string, PaymentStatus> = {
  INSTRUMENT_DECLINED: "failed",
  ORDER_NOT_APPROVED: "pending",
  PAYER_ACTION_REQUIRED: "pending",
};

export function createPaypalProvider(
  settings: PaypalSettings,
  api: PaypalApi = paypalApi(settings),
): PaymentProvider {
  async function status(providerRef: string): Promise<PaymentStatus> {
    try {
      const { result } = await api.orders.getOrder({ id: providerRef });
      return orderStatus(result);
    } catch (error) {
      // PayPal forgets orders nobody approved: the payment expired.
      if (failureOf(error)?.status === 404) return "expired";
      throw providerError("show order", error);
    }
  }

  return {
    id: "paypal",
    handles: (type) => type === "paypal",

    async create(order) {
      const body = orderRequest(order);
      const created = await api.orders
        .createOrder({ body, prefer: "return=representation" })
        .catch((error: unknown) => {
          throw providerError("create order", error);
        });
      const { id, links } = created.result;
      const approve = links?.find((link) => link.rel === "payer-action" || link.rel === "approve");
      if (!id || !approve) {
        throw new ProviderError(
          "paypal",
          "bad_response",
          "PayPal created an order without a payer-action link",
        );
      }
      return { providerRef: id, next: { kind: "redirect", url: approve.href } };
    },

    readNotification: (raw) => readWebhook(settings, () => api.accessToken(), raw),

    // PayPal counts any 2xx as delivered and retries otherwise.
    acknowledge: () => ({ status: 200, body: "" }),

    async confirm(notification, order) {
      // A capture event already says what happened to the money.
      if (notification.status !== "pending") return notification.status;
      // Capture only what the shop's order says, for that order.
      if (
        notification.summaryId !== order.summaryId ||
        notification.amount !== order.amount ||
        notification.currency !== order.currency
      ) {
        return "failed";
      }
      try {
        const { result } = await api.orders.captureOrder({
          id: notification.providerRef,
          // The same capture asked twice answers the first capture's result.
          paypalRequestId: `capture-${notification.providerRef}`,
          prefer: "return=representation",
        });
        return captureStatus(firstCapture(result)?.status ?? "FAILED");
      } catch (error) {
        const failure = failureOf(error);
        if (failure?.issue === "ORDER_ALREADY_CAPTURED") return status(notification.providerRef);
        const known = failure ? CAPTURE_ISSUES[failure.issue] : undefined;
        if (known) return known;
        if (failure?.status === 404) return "expired";
        throw providerError("capture order", error);
      }
    },

    status,

    async refund(providerRef, amount, currency, reason) {
      if (!/^\d+\.\d{2}$/.test(amount)) {
        throw new ProviderError("paypal", "invalid_amount", "The refund amount is malformed");
      }
      const order = await api.orders.getOrder({ id: providerRef }).catch((error: unknown) => {
        throw providerError("show order", error);
      });
      const capture = firstCapture(order.result);
      if (!capture?.id || captureStatus(capture.status) !== "paid") {
        throw new ProviderError(
          "paypal",
          "not_captured",
          "The PayPal order has no capture to refund",
        );
      }
      const refunded = await api.payments
        .refundCapturedPayment({
          captureId: capture.id,
          prefer: "return=representation",
          body: {
            amount: { currencyCode: currency.toUpperCase(), value: amount },
            noteToPayer: reason.slice(0, 255),
          },
        })
        .catch((error: unknown) => {
          throw providerError("refund capture", error);
        });
      if (!refunded.result.id) {
        throw new ProviderError("paypal", "bad_response", "PayPal answered a refund without an id");
      }
      return { refundRef: refunded.result.id };
    },
  };
}
