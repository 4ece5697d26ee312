/**
 * PayPal's error answers in the shop's terms: the HTTP status and the first
 * `details[].issue` (ORDER_ALREADY_CAPTURED, INSTRUMENT_DECLINED, …).
 * https://developer.paypal.com/api/rest/responses/ (error responses)
 */
import { ApiError, CustomError } from "@paypal/paypal-server-sdk";
import { ProviderError } from "../provider";

export interface PaypalFailure {
  status: number;
  issue: string;
}

/** The status and issue of a refused call, or null when PayPal was not reached at all. */
export function failureOf(error: unknown): PaypalFailure | null {
  if (!(error instanceof ApiError)) return null;
  const issue =
    error instanceof CustomError ? (error.result?.details?.[0]?.issue ?? error.result?.name) : null;
  return { status: error.statusCode, issue: issue ?? "UNKNOWN" };
}

/** A ProviderError for a refused or failed call (PayPal's issue code, never a secret). */
export function providerError(operation: string, error: unknown): ProviderError {
  const failure = failureOf(error);
  return failure
    ? new ProviderError(
        "paypal",
        failure.issue,
        `PayPal ${operation}: ${failure.status} ${failure.issue}`,
      )
    : new ProviderError("paypal", "unreachable", `PayPal ${operation}: not reached`);
}
