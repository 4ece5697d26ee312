/**
 * The Orders v2 create request for a shop order: intent CAPTURE, one purchase
 * unit with the order's amount (currency upper case, value "137.79"), the
 * order's public id as reference_id and custom_id (PayPal echoes custom_id in
 * captures and webhooks) and its number as invoice_id; the PayPal wallet's
 * experience_context with return_url, cancel_url, locale and PAY_NOW.
 * https://developer.paypal.com/docs/api/orders/v2/#orders_create
 * https://developer.paypal.com/api/rest/integration/orders-api/api-use-cases/standard
 */
import {
  CheckoutPaymentIntent,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
  type OrderRequest,
} from "@paypal/paypal-server-sdk";
import { ProviderError, type PaymentOrder } from "../provider";

/** PayPal's locale codes for the shop's languages. */
const LOCALES: Record<string, string> = { pl: "pl-PL", en: "en-GB", de: "de-DE" };

/** Where PayPal sends a shopper who cancels: the return page, marked. */
function cancelUrl(returnUrl: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set("cancelled", "1");
  return url.toString();
}

export function orderRequest(order: PaymentOrder): OrderRequest {
  if (!/^\d+\.\d{2}$/.test(order.amount) || !/^[a-z]{3}$/.test(order.currency)) {
    throw new ProviderError(
      "paypal",
      "invalid_amount",
      "The order's amount or currency is malformed",
    );
  }
  const locale = LOCALES[order.lang];
  return {
    intent: CheckoutPaymentIntent.Capture,
    purchaseUnits: [
      {
        referenceId: order.summaryId,
        customId: order.summaryId,
        invoiceId: order.no.slice(0, 127),
        description: `Order ${order.no}`.slice(0, 127),
        amount: { currencyCode: order.currency.toUpperCase(), value: order.amount },
      },
    ],
    paymentSource: {
      paypal: {
        experienceContext: {
          returnUrl: order.returnUrl,
          cancelUrl: cancelUrl(order.returnUrl),
          userAction: PaypalExperienceUserAction.PayNow,
          // The shop has the delivery address; PayPal does not ask for one.
          shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
          ...(locale ? { locale } : {}),
        },
      },
    },
  };
}
