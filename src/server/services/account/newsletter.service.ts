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
  const row = await db
    .selectFrom("newsletter_subscribers")
    .select(["id", "unsubscribed_at"])
    .where("email", "=", address)
    .executeTakeFirst();
  if (row && row.unsubscribed_at === null) return "exist";
  const secret = token();
  if (row)
    await db
      .updateTable("newsletter_subscribers")
      .set({ unsubscribed_at: null, token: secret, lang, created_at: now.toISOString() })
      .where("id", "=", row.id)
      .execute();
  else
    await db
      .insertInto("newsletter_subscribers")
      .values({ email: address, lang, token: secret, created_at: now.toISOString() })
      .onConflict((oc) => oc.column("email").doNothing())
      .execute();
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
  const db = await getDb();
  const res = await db
    .updateTable("newsletter_subscribers")
    .set({ unsubscribed_at: now.toISOString() })
    .where("token", "=", secret)
    .where("unsubscribed_at", "is", null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Records an open of an outbox mail (the pixel); unknown ids change nothing. */
export async function recordOpen(id: number, now = new Date()): Promise<void> {
  if (!isDbId(id)) return;
  const db = await getDb();
  await db
    .updateTable("mail_outbox")
    .set((eb) => ({
      opens: eb("opens", "+", 1),
      opened_at: eb.fn.coalesce("opened_at", eb.val(now.toISOString())),
    }))
    .where("id", "=", id)
    .execute();
}
