/**
 * Sends the customer the e-mail of the owner's decision about a return (issue 31,
 * mail/return-decision-mail.ts), after the move is stored: in the order's language, with an
 * absolute link to the return's page, through the outbox. A failure is logged and never fails
 * the move.
 */
import { translator } from "../../../i18n/core";
import { absoluteHref } from "../../../i18n/routing";
import { langConfigFrom } from "../../context";
import type { OrderRow, ReturnRow } from "../../db/schema";
import { loggerFor } from "../../log/logger.mjs";
import { queueMail } from "../mail/mail.service";
import { returnDecisionMail, type ReturnDecision } from "../mail/return-decision-mail";
import { getSettings } from "../settings.service";

const log = loggerFor("returns");

async function send(
  ret: Pick<ReturnRow, "no">,
  order: Pick<OrderRow, "no" | "lang" | "email">,
  decision: ReturnDecision,
): Promise<void> {
  const settings = await getSettings();
  const mail = returnDecisionMail(
    {
      no: ret.no,
      orderNo: order.no,
      locale: settings.langs.find((l) => l.code === order.lang)?.locale ?? order.lang,
      link: absoluteHref(langConfigFrom(settings), order.lang, `/my-returns/${ret.no}`),
      decision,
    },
    translator(order.lang),
  );
  await queueMail({ to: order.email, ...mail }, settings.companyDetails.email);
}

/** E-mails the customer the owner's decision about return `ret` of `order`. */
export async function sendReturnDecision(
  ret: Pick<ReturnRow, "no">,
  order: Pick<OrderRow, "no" | "lang" | "email">,
  decision: ReturnDecision,
): Promise<void> {
  await send(ret, order, decision).catch((error: unknown) =>
    log.error({ err: error, return: ret.no }, "return decision e-mail not stored"),
  );
}
