/**
 * The settings form's fields (issue 31) as the page renders them: every value by its dotted
 * name (domain/shop/settings-form.ts names the fields so), and the label of a field a refused
 * value points at, for the summary above the form.
 */
import { ADDITIONAL_FLAGS } from "../../../domain/shop/settings.schema";
import type { MessageKey } from "../../messages";

export type FieldValues = Readonly<Record<string, string | boolean>>;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** A settings change (stored or posted) as its fields' values by dotted name. */
export function flatFields(value: unknown, prefix = ""): Record<string, string | boolean> {
  if (!isRecord(value)) return {};
  const out: Record<string, string | boolean> = {};
  for (const [key, inner] of Object.entries(value)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof inner === "string" || typeof inner === "boolean") out[name] = inner;
    else if (typeof inner === "number") out[name] = String(inner);
    else Object.assign(out, flatFields(inner, name));
  }
  return out;
}

/** The label of a field by its dotted name, and the language it belongs to (stripes). */
export function fieldLabel(name: string): { key: MessageKey; lang?: string } {
  const parts = name.split(".");
  const [head, second, third, fourth] = parts;
  if (head === "additionalFunctions") {
    if (second === "nettoBrutto") return { key: "adminSettings.nettoBrutto" };
    if (
      second === "registrationFields" &&
      (third === "country" || third === "nip" || third === "phone")
    )
      return { key: `adminFlags.registrationFields.${third}` };
    const flag = `adminFlags.${second ?? ""}`;
    return isFlagKey(flag) ? { key: flag } : { key: "adminSettings.functions" };
  }
  if (head === "companyDetails") {
    const key = `adminSettings.company.${second ?? ""}`;
    return isCompanyKey(key) ? { key } : { key: "adminSettings.company" };
  }
  if (head === "cms" && second === "informationalStripe" && third) {
    const key = `adminSettings.stripe.${fourth ?? ""}`;
    return isStripeKey(key) ? { key, lang: third } : { key: "adminSettings.stripe", lang: third };
  }
  if (name === "cms.newsletterVisible") return { key: "adminSettings.newsletterVisible" };
  if (name === "buyProcess.afterBasketAdd") return { key: "adminSettings.afterBasketAdd" };
  if (name === "priceForLoggedUsers") return { key: "adminSettings.priceForLoggedUsers" };
  if (name === "payments.live") return { key: "adminSettings.paymentsLive" };
  return { key: "adminSettings.template" };
}

const FLAG_KEYS: ReadonlySet<string> = new Set(ADDITIONAL_FLAGS.map((key) => `adminFlags.${key}`));
const isFlagKey = (key: string): key is MessageKey => FLAG_KEYS.has(key);
const isCompanyKey = (key: string): key is MessageKey =>
  /^adminSettings\.company\.(name|tel|email|address|details)$/.test(key);
const isStripeKey = (key: string): key is MessageKey =>
  /^adminSettings\.stripe\.(enabled|html|enabled2|html2|fixed)$/.test(key);
