/**
 * The e-mails a placed order sends, from the order's read model (order-summary.service.ts
 * `placedOrder`, what the summary page shows): the confirmation to the customer in the order's
 * language, with absolute links (SITE_URL, `absoluteHref`) to the order, the terms and the
 * withdrawal information (the terms when the shop has no page of its own for it), and the
 * new-order notice to the shop's address (settings' company e-mail) in the shop's language.
 * Both are stored in the outbox and sent in the background (mail.service.ts).
 *
 * An order paid online sends them once its payment is confirmed
 * (`sendPaidOrderMails`, from the payment notification), never when it is
 * placed: a declined payment must not thank the shopper for an order.
 *
 * A cancelled order (by the owner, or its payment deadline) tells the customer why and what
 * comes back (`sendCancelledMail`, mail/cancel-mail.ts), in the order's language.
 */
import { readCancellation } from "../../../domain/orders/cancellation";
import { formatDateTime } from "../../../domain/shop/dates";
import type { Settings } from "../../../domain/shop/settings.types";
import { translator } from "../../../i18n/core";
import { absoluteHref, type LangConfig } from "../../../i18n/routing";
import { getDb } from "../../db/client";
import { loggerFor } from "../../log/logger.mjs";
import { orderById } from "../../repositories/orders/order-reads.repository";
import { SHOP_TIME_ZONE } from "../../time-zone";
import { contentPageUrl } from "../content.service";
import { cancelledMail } from "../mail/cancel-mail";
import { queueMail } from "../mail/mail.service";
import { orderConfirmationMail, shopOrderMail } from "../mail/order-mail";
import { placedOrder } from "./order-summary.service";
import { langConfigFrom } from "../../context";
import { getSettings } from "../settings.service";

const localeOf = (settings: Settings, lang: string) =>
  settings.langs.find((l) => l.code === lang)?.locale ?? lang;

async function pageLink(config: LangConfig, key: string, lang: string): Promise<string | null> {
  const path = await contentPageUrl(key, lang);
  return path ? absoluteHref(config, lang, path) : null;
}

/** `orderLink`: the order's summary link, given the order's language. */
export async function sendOrderMails(
  settings: Settings,
  config: LangConfig,
  publicId: string,
  orderLink: (lang: string) => string,
): Promise<void> {
  const order = await placedOrder(publicId, settings);
  if (!order) return;
  const { view } = order;
  const date = formatDateTime(view.createdAt, SHOP_TIME_ZONE);
  const terms = await pageLink(config, "terms", view.lang);
  const withdrawal = (await pageLink(config, "withdrawal", view.lang)) ?? terms;
  const from = settings.companyDetails.email;
  const customer = orderConfirmationMail(
    { ...order, shopName: settings.shopName, locale: localeOf(settings, view.lang), date },
    { order: orderLink(view.lang), terms, withdrawal },
    translator(view.lang),
  );
  await queueMail({ to: view.email, ...customer }, from);
  if (!from) return;
  const shop = shopOrderMail(
    { ...order, shopName: settings.shopName, locale: localeOf(settings, settings.baseLang), date },
    translator(settings.baseLang),
  );
  await queueMail({ to: from, ...shop }, from);
}

/** The order's e-mails once its online payment is confirmed, outside any request. */
export async function sendPaidOrderMails(publicId: string): Promise<void> {
  const settings = await getSettings();
  const config = langConfigFrom(settings);
  await sendOrderMails(settings, config, publicId, (lang) =>
    absoluteHref(config, lang, `/order/summary/${publicId}`),
  );
}

const log = loggerFor("orders");

async function sendCancelled(orderId: number): Promise<void> {
  const order = await orderById(await getDb(), orderId);
  const cancellation = readCancellation(order?.cancellation);
  if (!order || !cancellation) return;
  const settings = await getSettings();
  const mail = cancelledMail(
    {
      no: order.no,
      cancellation,
      currency: order.currency,
      locale: localeOf(settings, order.lang),
      link: absoluteHref(langConfigFrom(settings), order.lang, `/order/summary/${order.public_id}`),
    },
    translator(order.lang),
  );
  await queueMail({ to: order.email, ...mail }, settings.companyDetails.email);
}

/** E-mails the customer why order `orderId` was cancelled; a failure is logged, never thrown. */
export async function sendCancelledMail(orderId: number): Promise<void> {
  await sendCancelled(orderId).catch((error: unknown) =>
    log.error({ err: error, order: orderId }, "cancellation e-mail not stored"),
  );
}
