/**
 * The contact form (spec 2 §4, §5, §7 contact-form; issue 13): a valid
 * message is stored and mailed to the shop (the shopper's text escaped),
 * answering "success"; the same e-mail with the same message again within
 * 24 hours is a "duplicate" and is neither stored nor mailed again.
 */
import { createHash } from "node:crypto";
import { invalidContactFields, type ContactInput } from "../../domain/account/contact-form";
import { translator } from "../../i18n/core";
import { getDb } from "../db/client";
import {
  hasContactMessageSince,
  insertContactMessage,
} from "../repositories/shop/contact.repository";
import { paragraphs } from "./mail/mail-html";
import { queueMail } from "./mail/mail.service";
import { getSettings } from "./settings.service";
import { writeTransaction } from "../db/transaction";
import { loggerFor } from "../log/logger.mjs";

const log = loggerFor("contact");

export type ContactResult = "success" | "duplicate" | "invalid";
const DAY_MS = 24 * 60 * 60 * 1000;

function fingerprint(email: string, msg: string): string {
  const normal = `${email.trim().toLowerCase()}\n${msg.trim().replace(/\s+/g, " ")}`;
  return createHash("sha256").update(normal).digest("hex");
}

export async function sendContactMessage(
  input: ContactInput,
  lang: string,
  now = new Date(),
): Promise<ContactResult> {
  if (invalidContactFields(input).length > 0) return "invalid";
  const db = await getDb();
  const hash = fingerprint(input.email, input.msg);
  const since = new Date(now.getTime() - DAY_MS);
  const inserted = await writeTransaction(db, async (trx) => {
    if (await hasContactMessageSince(trx, hash, since)) return false;
    await insertContactMessage(trx, {
      name: input.name.trim(),
      email: input.email.trim().toLowerCase(),
      msg: input.msg.trim(),
      number: input.number?.trim() || null,
      hash,
      createdAt: now,
    });
    return true;
  });
  if (!inserted) return "duplicate";
  const settings = await getSettings();
  const t = translator(lang);
  const params = {
    name: input.name.trim(),
    email: input.email.trim(),
    number: input.number?.trim() || "—",
    msg: input.msg.trim(),
  };
  const text = t("contact.mail.text", params);
  await queueMail(
    {
      to: settings.companyDetails.email,
      subject: t("contact.mail.subject", params),
      text,
      html: paragraphs(text),
    },
    settings.companyDetails.email,
  ).catch((error: unknown) => log.error({ err: error }, "mail to the shop failed"));
  return "success";
}
