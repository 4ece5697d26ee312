/**
 * The e-mails of the owner's decisions about a return (issue 31), in the order's language:
 * accepted; rejected with the owner's reason; settled with the money given back and where it
 * goes (the way it was paid, the gift card, a transfer by hand); the transfer by hand sent
 * (issue 44). Each links the return's page.
 * Pure: the caller picks the texts, the locale and the link.
 */
import { formatMoney } from "../../../domain/pricing/money";
import type { ReturnDecisionMailKey } from "../../../i18n/messages/return-decision-mail";
import type { Translate } from "../../../i18n/translate";
import type { ReturnSettlementJson } from "../../db/schema";
import { renderMail, type MailBlock } from "./mail-blocks";
import type { BuiltMail } from "./order-mail";

export type ReturnDecision =
  | { kind: "accepted" }
  | { kind: "rejected"; reason: string }
  | { kind: "settled"; settlement: ReturnSettlementJson }
  | { kind: "refundSent"; settlement: ReturnSettlementJson };

export interface ReturnDecisionInput {
  no: string;
  orderNo: string;
  locale: string;
  link: string;
  decision: ReturnDecision;
}

function settledLines(
  s: ReturnSettlementJson,
  money: (n: number) => string,
  t: Translate<ReturnDecisionMailKey>,
): string[] {
  return [
    s.provider && s.provider.amount > 0
      ? t("returnDecision.settled.provider", { amount: money(s.provider.amount) })
      : "",
    s.giftCard && s.giftCard.amount > 0
      ? t("returnDecision.settled.card", {
          amount: money(s.giftCard.amount),
          code: s.giftCard.code,
        })
      : "",
    s.manual > 0 ? t("returnDecision.settled.manual", { amount: money(s.manual) }) : "",
  ].filter(Boolean);
}

export function returnDecisionMail(
  input: ReturnDecisionInput,
  t: Translate<ReturnDecisionMailKey>,
): BuiltMail {
  const d = input.decision;
  const names = { no: input.no, order: input.orderNo };
  const texts: string[] = [];
  if (d.kind === "accepted") texts.push(t("returnDecision.accepted.intro", names));
  if (d.kind === "rejected")
    texts.push(
      t("returnDecision.rejected.intro", names),
      t("returnDecision.rejected.reason", { reason: d.reason }),
    );
  if (d.kind === "settled") {
    const money = (n: number) => formatMoney(n, d.settlement.currency, input.locale);
    texts.push(
      t("returnDecision.settled.intro", { ...names, amount: money(d.settlement.amount) }),
      ...settledLines(d.settlement, money, t),
    );
  }
  if (d.kind === "refundSent") {
    const money = formatMoney(d.settlement.manual, d.settlement.currency, input.locale);
    texts.push(t("returnDecision.refundSent.intro", { ...names, amount: money }));
  }
  const blocks: MailBlock[] = [
    ...texts.map((text) => ({ kind: "text" as const, text })),
    { kind: "link", label: t("returnDecision.follow"), href: input.link },
  ];
  return {
    subject: t(`returnDecision.${d.kind}.subject`, { no: input.no }),
    ...renderMail(blocks),
  };
}
