/**
 * "Your order is on its way" (issue 31): sent when the owner ships an order, in the order's
 * language, with the carrier, the parcel number, the carrier's tracking page when it has one,
 * and the order's page. Pure: the caller picks the texts and the links.
 */
import type { OrderMailKey } from "../../../i18n/messages/order-mail";
import type { Translate } from "../../../i18n/translate";
import { renderMail, type MailBlock } from "./mail-blocks";
import type { BuiltMail } from "./order-mail";

export interface ShippedInput {
  no: string;
  carrier: string;
  number: string;
  trackingUrl: string | null;
  orderLink: string;
}

export function shippedMail(input: ShippedInput, t: Translate<OrderMailKey>): BuiltMail {
  const parcel = t("shipMail.parcel", { carrier: input.carrier, number: input.number });
  const blocks: MailBlock[] = [
    { kind: "text", text: t("shipMail.intro", { no: input.no }) },
    { kind: "text", text: parcel },
    ...(input.trackingUrl
      ? [{ kind: "link" as const, label: t("shipMail.track"), href: input.trackingUrl }]
      : []),
    { kind: "link", label: t("orderMail.follow"), href: input.orderLink },
  ];
  return { subject: t("shipMail.subject", { no: input.no }), ...renderMail(blocks) };
}
