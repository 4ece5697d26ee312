/**
 * The registration form's rules (spec 2 §5 Registration, §3 Registration
 * payload), shared by the login/register modal and the server: name (two
 * words), e-mail and its retyped copy, password and its retyped copy, the
 * terms and processing consents, and country, NIP and phone only when the
 * shop asks for them (`registrationFields`; country defaults to pl). The
 * answer names each invalid field and the one message the form shows:
 * passwordDontMatch, emailDontMatch, needRulesAcceptance or formInvalid.
 *
 * Decisions where the spec is silent: a password has 8 to 1024 characters;
 * the name at most 120; the phone is checked against the chosen country
 * (domain/address/phone.ts), the NIP too unless it is an EU VAT id with its
 * country's prefix (domain/account/nip.ts).
 */
import { isValidNip } from "./nip";
import { isValidPhone } from "../address/phone";
import { countryCode, isValidEmail, required, space } from "./validators";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1024;
export const NAME_MAX_LENGTH = 120;

export interface RegistrationForm {
  name: string;
  email: string;
  retypedEmail: string;
  password: string;
  retypedPassword: string;
  country?: string | undefined;
  nip?: string | undefined;
  phone?: string | undefined;
  terms: boolean;
  processing: boolean;
  marketing?: boolean | undefined;
}

export interface RegistrationFields {
  country: boolean;
  nip: boolean;
  phone: boolean;
}

export type RegistrationField =
  | "name"
  | "email"
  | "retypedEmail"
  | "password"
  | "retypedPassword"
  | "country"
  | "nip"
  | "phone"
  | "terms"
  | "processing";

export type RegistrationMessage =
  "passwordDontMatch" | "emailDontMatch" | "needRulesAcceptance" | "formInvalid";

export type RegistrationCheck =
  { ok: true } | { ok: false; message: RegistrationMessage; fields: RegistrationField[] };

/** A password the shop accepts (length only; the spec names no other rule). */
export function isValidPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;
}

/** The country a registration is for: the chosen one, else pl (spec: "country defaults to pl"). */
export function registrationCountry(form: Pick<RegistrationForm, "country">): string {
  return (form.country ?? "").trim().toLowerCase() || "pl";
}

export function checkRegistration(
  form: RegistrationForm,
  fields: RegistrationFields,
): RegistrationCheck {
  const invalid: RegistrationField[] = [];
  const name = form.name.trim();
  if (!space(name) || name.length > NAME_MAX_LENGTH) invalid.push("name");
  if (!isValidEmail(form.email)) invalid.push("email");
  if (!required(form.retypedEmail)) invalid.push("retypedEmail");
  if (!isValidPassword(form.password)) invalid.push("password");
  if (!required(form.retypedPassword)) invalid.push("retypedPassword");
  const country = registrationCountry(form);
  if (fields.country && !countryCode(country)) invalid.push("country");
  if (fields.nip && !isValidNip(form.nip, country)) invalid.push("nip");
  if (fields.phone && !isValidPhone(form.phone ?? "", country)) invalid.push("phone");
  if (invalid.length > 0) return { ok: false, message: "formInvalid", fields: invalid };

  if (form.email.trim().toLowerCase() !== form.retypedEmail.trim().toLowerCase())
    return { ok: false, message: "emailDontMatch", fields: ["retypedEmail"] };
  if (form.password !== form.retypedPassword)
    return { ok: false, message: "passwordDontMatch", fields: ["retypedPassword"] };
  const consents: RegistrationField[] = [];
  if (!form.terms) consents.push("terms");
  if (!form.processing) consents.push("processing");
  if (consents.length > 0) return { ok: false, message: "needRulesAcceptance", fields: consents };
  return { ok: true };
}
