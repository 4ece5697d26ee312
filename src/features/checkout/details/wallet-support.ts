/**
 * What this browser can pay with (feature detection, never the user agent):
 * Apple Pay where Safari's `ApplePaySession` exists and says it can make
 * payments, Google Pay where the Payment Request API exists. On the server,
 * or when the check throws, nothing. The offering rule is `walletSupported`
 * in src/domain/checkout/payment-groups.ts.
 */
import type { WalletSupport } from "../../../domain/checkout/payment-groups";

interface WalletWindow {
  ApplePaySession?: { canMakePayments?: () => boolean };
  PaymentRequest?: unknown;
}

export function walletSupport(): WalletSupport {
  if (typeof window === "undefined") return { applePay: false, paymentRequest: false };
  const w = window as unknown as WalletWindow;
  let applePay = false;
  try {
    applePay = w.ApplePaySession?.canMakePayments?.() === true;
  } catch {
    applePay = false;
  }
  return { applePay, paymentRequest: typeof w.PaymentRequest === "function" };
}
