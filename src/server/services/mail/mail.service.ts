/**
 * E-mail through nodemailer. Every message is recorded in the `mail_outbox`
 * table first (so nothing is lost and development can read it); with
 * `SMTP_URL` set it is then sent over SMTP and marked sent. Without
 * `SMTP_URL` (development, tests) the outbox is the destination.
 *
 * A failed delivery never fails the caller: the message stays in the outbox
 * with its try count, error and next try (1 min, 5 min, 30 min, 2 h, 12 h:
 * domain/shop/mail-backoff.ts), and `sendDueMail` (every minute, maintenance.ts)
 * tries the due ones again until the sixth failure marks it failed.
 */
import nodemailer, { type Transporter } from "nodemailer";
import { nextMailAttempt } from "../../../domain/shop/mail-backoff";
import { getDb } from "../../db/client";
import {
  claimMail,
  dueMails,
  findMail,
  insertMail,
  mailsTo,
  markMailFailed,
  markMailSent,
  newestMails,
  setMailHtml,
} from "../../repositories/shop/mail.repository";
import { loggerFor } from "../../log/logger.mjs";

const log = loggerFor("mail");

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
    // A server that accepts the connection and then says nothing must not hold a message (or
    // an order waiting for its confirmation) for nodemailer's default minutes.
    transporter = url
      ? nodemailer.createTransport({
          url,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : null;
  }
  return transporter;
}

/** Stores a message in the outbox; the returned id is what `deliver` sends. */
async function store(mail: Mail, now: Date): Promise<number> {
  const db = await getDb();
  const id = await insertMail(db, mail, now);
  if (mail.openPixel) await setMailHtml(db, id, mail.html + pixel(mail.openPixel(id)));
  return id;
}

const pixel = (src: string) => `<img src="${src}" width="1" height="1" alt="">`;

/**
 * One SMTP try of a stored message: marks it sent, or counts the failure and schedules the
 * next try (or gives it up). False without SMTP or when the try failed.
 */
async function deliver(id: number, from: string): Promise<boolean> {
  const transport = smtp();
  if (!transport) return false;
  const db = await getDb();
  const message = await findMail(db, id);
  if (!message) return false;
  const { attempts, ...content } = message;
  try {
    await transport.sendMail({ from: process.env["MAIL_FROM"] ?? from, ...content });
    await markMailSent(db, id, attempts + 1, new Date());
    return true;
  } catch (error) {
    const failedAt = new Date();
    const next = nextMailAttempt(attempts + 1, failedAt);
    log.error(
      { err: error, message: id, attempt: attempts + 1, nextTry: next?.toISOString() ?? null },
      `SMTP delivery of message ${id} failed (try ${attempts + 1}); ` +
        (next ? `next try at ${next.toISOString()}` : "given up"),
    );
    await markMailFailed(db, id, {
      attempts: attempts + 1,
      nextAttemptAt: next?.toISOString() ?? null,
      failedAt: next ? null : failedAt.toISOString(),
      lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
    });
    return false;
  }
}

/**
 * Stores the message and tries it once over SMTP before answering (tests and tools that need
 * to know; the shop's requests use {@link queueMail}). `from`: the sender address when env
 * `MAIL_FROM` is unset (the shop's e-mail from settings).
 * @internal
 */
export async function sendMail(
  mail: Mail,
  from: string,
  now: Date = new Date(),
): Promise<MailResult> {
  const id = await store(mail, now);
  return { id, sent: await deliver(id, from) };
}

/**
 * Stores the message and tries it over SMTP in the background: the caller (an order, a contact
 * message, a newsletter subscription, a one-time code, an account mail) waits for the outbox row,
 * never for the SMTP server, which may hold a connection for up to 10 s before its greeting.
 */
export async function queueMail(mail: Mail, from: string, now: Date = new Date()): Promise<number> {
  const id = await store(mail, now);
  void deliver(id, from).catch((error: unknown) =>
    log.error({ err: error, message: id }, `recording message ${id}'s delivery failed`),
  );
  return id;
}

/** Claims a due message for this try (a second process reading the same row skips it). */
const LEASE_MS = 5 * 60_000;

/**
 * Tries again every message whose next try is due (at most `limit`, oldest first); answers how
 * many were sent. Nothing is due without SMTP: only failed SMTP deliveries are scheduled.
 */
export async function sendDueMail(
  from: string,
  now: Date = new Date(),
  limit = 50,
): Promise<number> {
  if (!smtp()) return 0;
  const db = await getDb();
  const due = await dueMails(db, now, limit);
  let sent = 0;
  for (const row of due) {
    const lease = new Date(now.getTime() + LEASE_MS);
    if ((await claimMail(db, row.id, row.next_attempt_at, lease)) && (await deliver(row.id, from)))
      sent++;
  }
  return sent;
}

/**
 * Messages to one address, newest first (tests).
 * @internal
 */
export async function outboxFor(
  to: string,
): Promise<{ id: number; subject: string; text: string; html: string }[]> {
  return mailsTo(await getDb(), to);
}

/**
 * For tests: forget the cached transport so a changed SMTP_URL is read again.
 * @internal
 */
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
  const rows = await newestMails(await getDb(), limit);
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
