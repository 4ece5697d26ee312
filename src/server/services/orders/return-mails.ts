/**
 * The e-mails a filed return sends (return-mail.ts), after the return is stored: read back with
 * its order, to the customer in the order's language with an absolute link to the return's
 * page, and to the shop (its company e-mail in the settings, issue 44) in the shop's language
 * with a link to the return in the back office. Stored in the outbox and sent in the
 * background; a failure is logged and never fails the return.
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
import { returnMail, shopReturnMail } from "../mail/return-mail";
import { getSettings } from "../settings.service";

const log = loggerFor("returns");

/** InPost's package sizes (gabaryt A, B, C), as the shop reads them. */
const LOCKER_SIZES: Record<string, string> = { small: "A", medium: "B", large: "C" };

async function send(userId: number, no: string): Promise<void> {
  const db = await getDb();
  const stored = await returnOfUser(db, userId, no);
  const order = stored ? await orderById(db, stored.order_id) : undefined;
  if (!stored || !order) return;
  const settings = await getSettings();
  const lang = order.lang;
  const ordered = parseJson<OrderProductJson[]>(order.products, []);
  const products = parseJson<ReturnProductJson[]>(stored.products, []).map((p) => ({
    ...p,
    line: ordered.find((o) => o.id === p.id && o.variantHash === p.variantHash),
  }));
  const lines = products.map((p) => ({
    name: p.line?.name[lang] ?? p.line?.name[settings.baseLang] ?? p.id,
    count: p.declaredCount,
    reason: p.returnReason,
  }));
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
  if (!company.email) return;
  const base = settings.baseLang;
  const shop = shopReturnMail(
    {
      no: stored.no,
      orderNo: order.no,
      email: order.email,
      lines: products.map((p) => ({
        name: p.line?.name[base] ?? p.line?.name[lang] ?? p.id,
        count: p.declaredCount,
        reason: p.returnReason,
      })),
      locker: stored.inpost_code
        ? { code: stored.inpost_code, size: LOCKER_SIZES[stored.pickup_size ?? ""] ?? "A" }
        : null,
      link: absoluteHref(langConfigFrom(settings), base, `/admin/returns/${stored.no}`),
    },
    translator(base),
  );
  await queueMail({ to: company.email, ...shop }, company.email);
}

/** E-mails the customer the return `no` they have just filed, and tells the shop. */
export async function sendReturnMail(userId: number, no: string): Promise<void> {
  await send(userId, no).catch((error: unknown) =>
    log.error({ err: error, return: no }, "return e-mail not stored"),
  );
}
