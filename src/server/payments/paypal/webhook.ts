/**
 * PayPal webhooks (issue 30). A notification is first checked with PayPal's
 * verify-webhook-signature call — the transmission headers PAYPAL-TRANSMISSION-ID,
 * -TIME, -SIG, PAYPAL-CERT-URL and PAYPAL-AUTH-ALGO, the shop's PAYPAL_WEBHOOK_ID
 * and the event — and read only when PayPal answers SUCCESS. The event goes
 * into that call byte for byte as received (not parsed and written again), so
 * the CRC32 PayPal signed over the body still matches.
 * https://developer.paypal.com/docs/api/webhooks/v1/#verify-webhook-signature_post
 * https://developer.paypal.com/api/rest/webhooks/event-names/ (CHECKOUT.ORDER.APPROVED,
 *   PAYMENT.CAPTURE.COMPLETED, .DENIED, .PENDING; resource shapes: an order, a capture
 *   with supplementary_data.related_ids.order_id)
 */
import { z } from "zod";
import { ProviderError, type ProviderNotification, type RawNotification } from "../provider";
import type { PaypalSettings } from "./settings";

const HEADERS = {
  transmission_id: "paypal-transmission-id",
  transmission_time: "paypal-transmission-time",
  transmission_sig: "paypal-transmission-sig",
  cert_url: "paypal-cert-url",
  auth_algo: "paypal-auth-algo",
} as const;

const money = z.object({
  currency_code: z.string().regex(/^[A-Z]{3}$/),
  value: z.string().regex(/^\d{1,15}(\.\d{1,2})?$/),
});

const event = z.discriminatedUnion("event_type", [
  z.object({
    event_type: z.literal("CHECKOUT.ORDER.APPROVED"),
    resource: z.object({
      id: z.string().min(1),
      purchase_units: z
        .array(
          z.object({
            reference_id: z.string().optional(),
            custom_id: z.string().optional(),
            amount: money,
          }),
        )
        .min(1),
    }),
  }),
  z.object({
    event_type: z.enum([
      "PAYMENT.CAPTURE.COMPLETED",
      "PAYMENT.CAPTURE.DENIED",
      "PAYMENT.CAPTURE.PENDING",
    ]),
    resource: z.object({
      id: z.string().min(1),
      custom_id: z.string().min(1),
      amount: money,
      status_details: z.object({ reason: z.string() }).optional(),
      supplementary_data: z.object({ related_ids: z.object({ order_id: z.string().min(1) }) }),
    }),
  }),
]);

const CAPTURE_STATUS = {
  "PAYMENT.CAPTURE.COMPLETED": "paid",
  "PAYMENT.CAPTURE.DENIED": "failed",
  "PAYMENT.CAPTURE.PENDING": "verifying",
} as const;

/** "137.79" as PayPal writes it, always with two decimals ("100" → "100.00"). */
function twoDecimals(value: string): string {
  const [units, cents = ""] = value.split(".");
  return `${units}.${cents.padEnd(2, "0")}`;
}

/** Asks PayPal whether it sent this notification to the shop's webhook. */
async function verified(settings: PaypalSettings, token: string, raw: RawNotification) {
  const fields: Record<string, string> = { webhook_id: settings.webhookId };
  for (const [field, header] of Object.entries(HEADERS)) {
    const value = raw.headers.get(header);
    if (!value || value.length > 500) return false;
    fields[field] = value;
  }
  const body = `${JSON.stringify(fields).slice(0, -1)},"webhook_event":${raw.body}}`;
  const response = await fetch(`${settings.apiUrl}/v1/notifications/verify-webhook-signature`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body,
    signal: AbortSignal.timeout(15_000),
  }).catch(() => null);
  // PayPal refuses malformed transmission fields with 400: not its notification.
  if (response?.status === 400) return false;
  if (!response?.ok) {
    throw new ProviderError(
      "paypal",
      "unreachable",
      "PayPal verify-webhook-signature: not answered",
    );
  }
  const answer = z.object({ verification_status: z.string() }).safeParse(await response.json());
  return answer.success && answer.data.verification_status === "SUCCESS";
}

/** The event in the shop's terms, or null for an event the shop does not subscribe to. */
function notificationOf(parsed: unknown): ProviderNotification | null {
  const read = event.safeParse(parsed);
  if (!read.success) return null;
  const e = read.data;
  if (e.event_type === "CHECKOUT.ORDER.APPROVED") {
    const unit = e.resource.purchase_units[0];
    const summaryId = unit?.custom_id ?? unit?.reference_id;
    if (!unit || !summaryId) return null;
    return {
      providerRef: e.resource.id,
      summaryId,
      // Approved is not paid: the capture in `confirm` takes the money.
      status: "pending",
      amount: twoDecimals(unit.amount.value),
      currency: unit.amount.currency_code.toLowerCase(),
    };
  }
  return {
    providerRef: e.resource.supplementary_data.related_ids.order_id,
    summaryId: e.resource.custom_id,
    status: CAPTURE_STATUS[e.event_type],
    amount: twoDecimals(e.resource.amount.value),
    currency: e.resource.amount.currency_code.toLowerCase(),
    reason: e.resource.status_details?.reason,
  };
}

/** A verified PayPal notification, or null when forged, malformed or not one the shop reads. */
export async function readWebhook(
  settings: PaypalSettings,
  accessToken: () => Promise<string>,
  raw: RawNotification,
): Promise<ProviderNotification | null> {
  if (!/^application\/json(;|$)/i.test(raw.headers.get("content-type") ?? "")) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.body);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
  if (!(await verified(settings, await accessToken(), raw))) return null;
  return notificationOf(parsed);
}
