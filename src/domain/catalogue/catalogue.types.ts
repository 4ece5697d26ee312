/**
 * Shapes of the public catalogue API (spec 1 §3), shared by the server, the
 * pages and the islands. Field names follow the spec exactly so that the
 * storefront can talk to any backend that speaks the same API.
 */

/** A language code such as `pl`, `en`, `de`. */
export type Lang = string;
/** A currency code in lower case such as `pln`, `eur`. */
export type CurrencyCode = string;

/** A value per language: `{ pl: "...", en: "..." }`. */
export type PerLang<T> = Record<Lang, T>;

export const PRODUCT_TYPES = [
  "normal",
  "weight",
  "electronic",
  "set",
  "set_creator",
  "gift_card",
] as const;

export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Per-variant price override, keyed by variant hash in {@link LangPrice.variants}. */
export interface VariantPriceOverride {
  brutto: number;
  netto: number;
  discount?: number | undefined;
  discountBrutto?: number | undefined;
  discountNetto?: number | undefined;
}

/** A custom pricing rule (spec 1 §3). */
export interface CustomPricingRule {
  type: "total" | "itemCount" | "attrSum" | "formula";
  /** Lower bound (inclusive) of the measured value; for `formula` unused. */
  from?: number | undefined;
  /** Upper bound (inclusive); absent means no upper bound. */
  to?: number | undefined;
  /** Resulting unit price gross. */
  brutto?: number | undefined;
  /** Resulting unit price net. */
  netto?: number | undefined;
  /** Restrict the rule to one variant hash. */
  variant?: string | undefined;
  /** For `formula`: an arithmetic/boolean expression over `vars`. */
  formula?: string | undefined;
  /** For `attrSum`: attribute ids summed; for `formula`: variable names. */
  vars?: string[] | undefined;
}

/** Price of a product in one language (its currency is the language's currency base). */
export interface LangPrice {
  brutto: number;
  netto: number;
  vat: number;
  /** Discount in percent; 0 when none. */
  discount: number;
  /** Discounted gross price, when discounted. */
  discountBrutto?: number | undefined;
  /** Discounted net price, when discounted. */
  discountNetto?: number | undefined;
  historicalBrutto?: number | undefined;
  historicalNetto?: number | undefined;
  custom?: { dividePerPackage?: number | undefined; rules?: CustomPricingRule[] | undefined };
  /** Per-variant overrides keyed by variant hash. */
  variants?: Record<string, VariantPriceOverride> | undefined;
  /** Wholesale prices, shown to wholesale customers only. */
  wholesale?: { brutto: number; netto: number } | undefined;
}

export interface PriceHistoryPoint {
  /** Epoch milliseconds. */
  stamp: number;
  /** Gross price at that time. */
  val: number;
}

export interface ImageRef {
  url: string;
  /** Width / height ratio. */
  r: number;
  alt?: string | undefined;
  width?: number | undefined;
  height?: number | undefined;
}

export interface VariantAttribute {
  id: string;
  value: string;
}

export interface Variant {
  attributes: VariantAttribute[];
  /** `attrId;valueId` pairs joined by commas, in attribute order. */
  hash: string;
  count: number;
  locked: number;
  weight?: number | undefined;
  images?: ImageRef[] | undefined;
}

export interface PersonalizationOption {
  id: string;
  name: PerLang<string>;
  type: "text" | "image";
  required: boolean;
}

export interface SetComponent {
  product: string;
  quantity: number;
  variant?: string | undefined;
}

export interface LinkedItem {
  url: string;
  mainImage?: ImageRef | undefined;
  name: string;
  border?: boolean | undefined;
}

export interface ProductViewOptions {
  pricedUnit?: number | undefined;
  quantityFactor?: number | undefined;
  allowPreorder?: boolean | undefined;
  catPosition?: number | undefined;
  unit?: string | undefined;
  customCountsForSet?: boolean | undefined;
  allowZeroForSet?: boolean | undefined;
  disableStockCountValidationOnUi?: boolean | undefined;
  overrideVariantsOrder?: string[] | undefined;
  ignoreActiveInLinked?: boolean | undefined;
  minimumVariantPrice?: boolean | undefined;
  newBadge?: boolean | undefined;
  bestsellerBadge?: boolean | undefined;
  additionalBadge?: string | undefined;
}

export interface DescriptionSection {
  title: string;
  text: string;
}

/** A product as the public API returns it for one language. */
export interface Product {
  _id: string;
  type: ProductType;
  name: PerLang<string>;
  url: PerLang<string>;
  description: PerLang<DescriptionSection[]>;
  code: string;
  code2?: string | undefined;
  productCode?: string | undefined;
  productCode2?: string | undefined;
  price: PerLang<LangPrice>;
  priceHistory?: PerLang<PriceHistoryPoint[]> | undefined;
  langVat: PerLang<number>;
  unit?: string | undefined;
  pricedUnit?: string | undefined;
  variants: Variant[];
  attributes: VariantAttribute[];
  categories: string[];
  mainCategory?: string | undefined;
  manufacturer?: string | undefined;
  linkedData?: LinkedItem[] | undefined;
  badges: string[];
  mainImage?: ImageRef | undefined;
  images: ImageRef[];
  components?: SetComponent[] | undefined;
  componentsData?: Product[] | undefined;
  personalization?: PersonalizationOption[] | undefined;
  archived: boolean;
  preorder: boolean;
  createdAt: string;
  idx: number;
  smartIdx?: number | undefined;
  additionalDescription?: PerLang<string> | undefined;
  advancedOptions?: { linkedHeader?: PerLang<string> | undefined } | undefined;
  options: { view: ProductViewOptions };
}

export interface CategoryRef {
  _id: string;
  parentId: string | null;
  order: number;
  name: PerLang<string>;
  url: PerLang<string>;
  hierarchy: string[];
  menuHidden: boolean;
}

export interface AttributeValue {
  id: string;
  text: PerLang<string>;
  number?: number | undefined;
  image?: string | undefined;
}

export interface Attribute {
  _id: string;
  name: PerLang<string>;
  type: "number" | "text" | "image";
  values: AttributeValue[];
}

export interface Manufacturer {
  _id: string;
  name: PerLang<string>;
  url?: PerLang<string> | undefined;
}

/** An opinion (review) of a product as the API answers it (spec 1 §3 Opinion). */
export interface Opinion {
  _id: string;
  user: { name: string };
  product: { name: string };
  /** Rating 1..5. */
  number: number;
  text: string;
  verified: boolean;
  createdAt: string;
}
