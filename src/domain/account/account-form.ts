/**
 * The account page's forms (spec 2 §2 Account, §5 Account), shared by the
 * profile island and the server: the shipping address, the company's invoice
 * data and the password change.
 *
 * Profile: name (two words), street, number, post code (in the format of
 * the address's country, domain/address/post-code.ts), city, a two-letter
 * country and a phone valid in that country (or with its own prefix) are
 * required; the e-mail is read-only. Ticking "company" requires the company
 * name and a tax id (domain/account/nip.ts: an EU VAT id by its own prefix,
 * a bare number as a Polish NIP or the invoice country's); ticking "different invoice address"
 * requires that address's street, number, post code, city and country. No
 * field may be longer than the server keeps (domain/address/limits.ts).
 * Decision where the spec is silent: the apartment is optional, as at
 * checkout (a house has none). Each invalid field gets what is wrong with it.
 *
 * Password change: new, retyped and old are required, the new one follows
 * the registration rule and equals the retyped one (`passwordDontMatch`).
 */
import { FIELD_LIMITS } from "../address/limits";
import { isValidPhone } from "../address/phone";
import { isValidPostCode, postCodeFormat } from "../address/post-code";
import {
  onlyProblems,
  textProblem,
  type Checked,
  type FieldProblem,
  type Problems,
} from "../address/problems";
import { nipProblem } from "./nip";
import { isValidPassword } from "./registration";
import { countryCode, required, space } from "./validators";

export interface AddressForm {
  name: string;
  street: string;
  number: string;
  apartment: string;
  postCode: string;
  city: string;
  country: string;
}

export interface ProfileForm {
  marketing: boolean;
  ship: AddressForm & { phone: string };
  company: boolean;
  companyName: string;
  nip: string;
  differentInvoice: boolean;
  invoice: AddressForm;
}

export type ProfileField =
  `ship.${keyof AddressForm | "phone"}` | "companyName" | "nip" | `invoice.${keyof AddressForm}`;

function postCodeProblem(a: AddressForm): FieldProblem | undefined {
  const text = textProblem(a.postCode, FIELD_LIMITS.postCode);
  if (text || isValidPostCode(a.postCode, a.country)) return text;
  const format = postCodeFormat(a.country);
  return format ? { code: "postCode", format } : { code: "postCode" };
}

function addressProblems(
  a: AddressForm,
  prefix: "ship" | "invoice",
  needName: boolean,
): Checked<ProfileField> {
  const name = needName
    ? (textProblem(a.name, FIELD_LIMITS.name) ?? (space(a.name) ? undefined : { code: "twoWords" }))
    : textProblem(a.name, FIELD_LIMITS.name, false);
  return {
    [`${prefix}.name`]: name,
    [`${prefix}.street`]: textProblem(a.street, FIELD_LIMITS.street),
    [`${prefix}.number`]: textProblem(a.number, FIELD_LIMITS.number),
    [`${prefix}.apartment`]: textProblem(a.apartment, FIELD_LIMITS.apartment, false),
    [`${prefix}.postCode`]: postCodeProblem(a),
    [`${prefix}.city`]: textProblem(a.city, FIELD_LIMITS.city),
    [`${prefix}.country`]: countryCode(a.country) ? undefined : { code: "country" },
  };
}

/** What is wrong with the shipping address and its phone (the server checks it alone too). */
export function checkShipAddress(ship: ProfileForm["ship"]): Problems<ProfileField> {
  return onlyProblems({
    ...addressProblems(ship, "ship", true),
    "ship.phone":
      textProblem(ship.phone, FIELD_LIMITS.phone) ??
      (isValidPhone(ship.phone, ship.country) ? undefined : { code: "phone" }),
  });
}

/** What is wrong with a different invoice address (its name is the company's, not checked here). */
export function checkInvoiceAddress(invoice: AddressForm): Problems<ProfileField> {
  return onlyProblems(addressProblems(invoice, "invoice", false));
}

/** What is wrong with each invalid field of the profile form; empty when it may be saved. */
export function checkProfile(form: ProfileForm): Problems<ProfileField> {
  const problems = checkShipAddress(form.ship);
  if (!form.company) return problems;
  const invoiceCountry = form.differentInvoice ? form.invoice.country : form.ship.country;
  return {
    ...problems,
    ...onlyProblems<ProfileField>({
      companyName: textProblem(form.companyName, FIELD_LIMITS.companyName),
      nip: nipProblem(form.nip, invoiceCountry.trim().toLowerCase() || "pl"),
    }),
    ...(form.differentInvoice ? checkInvoiceAddress(form.invoice) : {}),
  };
}

export interface PasswordChangeForm {
  password: string;
  retypedPassword: string;
  oldPassword: string;
}

export type PasswordChangeCheck =
  | { ok: true }
  | {
      ok: false;
      message: "formInvalid" | "passwordDontMatch";
      fields: (keyof PasswordChangeForm)[];
    };

export function checkPasswordChange(form: PasswordChangeForm): PasswordChangeCheck {
  const fields: (keyof PasswordChangeForm)[] = [];
  if (!isValidPassword(form.password)) fields.push("password");
  if (!required(form.retypedPassword)) fields.push("retypedPassword");
  if (!required(form.oldPassword)) fields.push("oldPassword");
  if (fields.length > 0) return { ok: false, message: "formInvalid", fields };
  if (form.password !== form.retypedPassword)
    return { ok: false, message: "passwordDontMatch", fields: ["retypedPassword"] };
  return { ok: true };
}
