/**
 * "Payment failed, pay again" (issue 30): the order's number and amount, the
 * provider's reason when it gave one, until when the order waits, and the
 * link to its payment page. Pure: the caller picks the texts and the link.
 */
import type { OrderMailKey } from "../../../i18n/messages/order-mail";
import type { Translate } from "../../../i18n/translate";
import { renderMail, type MailBlock } from "./mail-blocks";
import type { BuiltMail } from "./order-mail";

export interface PaymentFailedInput {
  no: string;
  /** Formatted in the order's language. */
  amount: string;
  until: string;
  reason: string | null;
  link: string;
}

export function paymentFailedMail(
  input: PaymentFailedInput,
  t: Translate<OrderMailKey>,
): BuiltMail {
  const blocks: MailBlock[] = [
    {
      kind: "text",
      text: t("payMail.intro", { no: input.no, amount: input.amount, until: input.until }),
    },
    ...(input.reason
      ? [{ kind: "text" as const, text: t("payMail.reason", { reason: input.reason }) }]
      : []),
    { kind: "link", label: t("payMail.pay"), href: input.link },
  ];
  return { subject: t("payMail.subject", { no: input.no }), ...renderMail(blocks) };
}
