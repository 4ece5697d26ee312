/**
 * E-mail through nodemailer. Every message is recorded in the `mail_outbox`
 * table first (so nothing is lost and development can read it); with
 * `SMTP_URL` set it is then sent over SMTP and marked sent. Without
 * `SMTP_URL` (development, tests) the outbox is the destination.
 */
import nodemailer, { type Transporter } from "nodemailer";
import { getDb } from "../db/client";

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The address of an open pixel for the stored mail's id (newsletters), appended to the HTML. */
  openPixel?: ((id: number) => string) | undefined;
}

export interface MailResult {
  id: number;
  sent: boolean;
}

let transporter: Transporter | null | undefined;

function smtp(): Transporter | null {
  if (transporter === undefined) {
    const url = process.env["SMTP_URL"];
    transporter = url ? nodemailer.createTransport(url) : null;
  }
  return transporter;
}

/** The sender address: env `MAIL_FROM`, else the shop's e-mail from settings passed by the caller. */
export async function sendMail(
  mail: Mail,
  from: string,
  now: Date = new Date(),
): Promise<MailResult> {
  const db = await getDb();
  const row = await db
    .insertInto("mail_outbox")
    .values({
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      created_at: now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const { openPixel, ...message } = mail;
  if (openPixel) {
    message.html += `<img src="${openPixel(row.id)}" width="1" height="1" alt="">`;
    await db
      .updateTable("mail_outbox")
      .set({ html: message.html })
      .where("id", "=", row.id)
      .execute();
  }
  const transport = smtp();
  if (!transport) return { id: row.id, sent: false };
  try {
    await transport.sendMail({ from: process.env["MAIL_FROM"] ?? from, ...message });
    await db
      .updateTable("mail_outbox")
      .set({ sent_at: new Date().toISOString() })
      .where("id", "=", row.id)
      .execute();
    return { id: row.id, sent: true };
  } catch (error) {
    console.error("[mail] SMTP delivery failed; the message stays in the outbox", error);
    return { id: row.id, sent: false };
  }
}

/** Messages to one address, newest first (development outbox and tests). */
export async function outboxFor(
  to: string,
): Promise<{ id: number; subject: string; text: string; html: string }[]> {
  const db = await getDb();
  return db
    .selectFrom("mail_outbox")
    .select(["id", "subject", "text", "html"])
    .where("to", "=", to)
    .orderBy("id", "desc")
    .execute();
}

/** For tests: forget the cached transport so a changed SMTP_URL is read again. */
export function resetMailTransport(): void {
  transporter = undefined;
}

/**
 * The development outbox (`/dev/outbox`): on in `astro dev` and when
 * `DEV_OUTBOX=1` (the test server); a production server never shows it.
 */
export function devOutboxEnabled(): boolean {
  return import.meta.env.DEV || process.env["DEV_OUTBOX"] === "1";
}

export interface OutboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  sent: boolean;
}

/** The newest messages of the outbox (development page). */
export async function listOutbox(limit = 100): Promise<OutboxEntry[]> {
  const db = await getDb();
  const rows = await db
    .selectFrom("mail_outbox")
    .select(["id", "to", "subject", "text", "created_at", "sent_at"])
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    createdAt: r.created_at,
    sent: r.sent_at !== null,
  }));
}

export async function outboxMessage(id: number): Promise<OutboxEntry | null> {
  return (await listOutbox(1_000_000)).find((m) => m.id === id) ?? null;
}
