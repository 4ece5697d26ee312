/**
 * The order details step's form rules (spec 2 §5 Checkout, §3 Checkout
 * form), shared by the step's island and `POST /api/public/order/new`.
 *
 * Shipping: name with a space; street, number, post code and city required;
 * apartment optional; region required when shown; the post code must be
 * NN-NNN for the delivery types inpost_locker, inpost_courier,
 * inpost_courier_cod and dpd_courier_food, and pass the delivery's own
 * check (its post code list); phone required, nine digits for the twisto
 * payment or an InPost delivery. E-mail required and valid, the retyped
 * e-mail equal. A company needs the invoice name, a NIP when the shop
 * requires one, and a whole invoice address when a different one is chosen;
 * a companies-only shop needs the company flag. Terms and processing
 * consents are required, marketing is optional.
 */
import { isValidNip } from "../account/nip";
import { isValidEmail, nineDigits, postCode, required, space } from "../account/validators";

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
  deliveryType: string;
  paymentType: string | null;
  regionShown: boolean;
  nipRequired: boolean;
  companiesOnly: boolean;
  /** The delivery's own post code check (its post code list); true when it has none. */
  postCodeAllowed: (postCode: string) => boolean;
}

export type CheckoutField =
  | `ship.${keyof CheckoutForm["ship"]}`
  | "email"
  | "retypedEmail"
  | "company"
  | "invoice.name"
  | `invoice.${Exclude<keyof CheckoutForm["invoice"], "name">}`
  | "nip";

export interface CheckoutCheck {
  /** Invalid fields; the order button stays disabled while any is listed. */
  fields: CheckoutField[];
  /** Missing required consents (marked after a submit attempt). */
  consents: ("terms" | "processing")[];
}

function phoneNeedsNineDigits(rules: CheckoutRules): boolean {
  return rules.paymentType === "twisto" || rules.deliveryType.startsWith("inpost");
}

export function checkCheckout(form: CheckoutForm, rules: CheckoutRules): CheckoutCheck {
  const fields: CheckoutField[] = [];
  const s = form.ship;
  if (!space(s.name)) fields.push("ship.name");
  if (!required(s.street)) fields.push("ship.street");
  if (!required(s.number)) fields.push("ship.number");
  const codeOk =
    required(s.postCode) &&
    (!NN_NNN_DELIVERIES.includes(rules.deliveryType) || postCode(s.postCode)) &&
    rules.postCodeAllowed(s.postCode.trim());
  if (!codeOk) fields.push("ship.postCode");
  if (rules.regionShown && !required(s.region)) fields.push("ship.region");
  if (!required(s.city)) fields.push("ship.city");
  if (!required(s.phone) || (phoneNeedsNineDigits(rules) && !nineDigits(s.phone)))
    fields.push("ship.phone");
  if (!isValidEmail(form.email)) fields.push("email");
  if (form.retypedEmail.trim().toLowerCase() !== form.email.trim().toLowerCase())
    fields.push("retypedEmail");
  if (rules.companiesOnly && !form.company) fields.push("company");
  if (form.company) {
    if (!required(form.invoice.name)) fields.push("invoice.name");
    const country = (form.showInvoice ? form.invoice.country : "pl").trim().toLowerCase() || "pl";
    if (rules.nipRequired && !isValidNip(form.nip, country)) fields.push("nip");
    if (form.showInvoice)
      for (const f of ["street", "number", "postCode", "city", "country"] as const)
        if (!required(form.invoice[f])) fields.push(`invoice.${f}`);
  }
  const consents: CheckoutCheck["consents"] = [];
  if (!form.terms) consents.push("terms");
  if (!form.processing) consents.push("processing");
  return { fields, consents };
}
