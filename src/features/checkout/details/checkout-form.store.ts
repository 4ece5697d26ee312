/**
 * The order details step's form (spec 2 §3 Checkout form), kept in storage
 * so going back to the delivery step and returning keeps what was typed
 * (issue 12). Persisted state is untrusted: a versioned key, parsed from
 * unknown, text only. It also holds the chosen payment option and the order's
 * idempotency key with the fingerprint of the request it was made for, so a
 * double submit (or a retry after a lost answer) makes one order, while a
 * basket or form changed since gets a new key and a new order (issue 27); the
 * key is forgotten once the order exists.
 */
import { persistentAtom } from "@nanostores/persistent";
import type { CheckoutForm } from "../../../domain/checkout/checkout-form";
import { CHECKOUT_KEY } from "../stored-post-code";

export interface CheckoutState {
  form: CheckoutForm;
  paymentId: string;
  idempotencyKey: string;
  /** Fingerprint of the request the key was made for (domain/checkout/order-request.ts). */
  keyFor: string;
}

const EMPTY_ADDRESS = { name: "", street: "", number: "", apartment: "", postCode: "", city: "" };

export const EMPTY_CHECKOUT: CheckoutState = {
  form: {
    ship: { ...EMPTY_ADDRESS, region: "", phone: "" },
    email: "",
    retypedEmail: "",
    comment: "",
    company: false,
    invoice: { ...EMPTY_ADDRESS, country: "pl" },
    nip: "",
    showInvoice: false,
    terms: false,
    processing: false,
    marketing: false,
  },
  paymentId: "",
  idempotencyKey: "",
  keyFor: "",
};

function text(value: unknown, max: number): string {
  return typeof value === "string" ? value.slice(0, max) : "";
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
}

function address<K extends string>(value: unknown, keys: readonly K[]): Record<K, string> {
  const v = record(value);
  return Object.fromEntries(keys.map((k) => [k, text(v[k], 200)])) as Record<K, string>;
}

const SHIP = [
  "name",
  "street",
  "number",
  "apartment",
  "postCode",
  "city",
  "region",
  "phone",
] as const;
const INVOICE = ["name", "street", "number", "apartment", "postCode", "city", "country"] as const;

/** The invoice address; a country never chosen (an older stored form) is Poland, the picker's default. */
function invoiceOf(value: unknown): CheckoutForm["invoice"] {
  const invoice = address(value, INVOICE);
  return { ...invoice, country: /^[a-z]{2}$/.test(invoice.country) ? invoice.country : "pl" };
}

export function parseCheckout(raw: unknown): CheckoutState {
  let value: unknown = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      return EMPTY_CHECKOUT;
    }
  }
  const v = record(value);
  const f = record(v["form"]);
  const flag = (k: string) => f[k] === true;
  return {
    form: {
      ship: address(f["ship"], SHIP),
      email: text(f["email"], 254),
      retypedEmail: text(f["retypedEmail"], 254),
      comment: text(f["comment"], 2000),
      company: flag("company"),
      invoice: invoiceOf(f["invoice"]),
      nip: text(f["nip"], 32),
      showInvoice: flag("showInvoice"),
      terms: flag("terms"),
      processing: flag("processing"),
      marketing: flag("marketing"),
    },
    paymentId: text(v["paymentId"], 32),
    idempotencyKey: /^[A-Za-z0-9_-]{16,64}$/.test(text(v["idempotencyKey"], 64))
      ? text(v["idempotencyKey"], 64)
      : "",
    keyFor: text(v["keyFor"], 32),
  };
}

export const $checkout = persistentAtom<CheckoutState>(CHECKOUT_KEY, EMPTY_CHECKOUT, {
  encode: JSON.stringify,
  decode: parseCheckout,
});

export function updateForm(patch: Partial<CheckoutForm>): void {
  const s = $checkout.get();
  $checkout.set({ ...s, form: { ...s.form, ...patch } });
}

export function updateShip(patch: Partial<CheckoutForm["ship"]>): void {
  const s = $checkout.get();
  $checkout.set({ ...s, form: { ...s.form, ship: { ...s.form.ship, ...patch } } });
}

export function updateInvoice(patch: Partial<CheckoutForm["invoice"]>): void {
  const s = $checkout.get();
  $checkout.set({ ...s, form: { ...s.form, invoice: { ...s.form.invoice, ...patch } } });
}

export function choosePayment(paymentId: string): void {
  $checkout.set({ ...$checkout.get(), paymentId });
}

/** Fills the empty form from the logged-in shopper's profile (never over typed text). */
export function prefillCheckout(prefill: Partial<CheckoutForm> | null): void {
  const s = $checkout.get();
  if (!prefill || s.form.email || s.form.ship.name) return;
  $checkout.set({ ...s, form: { ...s.form, ...prefill } });
}

/**
 * The idempotency key for the request with this fingerprint: kept while the request stays the
 * same (a retry after a lost answer gets the order it made), new when it changed.
 */
export function orderKey(random: () => string, fingerprint: string): string {
  const s = $checkout.get();
  if (s.idempotencyKey && s.keyFor === fingerprint) return s.idempotencyKey;
  const key = random();
  $checkout.set({ ...s, idempotencyKey: key, keyFor: fingerprint });
  return key;
}

/** The server keeps the key for another request: the next attempt gets a new one. */
export function forgetOrderKey(): void {
  $checkout.set({ ...$checkout.get(), idempotencyKey: "", keyFor: "" });
}

/** The order exists: forget the key (the next order is another) and the consents. */
export function orderPlaced(): void {
  const s = $checkout.get();
  $checkout.set({
    ...s,
    idempotencyKey: "",
    keyFor: "",
    form: { ...s.form, terms: false, processing: false, comment: "" },
  });
}
