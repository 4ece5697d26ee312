/**
 * The embedded test gateway's card payments (braintree card, issue 12
 * "Payments"), shaped like a hosted-fields provider: the shop hands the
 * browser a short-lived client token; the browser sends the card details to
 * the provider's tokenizer (here `/dev/pay/braintree/tokenize`, never the
 * shop's order endpoint) and gets a one-use nonce; the order carries only
 * the nonce, which the shop charges.
 *
 * Tokens and nonces are HMAC-signed with the payment secret, so the gateway
 * keeps no state. As with real sandboxes, the card 4000 0000 0000 0002 is
 * declined and every other valid card is paid.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { cardDigits, checkCard, type CardDetails } from "../../domain/checkout/payment-card";
import { paymentSecret } from "./signature";

export const DECLINED_TEST_CARD = "4000000000000002";
const TOKEN_TTL_MS = 10 * 60 * 1000;

function mac(text: string): string {
  return createHmac("sha256", paymentSecret()).update(text).digest("base64url");
}

function sealed(body: string): string {
  return `${body}.${mac(body)}`;
}

function opened(value: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot < 0) return null;
  const body = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(mac(body));
  return given.length === expected.length && timingSafeEqual(given, expected) ? body : null;
}

export function issueClientToken(now = Date.now()): { token: string; expiresIn: number } {
  const expires = now + TOKEN_TTL_MS;
  return {
    token: sealed(`ct_${expires}_${randomBytes(12).toString("base64url")}`),
    expiresIn: TOKEN_TTL_MS / 1000,
  };
}

export type TokenizeResult =
  { ok: true; nonce: string; last4: string } | { ok: false; error: "tokenInvalid" | "cardInvalid" };

export function tokenizeCard(token: string, card: CardDetails, now = new Date()): TokenizeResult {
  const body = opened(token);
  const expires = body ? Number(/^ct_(\d+)_/.exec(body)?.[1] ?? 0) : 0;
  if (!body || expires < now.getTime()) return { ok: false, error: "tokenInvalid" };
  if (checkCard(card, now).length > 0) return { ok: false, error: "cardInvalid" };
  const digits = cardDigits(card.number);
  const outcome = digits === DECLINED_TEST_CARD ? "failed" : "paid";
  const last4 = digits.slice(-4);
  return {
    ok: true,
    nonce: sealed(`nonce_${outcome}_${last4}_${randomBytes(12).toString("base64url")}`),
    last4,
  };
}

/** The outcome a nonce charges to, with the nonce's own id as the transaction; null for a forged nonce. */
export function chargeOutcome(
  nonce: string,
): { outcome: "paid" | "failed"; transaction: string } | null {
  const body = opened(nonce);
  const m = body ? /^nonce_(paid|failed)_\d{4}_([A-Za-z0-9_-]+)$/.exec(body) : null;
  if (!m) return null;
  return { outcome: m[1] as "paid" | "failed", transaction: `BT-${m[2]}` };
}
