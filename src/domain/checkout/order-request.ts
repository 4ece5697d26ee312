/**
 * The canonical form of an order request (issue 27): what decides the order (lines, delivery,
 * payment, form, codes, gift card, reference, currency) as one stable text, so the server can
 * tell a retry of the same request from a different request under the same idempotency key,
 * and the browser can tell that the shopper changed something since it made its key. Keys are
 * sorted at every depth and lines are sorted, so neither the order of keys nor of lines (nor
 * whitespace: the text is built from parsed values) changes it. The idempotency key and a
 * card nonce (new on every attempt) are not part of it.
 */
import type { StoredLine } from "../basket/basket-line";
import type { CheckoutForm } from "./checkout-form";

export interface OrderRequest {
  lines: readonly StoredLine[];
  country: string;
  delivery: {
    id: string;
    lockerCode?: string | undefined;
    date?: string | undefined;
    time?: string | undefined;
  };
  code?: string | undefined;
  giftCard?: string | undefined;
  paymentId: string;
  form: CheckoutForm;
  ref?: string | undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** JSON with every object's keys sorted; members that are undefined are left out, as by JSON.stringify. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    isPlainObject(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );
}

/**
 * The request as one text. `currency` is the shopper's (the same basket in another currency is
 * another order); the server adds who is buying.
 */
export function canonicalOrderRequest(
  request: OrderRequest,
  extra: Record<string, string | null>,
): string {
  return stableJson({
    lines: request.lines.map(stableJson).sort(),
    country: request.country,
    delivery: {
      id: request.delivery.id,
      lockerCode: request.delivery.lockerCode || undefined,
      date: request.delivery.date || undefined,
      time: request.delivery.time || undefined,
    },
    code: request.code || undefined,
    giftCard: request.giftCard || undefined,
    paymentId: request.paymentId,
    form: request.form,
    ref: request.ref || undefined,
    ...extra,
  });
}

/**
 * A short fingerprint of a text (53-bit cyrb53, base 36) for the browser, which has no
 * synchronous SHA-256: enough to notice a change; the server's SHA-256 digest decides.
 */
export function textFingerprint(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
