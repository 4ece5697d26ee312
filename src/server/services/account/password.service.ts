/**
 * Password recovery and change (spec 2 §5 Account, §7 reset-pass and
 * change-pass, §8 userDoesNotExist and passwordResetSuccess).
 *
 * Recovery: `requestReset` answers `userDoesNotExist` for an e-mail without a
 * password account (the spec's 404 names it; ghost and social accounts have
 * no password to reset), else stores the sha256 of a random code, valid for
 * one hour and once, and e-mails the link `/reset-password/{code}`.
 * `resetPassword` sets the new password with that code, marks the code used
 * and revokes every session of the account, in one transaction; it also
 * activates the account, since the link proves the mailbox.
 *
 * Change: `changePassword` needs the old password; the new one follows the
 * registration rule and must equal its retyped copy. The other sessions of
 * the account are revoked; the one that asked stays logged in.
 */
import { randomBytes } from "node:crypto";
import { forget } from "../../auth/rate-limit";
import { hashToken } from "../../auth/token";
import { getDb } from "../../db/client";
import { hashPassword, verifyPassword } from "../../db/password";
import type { UserRow } from "../../db/schema";
import { insertCode, useCode } from "../../repositories/account/one-time-codes.repository";
import {
  deleteUserTokens,
  findUserByEmail,
  updateUser,
} from "../../repositories/account/users.repository";
import { isValidPassword } from "../../../domain/account/registration";
import type { Settings } from "../../../domain/shop/settings.types";
import { sendAccountMail } from "../mail/account-mail";
import { writeTransaction } from "../../db/transaction";

export const RESET_TTL_MS = 60 * 60 * 1000;
const PURPOSE = "password_reset";

export type ResetRequestResult = "sent" | "userDoesNotExist";

export async function requestReset(
  email: string,
  lang: string,
  settings: Settings,
  resetLink: (code: string) => string,
  now: Date = new Date(),
): Promise<ResetRequestResult> {
  const db = await getDb();
  const user = await findUserByEmail(db, email);
  if (!user || user.ghost === 1 || !user.password_hash) return "userDoesNotExist";
  const code = randomBytes(24).toString("base64url");
  await insertCode(db, {
    email: user.email,
    orderNo: null,
    codeHash: hashToken(code),
    purpose: PURPOSE,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TTL_MS),
  });
  await sendAccountMail("reset", { ...user, lang }, settings, resetLink(code));
  return "sent";
}

export type ResetResult = "changed" | "passwordDontMatch" | "formInvalid" | "codeInvalid";

/**
 * Sets a new password with a reset link's code. The link proves the mailbox: the login
 * failures counted against the account, and against it from `address` (the reset's client),
 * are forgotten, so its owner logs in at once even from an address that was refused.
 */
export async function resetPassword(
  code: string,
  password: string,
  retypedPassword: string,
  address: string,
  now: Date = new Date(),
): Promise<ResetResult> {
  if (!isValidPassword(password)) return "formInvalid";
  if (password !== retypedPassword) return "passwordDontMatch";
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(code)) return "codeInvalid";
  const hash = await hashPassword(password);
  const db = await getDb();
  const email = await writeTransaction(db, async (trx) => {
    const owner = await useCode(trx, hashToken(code), PURPOSE, now);
    if (owner === undefined) return null;
    const user = await findUserByEmail(trx, owner);
    if (!user) return null;
    await updateUser(trx, user.id, { password_hash: hash, active: 1 });
    await deleteUserTokens(trx, user.id);
    return user.email.toLowerCase();
  });
  if (email === null) return "codeInvalid";
  await forget("login", { account: email, address }, ["pair", "account"]);
  return "changed";
}

export type ChangeResult = "changed" | "passwordIncorrect" | "passwordDontMatch" | "formInvalid";

export async function changePassword(
  user: UserRow,
  input: { oldPassword: string; password: string; retypedPassword: string },
  currentTokenHash: string,
): Promise<ChangeResult> {
  if (!isValidPassword(input.password)) return "formInvalid";
  if (input.password !== input.retypedPassword) return "passwordDontMatch";
  if (!(await verifyPassword(input.oldPassword, user.password_hash))) return "passwordIncorrect";
  const hash = await hashPassword(input.password);
  const db = await getDb();
  await writeTransaction(db, async (trx) => {
    await updateUser(trx, user.id, { password_hash: hash });
    await deleteUserTokens(trx, user.id, currentTokenHash);
  });
  return "changed";
}
