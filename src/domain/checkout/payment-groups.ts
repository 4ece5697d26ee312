/**
 * How the order details step presents the payment methods the quote offers
 * (issue 32, item 6): in groups, in this order — cards and wallets (card
 * types, PayPal, Apple Pay and Google Pay), transfers and BLIK (Przelewy24,
 * PayU, Blue Media, imoje, GoPay, a traditional transfer), pay later (Twisto,
 * PayPo), on delivery (cash on delivery), then anything else (a gift card) —
 * keeping the quote's order inside a group and dropping empty groups.
 *
 * Wallets are offered only where the browser can pay with them: Apple Pay
 * where Safari's `ApplePaySession` says it can make payments, Google Pay where
 * the Payment Request API exists. The browser's answer is detected in the
 * island (`WalletSupport`); the rule here is pure.
 */
export type PaymentGroup = "cards" | "transfers" | "later" | "delivery" | "other";

export const PAYMENT_GROUPS: readonly PaymentGroup[] = [
  "cards",
  "transfers",
  "later",
  "delivery",
  "other",
];

interface Method {
  type: string;
  subType: string | null;
}

/** What the browser can pay with, as the island detects it. */
export interface WalletSupport {
  applePay: boolean;
  paymentRequest: boolean;
}

const CARD_TYPES = new Set(["paypal", "braintree", "elavon", "stripe"]);
const TRANSFER_TYPES = new Set(["p24", "payu", "bm", "imoje", "eservice", "transfer"]);
const LATER = new Set(["twisto", "payPo"]);

export function paymentGroupOf(m: Method): PaymentGroup {
  const sub = m.subType ?? "";
  if (LATER.has(m.type) || LATER.has(sub)) return "later";
  if (m.type === "cod") return "delivery";
  if (sub === "card" || sub === "applePay" || sub === "googlePay" || CARD_TYPES.has(m.type))
    return "cards";
  if (TRANSFER_TYPES.has(m.type)) return "transfers";
  return "other";
}

/** Whether the browser can pay with the method: always, except an unsupported wallet. */
export function walletSupported(m: Method, support: WalletSupport): boolean {
  if (m.subType === "applePay") return support.applePay;
  if (m.subType === "googlePay") return support.paymentRequest;
  return true;
}

/** The methods the browser can pay with, in the quote's order. */
export function offeredPayments<M extends Method>(
  methods: readonly M[],
  support: WalletSupport,
): M[] {
  return methods.filter((m) => walletSupported(m, support));
}

/** The methods by group, groups in their fixed order, empty ones left out. */
export function groupPayments<M extends Method>(
  methods: readonly M[],
): { group: PaymentGroup; methods: M[] }[] {
  return PAYMENT_GROUPS.map((group) => ({
    group,
    methods: methods.filter((m) => paymentGroupOf(m) === group),
  })).filter((g) => g.methods.length > 0);
}
