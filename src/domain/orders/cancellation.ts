/**
 * Why an order was cancelled and what it gave back (issue 44 item 3), as the order keeps it
 * (`orders.cancellation`, migration 017) and the customer reads it in the e-mail and on the
 * order's page. The owner picks a reason from `OWNER_CANCEL_REASONS` (the first is the form's
 * default) and may add a note for the customer; the payment deadline cancels with
 * `paymentExpired`. Given back besides the stock: what the order took from a gift card (in the
 * order's currency), the loyalty points it used, and the money paid: through the payment
 * provider that took it (`refunded` once the provider accepted the refund) or, paid offline,
 * by a transfer the shop makes.
 */
import { z } from "zod";

export const OWNER_CANCEL_REASONS = [
  "cannotFulfil",
  "outOfStock",
  "customerRequest",
  "paymentMissing",
  "cannotDeliver",
] as const;
export type OwnerCancelReason = (typeof OWNER_CANCEL_REASONS)[number];

/** Every reason an order is cancelled for: the owner's and the payment deadline's. */
const CANCEL_REASONS = [...OWNER_CANCEL_REASONS, "paymentExpired"] as const;

/** The longest note for the customer the owner may add. */
export const CANCEL_NOTE_MAX = 500;

const CancellationSchema = z.object({
  reason: z.enum(CANCEL_REASONS),
  note: z.string().nullable(),
  at: z.string(),
  giftCard: z.object({ code: z.string(), amount: z.number() }).nullable(),
  points: z.number().int().nonnegative(),
  money: z
    .object({
      amount: z.number(),
      way: z.enum(["provider", "transfer"]),
      refunded: z.boolean(),
    })
    .nullable(),
});

export type Cancellation = z.infer<typeof CancellationSchema>;

/** The owner's reason as posted; anything else is the default. */
export function ownerCancelReason(value: unknown): OwnerCancelReason {
  return OWNER_CANCEL_REASONS.find((r) => r === value) ?? OWNER_CANCEL_REASONS[0];
}

/** The owner's note as kept: spaces collapsed, trimmed, at most CANCEL_NOTE_MAX; none when empty. */
export function cancelNote(text: unknown): string | null {
  const note = typeof text === "string" ? text.replace(/\s+/g, " ").trim() : "";
  return note ? note.slice(0, CANCEL_NOTE_MAX) : null;
}

/**
 * The gift card's part and the points a cancelled order gives back: what its total says it
 * took, when the checkout took anything (an order it did not place took nothing).
 */
export function givenBack(
  total: {
    giftCardCode?: string | undefined;
    giftCardValue?: number | undefined;
    usedPoints?: number | undefined;
  },
  took: boolean,
): Pick<Cancellation, "giftCard" | "points"> {
  const card = took && total.giftCardCode && (total.giftCardValue ?? 0) > 0;
  return {
    giftCard: card ? { code: total.giftCardCode ?? "", amount: total.giftCardValue ?? 0 } : null,
    points: took ? Math.max(0, Math.trunc(total.usedPoints ?? 0)) : 0,
  };
}

/** One thing a cancelled order gives back, as the e-mail and the order's pages list it. */
export type GivenBackItem =
  | { kind: "card"; amount: number; code: string }
  | { kind: "points"; points: number }
  | { kind: "refunded" | "refundPending" | "transfer"; amount: number };

/** What the cancellation gives back, in the order the customer reads it; empty when nothing. */
export function givenBackItems(c: Cancellation): GivenBackItem[] {
  const items: GivenBackItem[] = [];
  if (c.money && c.money.amount > 0)
    items.push({
      kind:
        c.money.way === "transfer" ? "transfer" : c.money.refunded ? "refunded" : "refundPending",
      amount: c.money.amount,
    });
  if (c.giftCard) items.push({ kind: "card", amount: c.giftCard.amount, code: c.giftCard.code });
  if (c.points > 0) items.push({ kind: "points", points: c.points });
  return items;
}

/** The stored cancellation, or null (none stored, or unreadable). */
export function readCancellation(text: string | null | undefined): Cancellation | null {
  if (!text) return null;
  try {
    const parsed = CancellationSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
