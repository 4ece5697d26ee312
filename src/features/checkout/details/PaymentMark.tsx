/**
 * Small neutral marks for the payment groups and methods, drawn here as
 * inline SVG (no brand logos: a brand's mark is never imitated): a card for
 * cards and PayPal, a phone for wallets (Apple Pay, Google Pay) and BLIK, a
 * bank for transfers, a calendar for pay later, a parcel for cash on
 * delivery, a gift for the rest. Decorative: the method's name says it all.
 */
import type { PaymentGroup } from "../../../domain/checkout/payment-groups";

export type MarkKind = PaymentGroup | "phone";

const PATHS: Record<MarkKind, string> = {
  cards: "M3 6h18v12H3zM3 10h18M6 15h4",
  phone: "M8 3h8v18H8zM11 18h2",
  transfers: "M3 9l9-5 9 5M5 9v8M9.5 9v8M14.5 9v8M19 9v8M3 20h18",
  later: "M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h3",
  delivery: "M3 8l9-4 9 4v9l-9 4-9-4zM3 8l9 4 9-4M12 12v9",
  other: "M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0",
};

/** The mark of a method: wallets and BLIK a phone, the rest their group's. */
export function markOf(group: PaymentGroup, subType: string | null): MarkKind {
  return subType === "applePay" || subType === "googlePay" || subType === "blik" ? "phone" : group;
}

export function PaymentMark({ kind }: { kind: MarkKind }) {
  return (
    <svg
      className="pay-mark"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={PATHS[kind]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
