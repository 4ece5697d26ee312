/**
 * What the owner changes of the shop settings in the back office (issue 31): the template,
 * the price display mode, prices for logged-in users only, what happens after adding to the
 * basket, the informational stripes per language, the newsletter block, the additional
 * functions, the company details and whether the shop takes real payments (issue 44). Checked with the stored document's own schemas
 * (settings.schema.ts), applied to the stored document (everything else is kept), and
 * compared to tell the audit log which settings changed.
 */
import { z } from "zod";
import {
  AdditionalFunctionsSchema,
  BuyProcessSchema,
  CmsSchema,
  CompanyDetailsSchema,
  PaymentsSchema,
  TEMPLATES,
} from "./settings.schema";
import type { Settings } from "./settings.types";
import { shopIsLive } from "./live-shop";

export interface SettingsEdit {
  template: Settings["template"];
  priceForLoggedUsers: boolean;
  buyProcess: Settings["buyProcess"];
  additionalFunctions: Settings["additionalFunctions"];
  companyDetails: Settings["companyDetails"];
  cms: Pick<Settings["cms"], "informationalStripe" | "newsletterVisible">;
  payments: { live: boolean };
}

export const SettingsEditSchema: z.ZodType<SettingsEdit> = z.object({
  template: z.enum(TEMPLATES),
  priceForLoggedUsers: z.boolean(),
  buyProcess: BuyProcessSchema,
  additionalFunctions: AdditionalFunctionsSchema,
  companyDetails: CompanyDetailsSchema,
  cms: CmsSchema.pick({ informationalStripe: true, newsletterVisible: true }),
  payments: PaymentsSchema,
});

/** The stored settings as the form shows them. */
export function editOf(settings: Settings): SettingsEdit {
  return {
    template: settings.template,
    priceForLoggedUsers: settings.priceForLoggedUsers,
    buyProcess: settings.buyProcess,
    additionalFunctions: settings.additionalFunctions,
    companyDetails: settings.companyDetails,
    cms: {
      informationalStripe: settings.cms.informationalStripe,
      newsletterVisible: settings.cms.newsletterVisible,
    },
    payments: { live: shopIsLive(settings) },
  };
}

/** The stored settings with the owner's change applied; every other setting is kept. */
export function applySettingsEdit(settings: Settings, edit: SettingsEdit): Settings {
  return {
    ...settings,
    template: edit.template,
    priceForLoggedUsers: edit.priceForLoggedUsers,
    buyProcess: { ...settings.buyProcess, ...edit.buyProcess },
    additionalFunctions: { ...settings.additionalFunctions, ...edit.additionalFunctions },
    companyDetails: { ...settings.companyDetails, ...edit.companyDetails },
    cms: {
      ...settings.cms,
      newsletterVisible: edit.cms.newsletterVisible,
      informationalStripe: {
        ...settings.cms.informationalStripe,
        ...edit.cms.informationalStripe,
      },
    },
    // A document from before the switch reads as live: saving it unchanged leaves it so.
    payments:
      shopIsLive(settings) === edit.payments.live
        ? settings.payments
        : { ...settings.payments, live: edit.payments.live },
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The dotted paths of the leaves that differ between two documents (e.g. `template`,
 * `cms.informationalStripe.en.html`), sorted; arrays are compared whole.
 */
export function changedKeys(before: unknown, after: unknown, prefix = ""): string[] {
  if (isRecord(before) && isRecord(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys]
      .flatMap((key) => changedKeys(before[key], after[key], prefix ? `${prefix}.${key}` : key))
      .sort();
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [prefix];
}
