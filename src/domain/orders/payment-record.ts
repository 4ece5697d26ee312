/**
 * The money of an order paid offline (bank transfer, cash on delivery) as the owner records it
 * in the back office (issue 44 item 14): the amount received and the day it came, kept with the
 * order (`orders.payment_record`, migration 017) when the order is marked paid. A return of the
 * order then gives back by hand at most what was recorded.
 */
import { z } from "zod";
import { wallClockAt } from "../shop/dates";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const PaymentRecordSchema = z.object({
  amount: z.number().positive(),
  paidOn: z.string().regex(DAY),
  recordedAt: z.string(),
});

export type PaymentRecord = z.infer<typeof PaymentRecordSchema>;

/** The largest amount one payment records. */
const MAX_AMOUNT = 1_000_000;

/** The stored payment record, or null (none stored, or unreadable). */
export function readPaymentRecord(text: string | null | undefined): PaymentRecord | null {
  if (!text) return null;
  try {
    const parsed = PaymentRecordSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The calendar day (YYYY-MM-DD) of an instant in the shop's time zone. */
export function dayIn(instant: number, timeZone: string): string {
  const clock = wallClockAt(instant, timeZone);
  const p = (n: number) => String(n).padStart(2, "0");
  return clock ? `${clock.year}-${p(clock.month)}-${p(clock.day)}` : "";
}

/**
 * What the owner typed, checked: an amount above 0 with at most two decimals (a comma or a
 * dot), and a day from the order's day to today; else the field that is wrong.
 */
export function paymentInput(
  typed: { amount: unknown; paidOn: unknown },
  days: { placed: string; today: string },
): { ok: true; amount: number; paidOn: string } | { ok: false; field: "amount" | "paidOn" } {
  const text = typeof typed.amount === "string" ? typed.amount.trim().replace(",", ".") : "";
  const amount = /^\d{1,7}(\.\d{1,2})?$/.test(text) ? Number(text) : NaN;
  if (!(amount > 0 && amount <= MAX_AMOUNT)) return { ok: false, field: "amount" };
  const paidOn = typeof typed.paidOn === "string" ? typed.paidOn.trim() : "";
  if (!DAY.test(paidOn) || paidOn < days.placed || paidOn > days.today)
    return { ok: false, field: "paidOn" };
  return { ok: true, amount, paidOn };
}
