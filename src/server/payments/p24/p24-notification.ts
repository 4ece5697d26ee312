/**
 * Przelewy24's transaction notification (https://developers.przelewy24.pl/,
 * "Notification"; the TransactionResult schema): P24 POSTs JSON with
 * merchantId, posId, sessionId, amount, originAmount, currency, orderId,
 * methodId, statement and sign to urlStatus, only for a payment that went
 * through. Nothing is believed before the sign matches; the money is the
 * shop's only after transaction/verify, so a notification reads as `verifying`.
 */
import { z } from "zod";
import { fromMinorUnits, parseBody, sameHex, summaryIdOf } from "../adapter-kit";
import type { ProviderNotification } from "../provider";
import { notificationSign } from "./p24-sign";
import type { P24Settings } from "./p24-settings";

const int = z.number().int().nonnegative();
const Notification = z.object({
  merchantId: int,
  posId: int,
  sessionId: z.string().min(1).max(100),
  amount: int,
  originAmount: int,
  currency: z.string().regex(/^[A-Z]{3}$/),
  orderId: int,
  methodId: int,
  statement: z.string(),
  sign: z.string(),
});

export function readP24Notification(
  body: string,
  settings: P24Settings,
): ProviderNotification | null {
  const parsed = parseBody(body, Notification);
  if (!parsed) return null;
  const { sign, ...fields } = parsed;
  if (!sameHex(sign, notificationSign(fields, settings.crc))) return null;
  if (fields.merchantId !== settings.merchantId || fields.posId !== settings.posId) return null;
  const amount = fromMinorUnits(fields.amount);
  if (amount === null) return null;
  return {
    providerRef: fields.sessionId,
    summaryId: summaryIdOf(fields.sessionId),
    status: "verifying",
    amount,
    currency: fields.currency.toLowerCase(),
  };
}
