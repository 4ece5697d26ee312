/**
 * "Your order has been cancelled" (issue 44 item 3): sent when the owner cancels an order or its
 * payment deadline passes, in the order's language, with the reason, the owner's note, what
 * comes back (the money, the gift card's part, the points: domain/orders/cancellation.ts) and
 * the link to the order. Pure: the caller picks the texts, the locale and the link.
 */
import { givenBackItems, type Cancellation } from "../../../domain/orders/cancellation";
import { formatMoney } from "../../../domain/pricing/money";
import { givenBackText, type CancelMailKey } from "../../../i18n/messages/cancel-mail";
import type { Translate } from "../../../i18n/translate";
import { renderMail, type MailBlock } from "./mail-blocks";
import type { BuiltMail } from "./order-mail";

export interface CancelledInput {
  no: string;
  cancellation: Cancellation;
  currency: string;
  locale: string;
  link: string;
}

export function cancelledMail(input: CancelledInput, t: Translate<CancelMailKey>): BuiltMail {
  const c = input.cancellation;
  const money = (n: number) => formatMoney(n, input.currency, input.locale);
  const why = [t("cancelMail.reason", { reason: t(`cancelReason.${c.reason}`) })];
  if (c.note) why.push(t("cancelMail.note", { note: c.note }));
  const items = givenBackItems(c);
  const back = items.length
    ? [t("cancelMail.given"), ...items.map((i) => `– ${givenBackText(i, money, t)}`)].join("\n")
    : t("cancelMail.nothingPaid");
  const blocks: MailBlock[] = [
    { kind: "text", text: t("cancelMail.intro", { no: input.no }) },
    { kind: "text", text: why.join("\n") },
    { kind: "text", text: back },
    { kind: "link", label: t("cancelMail.follow"), href: input.link },
  ];
  return { subject: t("cancelMail.subject", { no: input.no }), ...renderMail(blocks) };
}
