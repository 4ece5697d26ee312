/**
 * The e-mail a filed return sends to the customer (return-mail.ts), after the return is
 * stored: read back with its order, in the order's language, with an absolute link to the
 * return's page. Stored in the outbox and sent in the background; a failure is logged and
 * never fails the return.
 */
import { translator } from "../../../i18n/core";
import { absoluteHref } from "../../../i18n/routing";
import { langConfigFrom } from "../../context";
import { getDb } from "../../db/client";
import { parseJson } from "../../db/json";
import type { OrderProductJson, ReturnProductJson } from "../../db/schema";
import { loggerFor } from "../../log/logger.mjs";
import { orderById } from "../../repositories/orders/order-reads.repository";
import { returnOfUser } from "../../repositories/orders/returns.repository";
import { queueMail } from "../mail/mail.service";
import { returnMail } from "../mail/return-mail";
import { getSettings } from "../settings.service";

const log = loggerFor("returns");

async function send(userId: number, no: string): Promise<void> {
  const db = await getDb();
  const stored = await returnOfUser(db, userId, no);
  const order = stored ? await orderById(db, stored.order_id) : undefined;
  if (!stored || !order) return;
  const settings = await getSettings();
  const lang = order.lang;
  const ordered = parseJson<OrderProductJson[]>(order.products, []);
  const lines = parseJson<ReturnProductJson[]>(stored.products, []).map((p) => {
    const line = ordered.find((o) => o.id === p.id && o.variantHash === p.variantHash);
    const name = line?.name[lang] ?? line?.name[settings.baseLang] ?? p.id;
    return { name, count: p.declaredCount, reason: p.returnReason };
  });
  const price = parseJson<{ brutto?: number; currency?: string } | null>(stored.pickup_price, null);
  const company = settings.companyDetails;
  const mail = returnMail(
    {
      no: stored.no,
      orderNo: order.no,
      shopName: settings.shopName,
      locale: settings.langs.find((l) => l.code === lang)?.locale ?? lang,
      lines,
      locker: stored.inpost_code
        ? {
            code: stored.inpost_code,
            price: price?.brutto ?? 0,
            currency: price?.currency ?? "pln",
          }
        : null,
      returnAddress: [company.name, company.address].filter(Boolean).join(", "),
      link: absoluteHref(langConfigFrom(settings), lang, `/my-returns/${stored.no}`),
    },
    translator(lang),
  );
  await queueMail({ to: order.email, ...mail }, company.email);
}

/** E-mails the customer the return `no` they have just filed. */
export async function sendReturnMail(userId: number, no: string): Promise<void> {
  await send(userId, no).catch((error: unknown) =>
    log.error({ err: error, return: no }, "return e-mail not stored"),
  );
}
