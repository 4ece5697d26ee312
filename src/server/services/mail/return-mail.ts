/**
 * The e-mail a filed return sends to the customer, in the order's language: the return's and
 * the order's numbers, every returned product with its count (and reason), how to send it back
 * (the InPost locker code and the pickup fee, or the shop's address) and a link to the
 * return's page. Pure: the caller picks the texts, the locale and the link.
 */
import { formatMoney } from "../../../domain/pricing/money";
import type { OrderMailKey } from "../../../i18n/messages/order-mail";
import type { Translate } from "../../../i18n/translate";
import { renderMail, type MailBlock } from "./mail-blocks";
import type { BuiltMail } from "./order-mail";

const REASONS = ["expectationsNotMeet", "defectiveProduct", "variantInvalid"] as const;

export interface ReturnMailInput {
  no: string;
  orderNo: string;
  shopName: string;
  locale: string;
  lines: { name: string; count: number; reason: string }[];
  /** The locker code and pickup fee of an InPost locker return, null for a return by post. */
  locker: { code: string; price: number; currency: string } | null;
  /** The shop's address the products go back to (a return by post). */
  returnAddress: string;
  link: string;
}

export function returnMail(input: ReturnMailInput, t: Translate<OrderMailKey>): BuiltMail {
  const lines = input.lines.map((l) => {
    const reason = REASONS.find((r) => r === l.reason);
    const line = t("returnMail.line", { count: l.count, name: l.name });
    return reason ? `${line} (${t(`returnMail.reason.${reason}`)})` : line;
  });
  const how = input.locker
    ? t("returnMail.locker", {
        code: input.locker.code,
        price: formatMoney(input.locker.price, input.locker.currency, input.locale),
      })
    : t("returnMail.address", { address: input.returnAddress });
  const blocks: MailBlock[] = [
    { kind: "text", text: t("returnMail.intro", { no: input.no, order: input.orderNo }) },
    { kind: "text", text: [t("returnMail.lines"), ...lines].join("\n") },
    { kind: "text", text: how },
    { kind: "link", label: t("returnMail.follow"), href: input.link },
  ];
  return {
    subject: t("returnMail.subject", { no: input.no, shop: input.shopName }),
    ...renderMail(blocks),
  };
}
