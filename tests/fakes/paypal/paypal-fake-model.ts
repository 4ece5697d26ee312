/**
 * The PayPal fake's orders and captures, written as Orders v2 and Payments v2
 * answer them (snake_case JSON, HATEOAS links).
 * https://developer.paypal.com/docs/api/orders/v2/#orders_get (order: id, intent, status,
 *   purchase_units[].payments.captures[], links rel self / payer-action / capture)
 * https://developer.paypal.com/sdk/orders/v2/definitions/capture_status
 * https://developer.paypal.com/docs/api/payments/v2/#captures_refund
 */

export interface Money {
  currency_code: string;
  value: string;
}

export interface FakeCapture {
  id: string;
  status: "COMPLETED" | "PENDING" | "DECLINED" | "PARTIALLY_REFUNDED" | "REFUNDED";
  reason?: string;
  amount: Money;
  refundedMinor: number;
  time: string;
}

export interface FakeOrder {
  id: string;
  status: "CREATED" | "PAYER_ACTION_REQUIRED" | "APPROVED" | "COMPLETED";
  unit: {
    reference_id?: string | undefined;
    custom_id?: string | undefined;
    invoice_id?: string | undefined;
    amount: Money;
  };
  returnUrl: string;
  cancelUrl: string;
  /** Whether it was created with payment_source.paypal (payer-action) or without (approve). */
  wallet: boolean;
  capture?: FakeCapture;
  /** Answers already given to a PayPal-Request-Id, replayed for the same id. */
  replies: Map<string, { status: number; body: string }>;
  time: string;
}

/** "137.79" → 13779 (the fake's arithmetic, in minor units). */
export function minor(value: string): number {
  const [units = "0", cents = ""] = value.split(".");
  return Number(units) * 100 + Number(cents.padEnd(2, "0"));
}

export function money(currency: string, minorUnits: number): Money {
  return { currency_code: currency, value: (minorUnits / 100).toFixed(2) };
}

export function captureJson(base: string, order: FakeOrder, capture: FakeCapture, webhook = false) {
  return {
    id: capture.id,
    status: capture.status,
    ...(capture.reason ? { status_details: { reason: capture.reason } } : {}),
    amount: capture.amount,
    final_capture: true,
    custom_id: order.unit.custom_id,
    invoice_id: order.unit.invoice_id,
    seller_protection: { status: "ELIGIBLE" },
    // Webhook resources name the order they belong to.
    ...(webhook ? { supplementary_data: { related_ids: { order_id: order.id } } } : {}),
    links: [
      { href: `${base}/v2/payments/captures/${capture.id}`, rel: "self", method: "GET" },
      { href: `${base}/v2/payments/captures/${capture.id}/refund`, rel: "refund", method: "POST" },
      { href: `${base}/v2/checkout/orders/${order.id}`, rel: "up", method: "GET" },
    ],
    create_time: capture.time,
    update_time: capture.time,
  };
}

export function orderJson(base: string, order: FakeOrder) {
  const self = `${base}/v2/checkout/orders/${order.id}`;
  const links: { href: string; rel: string; method: string }[] = [
    { href: self, rel: "self", method: "GET" },
  ];
  if (order.status === "CREATED" || order.status === "PAYER_ACTION_REQUIRED") {
    const rel = order.wallet ? "payer-action" : "approve";
    links.push({ href: `${base}/checkoutnow?token=${order.id}`, rel, method: "GET" });
  }
  if (order.status === "APPROVED")
    links.push({ href: `${self}/capture`, rel: "capture", method: "POST" });
  return {
    id: order.id,
    intent: "CAPTURE",
    status: order.status,
    ...(order.wallet ? { payment_source: { paypal: {} } } : {}),
    purchase_units: [
      {
        ...order.unit,
        payee: { merchant_id: "FAKEMERCHANT01" },
        ...(order.capture
          ? { payments: { captures: [captureJson(base, order, order.capture)] } }
          : {}),
      },
    ],
    create_time: order.time,
    links,
  };
}

/** PayPal's error body: name, message, debug_id and details[].issue. */
export function errorJson(name: string, issue: string, description: string) {
  return {
    name,
    message: description,
    debug_id: "fake0debug0id",
    details: [{ issue, description }],
  };
}
