/**
 * The back office's settings form (issue 31) as a settings change: every field is named by
 * its dotted path in the document (`template`, `additionalFunctions.nettoBrutto`,
 * `cms.informationalStripe.en.html`, `companyDetails.email`, `payments.live`), so a refused value's zod issue
 * names the very field to mark. A checkbox is on when it is sent at all.
 */
import { ADDITIONAL_FLAGS, REGISTRATION_FIELDS } from "./settings.schema";

/** What is read of a posted form (FormData or URLSearchParams). */
export interface FormFields {
  get(name: string): unknown;
}

const STRIPE_FLAGS = ["fixed", "enabled", "enabled2"] as const;
const STRIPE_TEXTS = ["html", "html2"] as const;
const COMPANY_TEXTS = ["name", "tel", "email", "address", "details"] as const;

/** The unchecked change in the form, for SettingsEditSchema; `langs` are the shop's languages. */
export function editFromForm(form: FormFields, langs: readonly string[]): unknown {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const on = (name: string) => form.get(name) !== null && form.get(name) !== undefined;
  const af = (key: string) => `additionalFunctions.${key}`;
  return {
    template: text("template"),
    priceForLoggedUsers: on("priceForLoggedUsers"),
    buyProcess: { afterBasketAdd: text("buyProcess.afterBasketAdd") },
    additionalFunctions: {
      nettoBrutto: text(af("nettoBrutto")),
      ...Object.fromEntries(ADDITIONAL_FLAGS.map((key) => [key, on(af(key))])),
      registrationFields: Object.fromEntries(
        REGISTRATION_FIELDS.map((key) => [key, on(af(`registrationFields.${key}`))]),
      ),
    },
    companyDetails: Object.fromEntries(
      COMPANY_TEXTS.map((key) => [key, text(`companyDetails.${key}`)]),
    ),
    payments: { live: on("payments.live") },
    cms: {
      newsletterVisible: on("cms.newsletterVisible"),
      informationalStripe: Object.fromEntries(
        langs.map((lang) => {
          const name = (key: string) => `cms.informationalStripe.${lang}.${key}`;
          return [
            lang,
            {
              ...Object.fromEntries(STRIPE_FLAGS.map((key) => [key, on(name(key))])),
              ...Object.fromEntries(STRIPE_TEXTS.map((key) => [key, text(name(key)) ?? ""])),
            },
          ];
        }),
      ),
    },
  };
}

/** A form field's element id: its name with dots as dashes. */
export function fieldId(name: string): string {
  return `s-${name.replace(/\./g, "-")}`;
}
