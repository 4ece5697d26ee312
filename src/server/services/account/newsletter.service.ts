/**
 * The newsletter (spec 2 §4, §7; issue 13): subscribing answers "success"
 * for a new (or returning) subscriber and mails a welcome, "exist" for one
 * already subscribed. Every newsletter e-mail carries the subscriber's own
 * unsubscribe link (`/unsubscribe?token=`, a random 32-byte secret stored
 * with the subscriber, so the link cannot be guessed or forged for another
 * address) and an open pixel (GET /api/public/mail-open/{id}).
 */
import { randomBytes } from "node:crypto";
import { isDbId } from "../../../domain/shop/ids";
import { translator } from "../../../i18n/core";
import { getDb } from "../../db/client";
import {
  endSubscription,
  findSubscriber,
  insertSubscriber,
  renewSubscription,
} from "../../repositories/account/newsletter.repository";
import { recordMailOpen } from "../../repositories/shop/mail.repository";
import { paragraphs, escapeHtml } from "../mail/mail-html";
import { queueMail } from "../mail/mail.service";
import { getSettings } from "../settings.service";
import { loggerFor } from "../../log/logger.mjs";

const log = loggerFor("newsletter");

export type SubscribeResult = "success" | "exist";

const token = () => randomBytes(32).toString("base64url");

/** Addresses the mails link to: the shop's origin, and the language's path prefix. */
export interface MailLinks {
  origin: string;
  unsubscribe: (token: string) => string;
}

async function mailSubscriber(
  to: { email: string; lang: string; token: string },
  subject: string,
  body: string,
  links: MailLinks,
): Promise<void> {
  const settings = await getSettings();
  const t = translator(to.lang);
  const unsubscribe = links.unsubscribe(to.token);
  const footer = t("newsletter.mail.unsubscribe");
  await queueMail(
    {
      to: to.email,
      subject,
      text: `${body}\n\n${footer}: ${unsubscribe}`,
      html: `${paragraphs(body)}<p><a href="${escapeHtml(unsubscribe)}">${escapeHtml(footer)}</a></p>`,
      openPixel: (id) => `${links.origin}/api/public/mail-open/${id}`,
    },
    settings.companyDetails.email,
  );
}

export async function subscribe(
  email: string,
  lang: string,
  links: MailLinks,
  now = new Date(),
): Promise<SubscribeResult> {
  const db = await getDb();
  const address = email.trim().toLowerCase();
  const row = await findSubscriber(db, address);
  if (row && row.unsubscribed_at === null) return "exist";
  const secret = token();
  if (row) await renewSubscription(db, row.id, { lang, token: secret, createdAt: now });
  else await insertSubscriber(db, { email: address, lang, token: secret, createdAt: now });
  const t = translator(lang);
  const shop = (await getSettings()).shopName;
  await mailSubscriber(
    { email: address, lang, token: secret },
    t("newsletter.mail.subject", { shop }),
    t("newsletter.mail.welcome", { shop }),
    links,
  ).catch((error: unknown) => log.error({ err: error }, "welcome mail failed"));
  return "success";
}

/** Ends the subscription of the link's token; false for an unknown or used token. */
export async function unsubscribe(secret: string, now = new Date()): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(secret)) return false;
  return endSubscription(await getDb(), secret, now);
}

/** Records an open of an outbox mail (the pixel); unknown ids change nothing. */
export async function recordOpen(id: number, now = new Date()): Promise<void> {
  if (!isDbId(id)) return;
  await recordMailOpen(await getDb(), id, now);
}
