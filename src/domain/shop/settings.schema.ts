/**
 * The shop settings document (`settings` row 'shop', settings.types.ts) as a zod schema: the
 * reader (server/services/settings.service.ts) checks the stored document with it, and the
 * back office's settings form (settings-edit.ts) checks an owner's change with the same parts,
 * so what the owner may save is exactly what the shop may read.
 *
 * Objects are loose: a key this schema does not know (a newer field, an integration) is kept,
 * never dropped, when a checked document is saved again. Texts are bounded so that one setting
 * cannot grow every page without limit.
 */
import { z } from "zod";
import type { AdditionalFunctions, Settings } from "./settings.types";

export const TEMPLATES = ["public/tmpl1", "public/tmpl2", "public/tmpl3", "public/tmpl4"] as const;
export const PRICE_DISPLAY_MODES = ["brutto", "netto", "brutto+netto", "netto+brutto"] as const;
export const AFTER_BASKET_ADD = ["notification", "showBasket", "summary"] as const;

/** The on/off switches among the additional functions (nettoBrutto is the display mode). */
export const ADDITIONAL_FLAGS = [
  "addToBasketonList",
  "showSoldOutOnList",
  "showVariantsOnList",
  "showManufacturerOnList",
  "unifyImageSize",
  "unifyImagePortrait",
  "notifyAvailabilityEnabled",
  "vatPerDeliveryCountry",
  "imageOptimisation",
  "hidePriceFilter",
  "disablePagination",
  "groupDescriptionPlainHtml",
  "opinionsEnabled",
  "returnsDisabled",
  "companiesOnly",
  "nipRequired",
  "loyaltyEnabled",
  "stockValidationDisabled",
] as const satisfies readonly (keyof AdditionalFunctions)[];
export const REGISTRATION_FIELDS = [
  "country",
  "nip",
  "phone",
] as const satisfies readonly (keyof AdditionalFunctions["registrationFields"])[];

/** Longest popup HTML per language, in characters. */
export const MAX_OWNER_HTML = 5_000;
/** Longest informational stripe HTML, in characters (the whole form stays under 64 kB). */
export const MAX_STRIPE_HTML = 2_000;

const text = (max: number) => z.string().max(max);
const perLang = <T extends z.ZodType>(value: T) => z.record(z.string().regex(/^[a-z]{2}$/), value);
const flag = z.boolean();

export const InformationalStripeSchema = z.looseObject({
  fixed: flag,
  enabled: flag,
  html: text(MAX_STRIPE_HTML),
  enabled2: flag,
  html2: text(MAX_STRIPE_HTML),
});

export const AdditionalFunctionsSchema = z.looseObject({
  nettoBrutto: z.enum(PRICE_DISPLAY_MODES),
  addToBasketonList: flag,
  showSoldOutOnList: flag,
  showVariantsOnList: flag,
  showManufacturerOnList: flag,
  unifyImageSize: flag,
  unifyImagePortrait: flag,
  notifyAvailabilityEnabled: flag,
  vatPerDeliveryCountry: flag,
  imageOptimisation: flag,
  hidePriceFilter: flag,
  disablePagination: flag,
  groupDescriptionPlainHtml: flag,
  opinionsEnabled: flag,
  returnsDisabled: flag,
  companiesOnly: flag,
  nipRequired: flag,
  registrationFields: z.looseObject({ country: flag, nip: flag, phone: flag }),
  loyaltyEnabled: flag,
  stockValidationDisabled: flag,
});

export const CompanyDetailsSchema = z.looseObject({
  name: text(200).trim().min(1),
  tel: text(40).trim(),
  email: z.email().max(200),
  address: text(300).trim(),
  details: text(500).trim().optional(),
  logo: perLang(text(500)).optional(),
});

export const BuyProcessSchema = z.looseObject({ afterBasketAdd: z.enum(AFTER_BASKET_ADD) });

/** The owner's payment switch (issue 44; domain/shop/live-shop.ts). */
export const PaymentsSchema = z.looseObject({ live: flag });

export const CmsSchema = z.looseObject({
  fixedMenu: flag,
  correctMenuHeight: z.looseObject({
    desktop: z.number().min(-500).max(500),
    mobile: z.number().min(-500).max(500),
  }),
  informationalStripe: perLang(InformationalStripeSchema),
  newsletterVisible: flag,
});

const footerRow = z.looseObject({
  type: z.enum(["link", "company", "social", "html"]),
  text: perLang(z.string()).optional(),
  url: perLang(z.string()).optional(),
  html: perLang(z.string()).optional(),
  social: z
    .array(z.object({ type: z.enum(["fb", "ig", "yb", "tw", "pi", "li", "ti"]), url: z.string() }))
    .optional(),
});

const tracker = z.looseObject({
  id: z.string(),
  src: z.string(),
  consent: z.enum(["marketing", "other"]),
  langs: z.array(z.string()),
});

/** The whole stored document. */
export const SettingsSchema: z.ZodType<Settings> = z.looseObject({
  baseLang: z.string(),
  langs: z
    .array(
      z.looseObject({
        code: z.string(),
        name: z.string(),
        domain: z.string().optional(),
        locale: z.string(),
      }),
    )
    .min(1),
  baseCurrency: z.string(),
  currencies: z.array(z.looseObject({ code: z.string(), rate: z.number().positive() })),
  langCurrencyMap: z.record(z.string(), z.string()),
  logo: z.string(),
  shopName: z.string(),
  indexPageSeo: z.looseObject({ metaDescription: perLang(z.string()), title: perLang(z.string()) }),
  vatCountries: z.record(z.string(), z.number()),
  priceForLoggedUsers: flag,
  template: z.enum(TEMPLATES),
  defaultPageSize: z.number().int().positive(),
  additionalFunctions: AdditionalFunctionsSchema,
  buyProcess: BuyProcessSchema,
  companyDetails: CompanyDetailsSchema,
  footer: z.looseObject({
    columns: z.array(z.looseObject({ title: perLang(z.string()), rows: z.array(footerRow) })),
    hideBottomBar: flag,
    platformLink: z.string(),
  }),
  cms: CmsSchema,
  payments: PaymentsSchema.optional(),
  integrations: z.looseObject({
    instagram: z.looseObject({ active: flag }),
    trackers: z.array(tracker).optional(),
  }),
});

/** A refused value: its form field (the dotted path) and why, as a message key's last part. */
export interface FieldError {
  field: string;
  problem: "required" | "tooLong" | "email" | "invalid";
}

/** A field's name in the settings form: the dotted path of a zod issue. */
export function issueField(issue: { path: readonly PropertyKey[] }): string {
  return issue.path.map(String).join(".");
}

/** The refused fields of a failed check, one error per field. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    const field = issueField(issue);
    if (out.some((e) => e.field === field)) continue;
    const problem =
      issue.code === "too_small"
        ? "required"
        : issue.code === "too_big"
          ? "tooLong"
          : issue.code === "invalid_format"
            ? "email"
            : "invalid";
    out.push({ field, problem });
  }
  return out;
}
