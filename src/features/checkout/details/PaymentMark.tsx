/**
 * Small neutral marks for the payment groups and methods (no brand logos: a
 * brand's mark is never imitated): a card for cards and PayPal, a phone for
 * wallets (Apple Pay, Google Pay) and BLIK, a bank for transfers, a calendar
 * for pay later, a parcel for cash on delivery, a gift for the rest. The
 * drawings are inline SVG in payment.css (a mask in the text's colour), so the
 * island's script carries only the class. Decorative: the name says it all.
 */
import type { PaymentGroup } from "../../../domain/checkout/payment-groups";

export type MarkKind = PaymentGroup | "phone";

/** The mark of a method: wallets and BLIK a phone, the rest their group's. */
export function markOf(group: PaymentGroup, subType: string | null): MarkKind {
  return subType === "applePay" || subType === "googlePay" || subType === "blik" ? "phone" : group;
}

export function PaymentMark({ kind }: { kind: MarkKind }) {
  return <span className={`pay-mark pay-mark--${kind}`} aria-hidden="true" />;
}
