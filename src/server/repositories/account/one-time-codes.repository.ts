/**
 * Queries on `one_time_codes`: the codes that password resets, social registrations and
 * guest order logins send or hand out, and activation links replaced by a newer one (kept so
 * an old link is recognised). Only a code's sha256 is stored; a code is used once, before it
 * expires.
 */
import type { Executor } from "../../db/transaction.ts";

interface NewCode {
  /** The account's e-mail (a social registration's `provider:subject`). */
  email: string;
  /** The order a guest order login's code is for. */
  orderNo: string | null;
  codeHash: string;
  purpose: string;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertCode(db: Executor, code: NewCode): Promise<void> {
  await db
    .insertInto("one_time_codes")
    .values({
      email: code.email,
      order_no: code.orderNo,
      code_hash: code.codeHash,
      purpose: code.purpose,
      created_at: code.createdAt.toISOString(),
      expires_at: code.expiresAt.toISOString(),
      used_at: null,
    })
    .execute();
}

/**
 * Uses up a live code (unused, not expired at `now`): marks it used and answers the e-mail it
 * was made for, or undefined for an unknown, used or expired code. With `order`, only a code
 * sent for that e-mail and order number counts.
 */
export async function useCode(
  db: Executor,
  codeHash: string,
  purpose: string,
  now: Date,
  order?: { email: string; no: string },
): Promise<string | undefined> {
  let query = db
    .updateTable("one_time_codes")
    .set({ used_at: now.toISOString() })
    .where("code_hash", "=", codeHash)
    .where("purpose", "=", purpose);
  if (order) query = query.where("email", "=", order.email).where("order_no", "=", order.no);
  const used = await query
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .returning("email")
    .executeTakeFirst();
  return used?.email;
}

/** The e-mail a code of `purpose` that has not expired at `now` was made for (used or not). */
export async function codeEmail(
  db: Executor,
  codeHash: string,
  purpose: string,
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("one_time_codes")
    .select("email")
    .where("code_hash", "=", codeHash)
    .where("purpose", "=", purpose)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row?.email;
}

/** Marks every unused code of an order (sent for `email` and order number `no`) used. */
export async function burnOrderCodes(
  db: Executor,
  purpose: string,
  order: { email: string; no: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable("one_time_codes")
    .set({ used_at: now.toISOString() })
    .where("purpose", "=", purpose)
    .where("email", "=", order.email)
    .where("order_no", "=", order.no)
    .where("used_at", "is", null)
    .execute();
}
