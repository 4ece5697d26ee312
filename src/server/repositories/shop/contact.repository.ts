/** Queries on `contact_messages`: the contact form's messages, each with its fingerprint. */
import type { Executor } from "../../db/transaction.ts";

interface ContactMessage {
  name: string;
  email: string;
  msg: string;
  number: string | null;
  /** The fingerprint of the e-mail and message (duplicate detection). */
  hash: string;
  createdAt: Date;
}

/** Whether a message with this fingerprint was stored at or after `since`. */
export async function hasContactMessageSince(
  db: Executor,
  hash: string,
  since: Date,
): Promise<boolean> {
  const earlier = await db
    .selectFrom("contact_messages")
    .select("id")
    .where("hash", "=", hash)
    .where("created_at", ">=", since.toISOString())
    .executeTakeFirst();
  return earlier !== undefined;
}

export async function insertContactMessage(db: Executor, message: ContactMessage): Promise<void> {
  await db
    .insertInto("contact_messages")
    .values({
      name: message.name,
      email: message.email,
      msg: message.msg,
      number: message.number,
      hash: message.hash,
      created_at: message.createdAt.toISOString(),
    })
    .execute();
}
