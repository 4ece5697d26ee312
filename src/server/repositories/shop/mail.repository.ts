/**
 * Queries on `mail_outbox`: every message the shop sends is stored here first, then marked
 * sent, or its failed tries counted and the next one scheduled (services/mail/mail.service.ts).
 */
import type { Executor } from "../../db/transaction.ts";

interface StoredMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Stores a message; answers its id. */
export async function insertMail(db: Executor, mail: StoredMail, now: Date): Promise<number> {
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
  return row.id;
}

/** Replaces a stored message's HTML (to add its open pixel, which needs its id). */
export async function setMailHtml(db: Executor, id: number, html: string): Promise<void> {
  await db.updateTable("mail_outbox").set({ html }).where("id", "=", id).execute();
}

/** A stored message and how often its delivery was tried. */
export async function findMail(
  db: Executor,
  id: number,
): Promise<(StoredMail & { attempts: number }) | undefined> {
  return db
    .selectFrom("mail_outbox")
    .select(["to", "subject", "html", "text", "attempts"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** Records a delivery: sent, `attempts` tries in all, nothing scheduled. */
export async function markMailSent(
  db: Executor,
  id: number,
  attempts: number,
  sentAt: Date,
): Promise<void> {
  await db
    .updateTable("mail_outbox")
    .set({ sent_at: sentAt.toISOString(), attempts, next_attempt_at: null })
    .where("id", "=", id)
    .execute();
}

/** Records a failed try: the next one at `nextAttemptAt`, or given up at `failedAt`. */
export async function markMailFailed(
  db: Executor,
  id: number,
  failure: {
    attempts: number;
    nextAttemptAt: string | null;
    failedAt: string | null;
    lastError: string;
  },
): Promise<void> {
  await db
    .updateTable("mail_outbox")
    .set({
      attempts: failure.attempts,
      next_attempt_at: failure.nextAttemptAt,
      failed_at: failure.failedAt,
      last_error: failure.lastError,
    })
    .where("id", "=", id)
    .execute();
}

/** Unsent, not given up messages whose next try is due at `now` (at most `limit`, oldest first). */
export async function dueMails(
  db: Executor,
  now: Date,
  limit: number,
): Promise<{ id: number; next_attempt_at: string | null }[]> {
  return db
    .selectFrom("mail_outbox")
    .select(["id", "next_attempt_at"])
    .where("sent_at", "is", null)
    .where("failed_at", "is", null)
    .where("next_attempt_at", "<=", now.toISOString())
    .orderBy("next_attempt_at")
    .limit(limit)
    .execute();
}

/**
 * Moves a due message's next try to `until` if it is still `due` (a second process reading
 * the same row finds it moved); true when this call claimed it.
 */
export async function claimMail(
  db: Executor,
  id: number,
  due: string | null,
  until: Date,
): Promise<boolean> {
  const claimed = await db
    .updateTable("mail_outbox")
    .set({ next_attempt_at: until.toISOString() })
    .where("id", "=", id)
    .where("next_attempt_at", "=", due)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Messages to one address, newest first. */
export async function mailsTo(
  db: Executor,
  to: string,
): Promise<{ id: number; subject: string; text: string; html: string }[]> {
  return db
    .selectFrom("mail_outbox")
    .select(["id", "subject", "text", "html"])
    .where("to", "=", to)
    .orderBy("id", "desc")
    .execute();
}

/** The newest messages. */
export async function newestMails(
  db: Executor,
  limit: number,
): Promise<
  {
    id: number;
    to: string;
    subject: string;
    text: string;
    created_at: string;
    sent_at: string | null;
  }[]
> {
  return db
    .selectFrom("mail_outbox")
    .select(["id", "to", "subject", "text", "created_at", "sent_at"])
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** Counts an open of a message (its pixel was fetched); the first one is dated. */
export async function recordMailOpen(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .updateTable("mail_outbox")
    .set((eb) => ({
      opens: eb("opens", "+", 1),
      opened_at: eb.fn.coalesce("opened_at", eb.val(now.toISOString())),
    }))
    .where("id", "=", id)
    .execute();
}
