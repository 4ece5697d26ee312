/**
 * The order details step's form rules (spec 2 §5 Checkout, §3 Checkout
 * form; issue 29 item 5), shared by the step's island and
 * `POST /api/public/order/new`.
 *
 * Shipping: name with a space; street, number, post code and city required;
 * apartment optional; region required when shown; the post code in the
 * delivery country's format (domain/address/post-code.ts; always 00-000 for
 * the delivery types inpost_locker, inpost_courier, inpost_courier_cod and
 * dpd_courier_food) and allowed by the delivery's own check (its post code
 * list); the phone a valid number of the delivery country (or with its own
 * prefix), a Polish nine-digit one for the twisto payment or an InPost
 * delivery. E-mail required and valid, the retyped e-mail equal. A company
 * needs the invoice name, a NIP when the shop requires one (an EU VAT id by
 * its own prefix; a bare number as a Polish NIP, or as the invoice country's
 * number: the different invoice address's, else the delivery country's), and a whole invoice address, with its country, when a different
 * one is chosen; a companies-only shop needs the company flag. No field may
 * be longer than the server keeps (domain/address/limits.ts). Terms and
 * processing consents are required, marketing is optional.
 *
 * Each invalid field gets what is wrong with it (`problems`), which the
 * fields show and the server's 400 names.
 */
import { nipProblem } from "../account/nip";
import { countryCode, isValidEmail, space } from "../account/validators";
import { FIELD_LIMITS } from "../address/limits";
import type { PhoneRules } from "../address/phone";
import { isValidPostCode, postCodeFormat } from "../address/post-code";
import {
  onlyProblems,
  textProblem,
  type Checked,
  type FieldProblem,
  type Problems,
} from "../address/problems";

export const NN_NNN_DELIVERIES: readonly string[] = [
  "inpost_locker",
  "inpost_courier",
  "inpost_courier_cod",
  "dpd_courier_food",
];

export interface CheckoutAddress {
  name: string;
  street: string;
  number: string;
  apartment: string;
  postCode: string;
  city: string;
}

export interface CheckoutForm {
  ship: CheckoutAddress & { region: string; phone: string };
  email: string;
  retypedEmail: string;
  comment: string;
  company: boolean;
  invoice: CheckoutAddress & { country: string };
  nip: string;
  /** A different invoice address. */
  showInvoice: boolean;
  terms: boolean;
  processing: boolean;
  marketing: boolean;
}

export interface CheckoutRules {
  /** The delivery country (two letters): the shipping post code's and phone's country. */
  country: string;
  deliveryType: string;
  paymentType: string | null;
  regionShown: boolean;
  nipRequired: boolean;
  companiesOnly: boolean;
  /** The delivery's own post code check (its post code list); true when it has none. */
  postCodeAllowed: (postCode: string) => boolean;
  /** The phone checks (`PHONE_RULES`; the browser may check the shape first: `PHONE_SHAPE`). */
  phones: PhoneRules;
}

/**
 * Phone checks by shape only (6 to 15 digits, a leading + or 00 allowed; a Polish number 9
 * digits after an optional +48): what the browser checks until libphonenumber has loaded.
 * The server always applies `PHONE_RULES`.
 */
export const PHONE_SHAPE: PhoneRules = {
  isValidPhone: (value) => /^(?:\+|00)?[\d\s().-]{6,20}$/.test(value.trim()) && digits(value) >= 6,
  isPolishPhone: (value) => /^(?:(?:\+|00)48)?\d{9}$/.test(value.replace(/[\s().-]/g, "")),
};

function digits(value: string): number {
  return value.replace(/\D/g, "").length;
}

export type CheckoutField =
  | `ship.${keyof CheckoutForm["ship"]}`
  | "email"
  | "retypedEmail"
  | "comment"
  | "company"
  | "invoice.name"
  | `invoice.${Exclude<keyof CheckoutForm["invoice"], "name">}`
  | "nip";

export interface CheckoutCheck {
  /** Invalid fields; the order button stays disabled while any is listed. */
  fields: CheckoutField[];
  /** What is wrong with each invalid field. */
  problems: Problems<CheckoutField>;
  /** Missing required consents (marked after a submit attempt). */
  consents: ("terms" | "processing")[];
}

function postCodeProblem(value: string, country: string): FieldProblem | undefined {
  const text = textProblem(value, FIELD_LIMITS.postCode);
  if (text) return text;
  if (isValidPostCode(value, country)) return undefined;
  const format = postCodeFormat(country);
  return format ? { code: "postCode", format } : { code: "postCode" };
}

function phoneProblem(value: string, rules: CheckoutRules): FieldProblem | undefined {
  const text = textProblem(value, FIELD_LIMITS.phone);
  if (text) return text;
  if (rules.paymentType === "twisto" || rules.deliveryType.startsWith("inpost"))
    return rules.phones.isPolishPhone(value) ? undefined : { code: "phonePl" };
  return rules.phones.isValidPhone(value, rules.country) ? undefined : { code: "phone" };
}

function shipProblems(form: CheckoutForm, rules: CheckoutRules): Checked<CheckoutField> {
  const s = form.ship;
  const codeCountry = NN_NNN_DELIVERIES.includes(rules.deliveryType) ? "pl" : rules.country;
  const postCode =
    postCodeProblem(s.postCode, codeCountry) ??
    (rules.postCodeAllowed(s.postCode.trim()) ? undefined : { code: "postCodeArea" as const });
  return {
    "ship.name":
      textProblem(s.name, FIELD_LIMITS.name) ?? (space(s.name) ? undefined : { code: "twoWords" }),
    "ship.street": textProblem(s.street, FIELD_LIMITS.street),
    "ship.number": textProblem(s.number, FIELD_LIMITS.number),
    "ship.apartment": textProblem(s.apartment, FIELD_LIMITS.apartment, false),
    "ship.postCode": postCode,
    "ship.region": textProblem(s.region, FIELD_LIMITS.region, rules.regionShown),
    "ship.city": textProblem(s.city, FIELD_LIMITS.city),
    "ship.phone": phoneProblem(s.phone, rules),
  };
}

function contactProblems(form: CheckoutForm, rules: CheckoutRules): Checked<CheckoutField> {
  const retyped = form.retypedEmail.trim().toLowerCase() === form.email.trim().toLowerCase();
  return {
    email: isValidEmail(form.email) ? undefined : { code: "email" },
    retypedEmail: retyped ? undefined : { code: "emailMismatch" },
    comment: textProblem(form.comment, FIELD_LIMITS.comment, false),
    company: rules.companiesOnly && !form.company ? { code: "required" } : undefined,
  };
}

function invoiceProblems(form: CheckoutForm, rules: CheckoutRules): Checked<CheckoutField> {
  if (!form.company) return {};
  const inv = form.invoice;
  const country = (form.showInvoice ? inv.country : rules.country).trim().toLowerCase() || "pl";
  const problems: Checked<CheckoutField> = {
    "invoice.name": textProblem(inv.name, FIELD_LIMITS.companyName),
    // A NIP the shop does not require may be left out, but one typed must be valid.
    nip: !rules.nipRequired && form.nip.trim() === "" ? undefined : nipProblem(form.nip, country),
  };
  if (!form.showInvoice) return problems;
  return {
    ...problems,
    "invoice.street": textProblem(inv.street, FIELD_LIMITS.street),
    "invoice.number": textProblem(inv.number, FIELD_LIMITS.number),
    "invoice.apartment": textProblem(inv.apartment, FIELD_LIMITS.apartment, false),
    "invoice.postCode": postCodeProblem(inv.postCode, country),
    "invoice.city": textProblem(inv.city, FIELD_LIMITS.city),
    "invoice.country": countryCode(inv.country) ? undefined : { code: "country" },
  };
}

export function checkCheckout(form: CheckoutForm, rules: CheckoutRules): CheckoutCheck {
  const all = {
    ...shipProblems(form, rules),
    ...contactProblems(form, rules),
    ...invoiceProblems(form, rules),
  };
  const problems = onlyProblems(all);
  const consents: CheckoutCheck["consents"] = [];
  if (!form.terms) consents.push("terms");
  if (!form.processing) consents.push("processing");
  return { fields: Object.keys(problems) as CheckoutField[], problems, consents };
}
