/**
 * The account page's forms (spec 2 §2 Account, §5 Account), shared by the
 * profile island and the server: the shipping address, the company's invoice
 * data and the password change.
 *
 * Profile: name (two words), street, number, post code (NN-NNN in Poland, a
 * short code elsewhere), city, a two-letter country and a nine-digit phone
 * are required; the e-mail is read-only. Ticking "company" requires the
 * company name and a NIP valid for the invoice country; ticking "different
 * invoice address" requires that address's street, number, post code, city
 * and country. Decision where the spec is silent: the apartment is optional,
 * as at checkout (a house has none).
 *
 * Password change: new, retyped and old are required, the new one follows
 * the registration rule and equals the retyped one (`passwordDontMatch`).
 */
import { isValidNip } from "./nip";
import { isValidPassword } from "./registration";
import { countryCode, nineDigits, postCode, required, space } from "./validators";

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

/** A post code for `country`: NN-NNN in Poland, 2 to 12 letters, digits, spaces or hyphens elsewhere. */
export function isValidPostCode(value: string, country: string): boolean {
  if (country.trim().toLowerCase() === "pl") return postCode(value);
  return /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/.test(value.trim());
}

function checkAddress(
  a: AddressForm,
  prefix: "ship" | "invoice",
  needName: boolean,
): ProfileField[] {
  const invalid: ProfileField[] = [];
  if (needName && !space(a.name)) invalid.push(`${prefix}.name`);
  if (!required(a.street)) invalid.push(`${prefix}.street`);
  if (!required(a.number)) invalid.push(`${prefix}.number`);
  if (!isValidPostCode(a.postCode, a.country)) invalid.push(`${prefix}.postCode`);
  if (!required(a.city)) invalid.push(`${prefix}.city`);
  if (!countryCode(a.country)) invalid.push(`${prefix}.country`);
  return invalid;
}

/** The invalid fields of the profile form; empty when it may be saved. */
export function checkProfile(form: ProfileForm): ProfileField[] {
  const invalid = checkAddress(form.ship, "ship", true);
  if (!nineDigits(form.ship.phone)) invalid.push("ship.phone");
  if (!form.company) return invalid;
  if (!required(form.companyName)) invalid.push("companyName");
  const invoiceCountry = form.differentInvoice ? form.invoice.country : form.ship.country;
  if (!isValidNip(form.nip, invoiceCountry.trim().toLowerCase() || "pl")) invalid.push("nip");
  if (form.differentInvoice) invalid.push(...checkAddress(form.invoice, "invoice", false));
  return invalid;
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
