/**
 * Stripe's errors as the shop's ProviderError, never with a key in the message
 * (https://docs.stripe.com/api/errors, https://docs.stripe.com/error-codes).
 */
import { ProviderError } from "../provider";

/** Keys and secrets never go into an error message, even masked. */
function redact(message: string): string {
  return message.replace(/\b(?:sk|rk|pk|whsec)_[\w*]+/g, "[redacted]");
}

export function providerError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  const { code, type, message } = (error ?? {}) as {
    code?: unknown;
    type?: unknown;
    message?: unknown;
  };
  const name = typeof code === "string" ? code : typeof type === "string" ? type : "unreachable";
  return new ProviderError("stripe", name, redact(typeof message === "string" ? message : ""));
}

/**
 * The status of the PaymentIntent a refused request was about: Stripe puts the intent into an
 * error about it (`error.payment_intent`, https://docs.stripe.com/api/errors#errors-payment_intent).
 */
export function intentStatusOf(error: unknown): string | null {
  const intent = (error as { payment_intent?: { status?: unknown } } | null)?.payment_intent;
  return typeof intent?.status === "string" ? intent.status : null;
}
