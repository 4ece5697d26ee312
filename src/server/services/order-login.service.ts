/**
 * Guest order lookup (`/login/order`, spec 2 §2, §4 "step 1 then step 2",
 * §5 Order lookup, §7 login/order): step 1 takes the e-mail and the order
 * number and e-mails a 6-character one-time code (15 minutes, once); step 2
 * takes the code and logs the guest in as the order's (ghost) user, who then
 * sees /my-orders. Only the code's hash is stored; wrong codes and requests
 * are rate limited by the caller.
 */
import { randomInt } from "node:crypto";
import type { Settings } from "../../domain/settings.types";
import { translator } from "../../i18n/core";
import { hashToken } from "../auth/token";
import { getDb } from "../db/client";
import { findUserById } from "../repositories/users.repository";
import type { UserRow } from "../db/schema";
import { issueToken } from "./auth.service";
import { queueMail } from "./mail.service";
import { paragraphs } from "./mail-html";

export const ORDER_CODE_LENGTH = 6;
export const ORDER_CODE_TTL_MS = 15 * 60 * 1000;
const PURPOSE = "order_login";
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

function newCode(): string {
  let code = "";
  for (let i = 0; i < ORDER_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

function normalize(input: { email: string; no: string }) {
  return { email: input.email.trim().toLowerCase(), no: input.no.trim().toUpperCase() };
}

/** Step 1: "sent" when the order exists for that e-mail (a code went out), else "notFound". */
export async function sendOrderCode(
  input: { email: string; no: string },
  lang: string,
  settings: Settings,
  now: Date = new Date(),
): Promise<"sent" | "notFound"> {
  const { email, no } = normalize(input);
  const db = await getDb();
  const order = await db
    .selectFrom("orders")
    .select(["no", "user_id"])
    .where("email", "=", email)
    .where("no", "=", no)
    .executeTakeFirst();
  if (!order || order.user_id === null) return "notFound";
  const code = newCode();
  await db
    .insertInto("one_time_codes")
    .values({
      email,
      order_no: no,
      code_hash: hashToken(code),
      purpose: PURPOSE,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ORDER_CODE_TTL_MS).toISOString(),
      used_at: null,
    })
    .execute();
  const t = translator(lang);
  const params = { no, code, shop: settings.shopName };
  const text = t("mail.orderCode.text", params);
  await queueMail(
    {
      to: email,
      subject: t("mail.orderCode.subject", params),
      text,
      html: paragraphs(text),
    },
    settings.companyDetails.email,
  );
  return "sent";
}

/** Step 2: a session for the order's user, or null for a wrong, used or expired code. */
export async function loginByOrder(
  input: { email: string; no: string; code: string },
  now: Date = new Date(),
): Promise<{ token: string; user: UserRow } | null> {
  const { email, no } = normalize(input);
  const code = input.code.trim().toUpperCase();
  if (code.length !== ORDER_CODE_LENGTH) return null;
  const db = await getDb();
  const used = await db
    .updateTable("one_time_codes")
    .set({ used_at: now.toISOString() })
    .where("code_hash", "=", hashToken(code))
    .where("purpose", "=", PURPOSE)
    .where("email", "=", email)
    .where("order_no", "=", no)
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .returning("id")
    .executeTakeFirst();
  if (!used) return null;
  const order = await db
    .selectFrom("orders")
    .select("user_id")
    .where("email", "=", email)
    .where("no", "=", no)
    .executeTakeFirst();
  const user = order?.user_id != null ? await findUserById(db, order.user_id) : undefined;
  if (!user) return null;
  return { token: await issueToken(user.id, now), user };
}
