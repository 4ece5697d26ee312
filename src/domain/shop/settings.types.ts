/**
 * Shop settings (spec 1 §3 Settings, spec 2 §3 Settings read). Stored by the
 * backend as one JSON document and handed to pages as initial state.
 */
import type { CurrencyCode, Lang, PerLang } from "../catalogue/catalogue.types";

export type PriceDisplayMode = "brutto" | "netto" | "brutto+netto" | "netto+brutto";
export type AfterBasketAdd = "notification" | "showBasket" | "summary";
export type Template = "public/tmpl1" | "public/tmpl2" | "public/tmpl3" | "public/tmpl4";

export interface CurrencySetting {
  /** Lower-case code, e.g. `eur`. */
  code: CurrencyCode;
  /** Units of this currency per one unit of the base currency. */
  rate: number;
}

export interface LanguageSetting {
  code: Lang;
  /** Native display name. */
  name: string;
  /** Own domain or subdomain (host only, e.g. `en.shop.example`); absent means a path prefix. */
  domain?: string | undefined;
  /** Locale for number/date formatting, e.g. `pl-PL`. */
  locale: string;
}

export interface FooterRow {
  type: "link" | "company" | "social" | "html";
  text?: PerLang<string> | undefined;
  url?: PerLang<string> | undefined;
  html?: PerLang<string> | undefined;
  social?: { type: "fb" | "ig" | "yb" | "tw" | "pi" | "li" | "ti"; url: string }[] | undefined;
}

export interface FooterColumn {
  title: PerLang<string>;
  rows: FooterRow[];
}

/**
 * An analytics or marketing script (Google Analytics, a pixel, any tag): its
 * address, the cookie consent it needs ("other" for analytics, "marketing"
 * for advertising) and the languages it is switched on for.
 */
export interface TrackerSettings {
  id: string;
  src: string;
  consent: "marketing" | "other";
  langs: string[];
}

export interface CompanyDetails {
  name: string;
  tel: string;
  email: string;
  address: string;
  details?: string | undefined;
  logo?: PerLang<string> | undefined;
}

export interface InformationalStripe {
  fixed: boolean;
  enabled: boolean;
  html: string;
  enabled2: boolean;
  html2: string;
}

export interface AdditionalFunctions {
  nettoBrutto: PriceDisplayMode;
  addToBasketonList: boolean;
  showSoldOutOnList: boolean;
  showVariantsOnList: boolean;
  showManufacturerOnList: boolean;
  unifyImageSize: boolean;
  unifyImagePortrait: boolean;
  notifyAvailabilityEnabled: boolean;
  vatPerDeliveryCountry: boolean;
  /** Convert raster images to webp when serving. */
  imageOptimisation: boolean;
  hidePriceFilter: boolean;
  disablePagination: boolean;
  groupDescriptionPlainHtml: boolean;
  opinionsEnabled: boolean;
  returnsDisabled: boolean;
  companiesOnly: boolean;
  nipRequired: boolean;
  registrationFields: { country: boolean; nip: boolean; phone: boolean };
  loyaltyEnabled: boolean;
  stockValidationDisabled: boolean;
}

export interface Settings {
  baseLang: Lang;
  langs: LanguageSetting[];
  baseCurrency: CurrencyCode;
  currencies: CurrencySetting[];
  /** Default currency per language. */
  langCurrencyMap: Record<Lang, CurrencyCode>;
  logo: string;
  shopName: string;
  indexPageSeo: { metaDescription: PerLang<string>; title: PerLang<string> };
  /** VAT percent per delivery country, used when vatPerDeliveryCountry is on. */
  vatCountries: Record<string, number>;
  priceForLoggedUsers: boolean;
  template: Template;
  defaultPageSize: number;
  additionalFunctions: AdditionalFunctions;
  buyProcess: { afterBasketAdd: AfterBasketAdd };
  companyDetails: CompanyDetails;
  footer: { columns: FooterColumn[]; hideBottomBar: boolean; platformLink: string };
  cms: {
    fixedMenu: boolean;
    correctMenuHeight: { desktop: number; mobile: number };
    informationalStripe: PerLang<InformationalStripe>;
    newsletterVisible: boolean;
  };
  /**
   * The owner's payment switch (issue 44): `live` is on once the shop takes real money, and
   * the embedded test gateway is then never offered (domain/shop/live-shop.ts; absent: live).
   */
  payments?: { live: boolean } | undefined;
  integrations: {
    instagram: { active: boolean };
    /** Analytics and marketing scripts, loaded only after the matching cookie consent. */
    trackers?: TrackerSettings[] | undefined;
  };
}
