/**
 * Turns card details into a one-use nonce at the payment provider (braintree
 * card; issue 12): a client token from the shop
 * (GET /api/public/integrations/braintree/token), then the provider's
 * tokenizer (the embedded test gateway's `/dev/pay/braintree/tokenize`). The
 * card details go to the provider only; the order carries the nonce. The
 * provider gets no shop token: it is called through the client's core, not
 * the shop client that adds the shopper's Bearer header.
 */
import type { CardDetails } from "../../../domain/checkout/payment-card";
import { send } from "../../shared/api-core";
import { apiGet } from "../../shared/api-client";

export async function tokenizeCard(card: CardDetails): Promise<string | null> {
  const token = await apiGet<{ token: string }>("/api/public/integrations/braintree/token");
  if (!token.ok) return null;
  const res = await send(
    "/dev/pay/braintree/tokenize",
    { method: "POST" },
    JSON.stringify({ token: token.data.token, ...card }),
  );
  const body: unknown = res?.ok ? await res.json().catch(() => null) : null;
  return body && typeof body === "object" && "nonce" in body && typeof body.nonce === "string"
    ? body.nonce
    : null;
}
