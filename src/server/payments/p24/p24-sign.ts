/**
 * Przelewy24's `sign` (https://developers.przelewy24.pl/, "Calculating Sign"
 * and the schemas of transaction/register, the notification and
 * transaction/verify): SHA-384, in hex, of a JSON object whose keys come in
 * the documented order, numbers as numbers, and nothing escaped that PHP's
 * JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES would keep (JSON.stringify
 * escapes neither). Each call signs different fields.
 */
import { createHash } from "node:crypto";

function sha384(fields: Record<string, string | number>): string {
  return createHash("sha384").update(JSON.stringify(fields), "utf8").digest("hex");
}

/** transaction/register: {"sessionId","merchantId","amount","currency","crc"}. */
export function registerSign(
  t: { sessionId: string; merchantId: number; amount: number; currency: string },
  crc: string,
): string {
  const { sessionId, merchantId, amount, currency } = t;
  return sha384({ sessionId, merchantId, amount, currency, crc });
}

export interface P24NotificationFields {
  merchantId: number;
  posId: number;
  sessionId: string;
  amount: number;
  originAmount: number;
  currency: string;
  orderId: number;
  methodId: number;
  statement: string;
}

/** The transaction notification (urlStatus): {"merchantId",…,"statement","crc"}. */
export function notificationSign(n: P24NotificationFields, crc: string): string {
  const { merchantId, posId, sessionId, amount, originAmount, currency } = n;
  const { orderId, methodId, statement } = n;
  return sha384({
    merchantId,
    posId,
    sessionId,
    amount,
    originAmount,
    currency,
    orderId,
    methodId,
    statement,
    crc,
  });
}

/** transaction/verify: {"sessionId","orderId","amount","currency","crc"}. */
export function verifySign(
  t: { sessionId: string; orderId: number; amount: number; currency: string },
  crc: string,
): string {
  const { sessionId, orderId, amount, currency } = t;
  return sha384({ sessionId, orderId, amount, currency, crc });
}
