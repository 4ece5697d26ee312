/**
 * Registration and activation (spec 2 §3 Registration payload, §5
 * Registration, §7 register and activation/{code}, §8 EMAIL_TAKEN).
 *
 * A registration is checked with the same rules as the modal
 * (`checkRegistration`), then creates an inactive account with a random
 * activation code, of which only the sha256 is stored, and e-mails the
 * activation link in the shopper's language. The account and its code are
 * written in one transaction; the e-mail goes out after the commit (the
 * outbox keeps it). An e-mail that belongs to a registered account is
 * EMAIL_TAKEN. A ghost (order-only) account with that e-mail becomes the new
 * registered account (its orders stay), still inactive until the link is
 * opened, so nobody takes over a ghost's orders without its mailbox.
 *
 * Activation is idempotent: the first visit activates the account and sends
 * a welcome e-mail; later visits of the same link answer "already active".
 * An unknown code is not found. An inactive account can ask for a new link
 * (`resendActivation`); the link it replaces is kept recognisable for a year
 * (its hash in `one_time_codes`, purpose `activation_superseded`) and answers
 * "superseded" (a newer link was sent) until the account is active, then
 * "already active".
 */
import { claimExtId } from "./social.service";
import { randomBytes } from "node:crypto";
import { hashToken } from "../../auth/token";
import { getDb } from "../../db/client";
import { hashPassword } from "../../db/password";
import type { UserRow } from "../../db/schema";
import { codeEmail, insertCode } from "../../repositories/account/one-time-codes.repository";
import {
  activateUser,
  findUserByActivationCode,
  findUserByEmail,
  insertUser,
  updateUser,
} from "../../repositories/account/users.repository";
import {
  checkRegistration,
  registrationCountry,
  type RegistrationField,
  type RegistrationForm,
  type RegistrationMessage,
} from "../../../domain/account/registration";
import type { Settings } from "../../../domain/shop/settings.types";
import { sendAccountMail } from "../mail/account-mail";
import { writeTransaction } from "../../db/transaction";

export interface RegisterInput extends RegistrationForm {
  lang: string;
  extId?: string | undefined;
}

export type RegisterResult =
  | { ok: true; email: string }
  | { ok: false; error: "EMAIL_TAKEN" }
  | { ok: false; error: RegistrationMessage; fields: RegistrationField[] };

/** Where the activation link points: `/activation/{code}` in the shopper's language. */
export type ActivationLink = (code: string) => string;

export async function register(
  input: RegisterInput,
  settings: Settings,
  activationLink: ActivationLink,
  now: Date = new Date(),
): Promise<RegisterResult> {
  const check = checkRegistration(input, settings.additionalFunctions.registrationFields);
  if (!check.ok) return { ok: false, error: check.message, fields: check.fields };
  const email = input.email.trim().toLowerCase();
  const code = randomBytes(24).toString("base64url");
  const values = {
    name: input.name.trim().replace(/\s+/g, " "),
    password_hash: await hashPassword(input.password),
    active: 0 as const,
    ghost: 0 as const,
    activation_code: hashToken(code),
    marketing: input.marketing ? (1 as const) : (0 as const),
    country: registrationCountry(input),
    phone: input.phone?.trim() || null,
    lang: input.lang,
  };
  const db = await getDb();
  const taken = await writeTransaction(db, async (trx) => {
    const existing = await findUserByEmail(trx, email);
    if (existing && existing.ghost !== 1) return true;
    // A social login without an e-mail: the account is linked to that provider's person.
    const social = input.extId ? await claimExtId(trx, input.extId, now) : null;
    const link = social
      ? { social_provider: social.provider, social_ext_id: social.subject }
      : { social_provider: null, social_ext_id: null };
    if (existing) await updateUser(trx, existing.id, { ...values, ...(social ? link : {}) });
    else
      await insertUser(trx, {
        ...values,
        email,
        wholesale: 0,
        company: input.nip?.trim() ? 1 : 0,
        company_details: input.nip?.trim()
          ? JSON.stringify({ name: "", nip: input.nip.trim() })
          : null,
        ...link,
        created_at: now.toISOString(),
      });
    return false;
  });
  if (taken) return { ok: false, error: "EMAIL_TAKEN" };
  await sendAccountMail(
    "activation",
    { email, name: values.name, lang: input.lang },
    settings,
    activationLink(code),
  );
  return { ok: true, email };
}

export type ActivationResult = "activated" | "alreadyActive" | "superseded" | "notFound";

const SUPERSEDED = "activation_superseded";
/** How long a replaced activation link is still recognised. */
const SUPERSEDED_KEPT_MS = 365 * 24 * 3600 * 1000;

/** Activates the account of an activation code (idempotent). */
export async function activate(
  code: string,
  settings: Settings,
  now: Date = new Date(),
): Promise<{ result: ActivationResult; user?: UserRow }> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(code)) return { result: "notFound" };
  const db = await getDb();
  const user = await findUserByActivationCode(db, hashToken(code));
  if (!user) {
    const email = await codeEmail(db, hashToken(code), SUPERSEDED, now);
    const owner = email ? await findUserByEmail(db, email) : undefined;
    if (!owner) return { result: "notFound" };
    return { result: owner.active === 1 ? "alreadyActive" : "superseded", user: owner };
  }
  if (user.active === 1) return { result: "alreadyActive", user };
  if (!(await activateUser(db, user.id))) return { result: "alreadyActive", user };
  await sendAccountMail("welcome", user, settings);
  return { result: "activated", user };
}

/**
 * Sends the activation link again (the login of an inactive account offers it): an inactive
 * registered account gets a new link in its own language, which replaces the earlier one (kept
 * as superseded); an active, ghost or unknown address gets nothing. The caller answers the
 * same either way.
 */
export async function resendActivation(
  email: string,
  settings: Settings,
  activationLink: (code: string, lang: string) => string,
  now: Date = new Date(),
): Promise<void> {
  const db = await getDb();
  const user = await findUserByEmail(db, email.trim().toLowerCase());
  if (!user || user.active === 1 || user.ghost === 1 || !user.password_hash) return;
  const code = randomBytes(24).toString("base64url");
  const replaced = user.activation_code;
  await writeTransaction(db, async (trx) => {
    await updateUser(trx, user.id, { activation_code: hashToken(code) });
    if (replaced)
      await insertCode(trx, {
        email: user.email,
        orderNo: null,
        codeHash: replaced,
        purpose: SUPERSEDED,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SUPERSEDED_KEPT_MS),
      });
  });
  await sendAccountMail("activation", user, settings, activationLink(code, user.lang));
}
