/**
 * The e-mail a filed return sends to the customer, in the order's language: the return's and
 * the order's numbers, every returned product with its count (and reason), how to send it back
 * (the InPost locker code and the pickup fee, or the shop's address) and a link to the
 * return's page. The shop is told too (issue 44), at its own address in its own language: the
 * customer, what comes back and how, and the return's page in the back office. Pure: the caller
 * picks the texts, the locale and the links.
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

function lineTexts(input: Pick<ReturnMailInput, "lines">, t: Translate<OrderMailKey>): string[] {
  return input.lines.map((l) => {
    const reason = REASONS.find((r) => r === l.reason);
    const line = t("returnMail.line", { count: l.count, name: l.name });
    return reason ? `${line} (${t(`returnMail.reason.${reason}`)})` : line;
  });
}

export function returnMail(input: ReturnMailInput, t: Translate<OrderMailKey>): BuiltMail {
  const lines = lineTexts(input, t);
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

export interface ShopReturnInput {
  no: string;
  orderNo: string;
  /** The customer's e-mail. */
  email: string;
  /** The products in the shop's language. */
  lines: ReturnMailInput["lines"];
  /** The locker code and package size (in the shop's words) of a locker return, else null. */
  locker: { code: string; size: string } | null;
  /** The return's page in the back office. */
  link: string;
}

/** The shop's notice of a filed return, in the shop's language (`t`). */
export function shopReturnMail(input: ShopReturnInput, t: Translate<OrderMailKey>): BuiltMail {
  const names = { no: input.no, order: input.orderNo };
  const how = input.locker
    ? t("returnMail.shop.locker", { code: input.locker.code, size: input.locker.size })
    : t("returnMail.shop.post");
  const blocks: MailBlock[] = [
    { kind: "text", text: t("returnMail.shop.intro", { ...names, email: input.email }) },
    { kind: "text", text: [t("returnMail.lines"), ...lineTexts(input, t)].join("\n") },
    { kind: "text", text: how },
    { kind: "link", label: t("returnMail.shop.open"), href: input.link },
  ];
  return { subject: t("returnMail.shop.subject", names), ...renderMail(blocks) };
}
