/**
 * What the server builds for the product page's top island (`ProductTop`):
 * everything precomputed (prices per variant already in the shopper's currency
 * and display mode), so the island bundles no price logic and never sees
 * server code. The island's props add its translated texts to this view
 * (`ProductTopProps` in `src/features/product/product-view.types.ts`).
 */
import type { Attribute, ProductType, Variant } from "../domain/catalogue/catalogue.types";
import type { Selection } from "../domain/catalogue/variant-picker";
import type { AfterBasketAdd } from "../domain/shop/settings.types";

export interface GalleryImage {
  /** Full-size image (webp when image optimisation is on). */
  src: string;
  /** `min-` thumbnail. */
  thumb: string;
  width: number;
  height: number;
  alt: string;
}

export type GalleryMode = "gallery" | "default" | "flat";

export interface PriceLine {
  text: string;
  previousText?: string | undefined;
  primary: boolean;
  /** Translated gross/net suffix. */
  suffix?: string | undefined;
}

export interface PriceLite {
  from: boolean;
  sale: boolean;
  lines: PriceLine[];
  /** The unit the amounts are for (a weight product's "kg"), shown as "59,13 zł/kg". */
  per?: string | undefined;
  /** "12,34 zł per 100 g" */
  perUnit?: string | undefined;
  /** One piece of a package (`custom.dividePerPackage`): "91,28 zł za 1 szt. (w opakowaniu 6 szt.)" */
  perPackage?: string | undefined;
  /** Primary amount in the shown currency (set-creator totals). */
  amount: number;
}

export interface PersonalizationField {
  id: string;
  name: string;
  type: "text" | "image";
  required: boolean;
}

export interface ComponentView {
  product: string;
  variantHash: string;
  name: string;
  url: string;
  thumb?: string | undefined;
  /** Quantity per one set in the definition. */
  quantity: number;
  /** Count − locked of the component variant. */
  available: number;
  unitPrice: number;
  unitPriceText: string;
  personalization: PersonalizationField[];
}

export type PickerAttribute = Pick<Attribute, "_id" | "name" | "type" | "values">;

/** `src/server/views/product-view.ts` builds it; the page passes it on. */
export interface ProductTopView {
  lang: string;
  locale: string;
  currency: string;
  productId: string;
  type: ProductType;
  name: string;
  unit: string;
  quantityFactor: number;
  preorder: boolean;
  /** Archived: shown, never sold (no stock line, no buttons; the page says so). */
  archived: boolean;
  stockValidationOff: boolean;
  notifyEnabled: boolean;
  pricesHidden: boolean;
  afterBasketAdd: AfterBasketAdd;
  deliveryHref: string;
  attributes: PickerAttribute[];
  variants: Pick<Variant, "hash" | "attributes" | "count" | "locked">[];
  overrideVariantsOrder?: string[] | undefined;
  initialSelection: Selection;
  /** Keyed by variant hash; "" is the price with no variant chosen. */
  prices: Record<string, PriceLite>;
  personalization: PersonalizationField[];
  components: ComponentView[];
  customCounts: boolean;
  allowZero: boolean;
  gallery: {
    mode: GalleryMode;
    images: GalleryImage[];
    variantImages: Record<string, GalleryImage[]>;
  };
}
