/**
 * Guest order lookup (`/login/order`, spec 2 §2, §4 "step 1 then step 2",
 * §5 Order lookup, §7 login/order): step 1 takes the e-mail and the order
 * number and e-mails a 6-character one-time code (15 minutes, once); step 2
 * takes the code and logs the guest in as the order's (ghost) user, who then
 * sees /my-orders. Only the code's hash is stored; requests are rate limited
 * by the caller. The fifth wrong code for an order burns the codes sent for it:
 * the shopper asks for a new one, which works (issue 27: the right code used to be
 * refused for 15 minutes); an address with many wrong codes is slowed down.
 */
import { randomInt } from "node:crypto";
import type { Settings } from "../../../domain/shop/settings.types";
import { translator } from "../../../i18n/core";
import { LIMITS } from "../../auth/limits";
import { count, counted, forget, slowDown } from "../../auth/rate-limit";
import { hashToken } from "../../auth/token";
import { getDb } from "../../db/client";
import {
  burnOrderCodes,
  insertCode,
  useCode,
} from "../../repositories/account/one-time-codes.repository";
import { findUserById } from "../../repositories/account/users.repository";
import { orderBuyer } from "../../repositories/orders/order-reads.repository";
import type { UserRow } from "../../db/schema";
import { issueToken } from "../account/auth.service";
import { queueMail } from "../mail/mail.service";
import { paragraphs } from "../mail/mail-html";

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

/** The rate-limit keys of an order's code: the order (e-mail and number) and the address. */
export function orderKeys(input: { email: string; no: string }, address: string) {
  const { email, no } = normalize(input);
  return { account: `${email}|${no}`, address };
}

/** Wrong codes an order's codes take before they are burned. */
export const ORDER_CODE_TRIES = LIMITS.orderLogin.account?.points ?? 5;

/** Step 1: "sent" when the order exists for that e-mail (a code went out), else "notFound". */
export async function sendOrderCode(
  input: { email: string; no: string },
  lang: string,
  settings: Settings,
  now: Date = new Date(),
): Promise<"sent" | "notFound"> {
  const { email, no } = normalize(input);
  const db = await getDb();
  const order = await orderBuyer(db, email, no);
  if (!order || order.user_id === null) return "notFound";
  const code = newCode();
  await insertCode(db, {
    email,
    orderNo: no,
    codeHash: hashToken(code),
    purpose: PURPOSE,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ORDER_CODE_TTL_MS),
  });
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
  // A new code gets its own tries.
  await forget("orderLogin", orderKeys({ email, no }, ""), ["account"]);
  return "sent";
}

export type OrderCodeLogin =
  { ok: true; token: string; user: UserRow } | { ok: false; error: "codeInvalid" | "codeBurned" };

/**
 * Step 2 under its limits: slowed down for an address with many wrong codes; the
 * order's fifth wrong code burns its codes ("codeBurned": ask for a new one).
 */
export async function loginByOrderCode(
  input: { email: string; no: string; code: string },
  address: string,
  now: Date = new Date(),
): Promise<OrderCodeLogin> {
  const keys = orderKeys(input, address);
  await slowDown("orderLogin", keys);
  const session = await loginByOrder(input, now);
  if (session) {
    await forget("orderLogin", keys, ["account"]);
    return { ok: true, ...session };
  }
  await count("orderLogin", keys);
  if ((await counted("orderLogin", "account", keys)) < ORDER_CODE_TRIES)
    return { ok: false, error: "codeInvalid" };
  await burnOrderCodes(await getDb(), PURPOSE, normalize(input), now);
  await forget("orderLogin", keys, ["account"]);
  return { ok: false, error: "codeBurned" };
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
  const used = await useCode(db, hashToken(code), PURPOSE, now, { email, no });
  if (used === undefined) return null;
  const order = await orderBuyer(db, email, no);
  const user = order?.user_id != null ? await findUserById(db, order.user_id) : undefined;
  if (!user) return null;
  return { token: await issueToken(user.id, now), user };
}
