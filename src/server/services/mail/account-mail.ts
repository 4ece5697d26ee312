/**
 * The account e-mails (activation, welcome, password reset) in the shopper's
 * language (src/i18n/messages/mail.ts), as plain text and simple HTML with
 * the link as a button. Sent through the mail service, which keeps every
 * message in the outbox.
 */
import { translator } from "../../../i18n/core";
import type { Settings } from "../../../domain/shop/settings.types";
import { queueMail } from "./mail.service";
import { escapeHtml, paragraphs } from "./mail-html";

export type AccountMail = "activation" | "welcome" | "reset";

const KEYS = {
  activation: {
    subject: "mail.activation.subject",
    text: "mail.activation.text",
    button: "mail.activation.button",
  },
  reset: { subject: "mail.reset.subject", text: "mail.reset.text", button: "mail.reset.button" },
  welcome: { subject: "mail.welcome.subject", text: "mail.welcome.text", button: null },
} as const;

export async function sendAccountMail(
  kind: AccountMail,
  user: { email: string; name: string; lang: string },
  settings: Settings,
  link = "",
): Promise<void> {
  const t = translator(user.lang);
  const keys = KEYS[kind];
  const params = { name: user.name, email: user.email, shop: settings.shopName, link };
  const text = t(keys.text, params);
  const button = keys.button
    ? `<p><a href="${escapeHtml(link)}">${escapeHtml(t(keys.button))}</a></p>`
    : "";
  await queueMail(
    { to: user.email, subject: t(keys.subject, params), text, html: paragraphs(text) + button },
    settings.companyDetails.email,
  );
}
