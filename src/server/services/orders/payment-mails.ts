/**
 * The "payment failed, pay again" e-mail (issue 30, mail/payment-mail.ts):
 * sent when an attempt ends without money while its order still waits, in
 * the order's language, with the link to the order's payment page. Stored in
 * the outbox and sent in the background.
 */
import { formatDateTime } from "../../../domain/shop/dates";
import { formatMoney } from "../../../domain/pricing/money";
import { translator } from "../../../i18n/core";
import { getDb } from "../../db/client";
import { parseJson } from "../../db/json";
import type { OrderTotalJson } from "../../db/schema";
import { orderByPublicId } from "../../repositories/orders/order-reads.repository";
import { attemptsOfOrder } from "../../repositories/orders/payment-attempts.repository";
import { SHOP_TIME_ZONE } from "../../time-zone";
import { amountToPay } from "../../views/amount-to-pay";
import { queueMail } from "../mail/mail.service";
import { paymentFailedMail } from "../mail/payment-mail";
import { getSettings } from "../settings.service";
import { payDeadline } from "./payment-deadline";
import { payLink } from "./payment-order";

export async function sendPaymentFailedMail(publicId: string, reason?: string): Promise<void> {
  const db = await getDb();
  const order = await orderByPublicId(db, publicId);
  if (!order) return;
  const settings = await getSettings();
  const locale = settings.langs.find((l) => l.code === order.lang)?.locale ?? order.lang;
  const total = parseJson<OrderTotalJson>(order.total, {} as OrderTotalJson);
  const deadline = payDeadline(order, await attemptsOfOrder(db, order.id));
  const mail = paymentFailedMail(
    {
      no: order.no,
      amount: formatMoney(amountToPay(total), order.currency, locale),
      until: formatDateTime(deadline.toISOString(), SHOP_TIME_ZONE),
      reason: reason && reason !== "cancelled" ? reason : null,
      link: await payLink(order),
    },
    translator(order.lang),
  );
  await queueMail({ to: order.email, ...mail }, settings.companyDetails.email);
}
