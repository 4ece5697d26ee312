/**
 * Queries on `newsletter_subscribers`: one row per address, kept when it unsubscribes (a
 * returning subscriber gets the row back with a new unsubscribe token).
 */
import type { Executor } from "../../db/transaction.ts";

interface Subscriber {
  email: string;
  lang: string;
  /** The secret of the subscriber's unsubscribe link. */
  token: string;
}

/** The subscription of an address (lower-cased by the caller), if it ever had one. */
export async function findSubscriber(
  db: Executor,
  email: string,
): Promise<{ id: number; unsubscribed_at: string | null } | undefined> {
  return db
    .selectFrom("newsletter_subscribers")
    .select(["id", "unsubscribed_at"])
    .where("email", "=", email)
    .executeTakeFirst();
}

/** Subscribes a former subscriber again, with a new token and language. */
export async function renewSubscription(
  db: Executor,
  id: number,
  renewed: { lang: string; token: string; createdAt: Date },
): Promise<void> {
  await db
    .updateTable("newsletter_subscribers")
    .set({
      unsubscribed_at: null,
      token: renewed.token,
      lang: renewed.lang,
      created_at: renewed.createdAt.toISOString(),
    })
    .where("id", "=", id)
    .execute();
}

/** A new subscriber; an address subscribed meanwhile (a racing request) is left as it is. */
export async function insertSubscriber(
  db: Executor,
  subscriber: Subscriber & { createdAt: Date },
): Promise<void> {
  await db
    .insertInto("newsletter_subscribers")
    .values({
      email: subscriber.email,
      lang: subscriber.lang,
      token: subscriber.token,
      created_at: subscriber.createdAt.toISOString(),
    })
    .onConflict((oc) => oc.column("email").doNothing())
    .execute();
}

/** Ends the live subscription of an unsubscribe token; false when there is none. */
export async function endSubscription(db: Executor, token: string, now: Date): Promise<boolean> {
  const res = await db
    .updateTable("newsletter_subscribers")
    .set({ unsubscribed_at: now.toISOString() })
    .where("token", "=", token)
    .where("unsubscribed_at", "is", null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
