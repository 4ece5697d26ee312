/** What the catalogue seed gives the rest of the seed (shop.ts, index.ts), and its own shapes. */
import type {
  ImageRef,
  ProductType,
  VariantAttribute,
} from "../../../../domain/catalogue/catalogue.types.ts";
import type { ATTRIBUTE_NAMES, SeedLang, T3, VariantKind } from "../words.ts";

export interface SeedCategory {
  id: number;
  parentId: number | null;
  depth: number;
  name: T3;
  url: T3;
  hierarchy: number[];
  menuHidden: boolean;
  topIndex: number;
  nouns: T3[];
  variants: VariantKind;
  extra: ("material" | "power")[];
}

export interface SeedProductSummary {
  id: number;
  type: ProductType;
  name: T3;
  url: T3;
  code: string;
  code2: string;
  netto: number;
  brutto: Record<SeedLang, number>;
  mainImage: ImageRef;
  manufacturerId: number | null;
  categories: number[];
  variantHash: string;
  variantAttributes: VariantAttribute[];
  /** Human readable variant: attribute name -> value text, per language. */
  variantText: Record<SeedLang, Record<string, string>>;
  archived: boolean;
  removed: boolean;
  stock: number;
  /** Discount percent on every language's price; 0 when none. */
  discount: number;
}

export interface CatalogueResult {
  categories: SeedCategory[];
  manufacturers: { id: number; name: string; url: string }[];
  groups: { id: number; name: T3; url: T3; productIds: number[] }[];
  /** Summaries of the first products (for orders, home sections, baskets). */
  products: SeedProductSummary[];
  productCount: number;
  giftCardProductIds: number[];
  opinionCount: number;
}

export interface AttrValue {
  id: number;
  attributeId: number;
  text: T3;
  number?: number;
}

export interface Attr {
  id: number;
  key: keyof typeof ATTRIBUTE_NAMES;
  type: "text" | "number" | "image";
  display: "list" | "dropdown";
  values: AttrValue[];
}

/** What later products need of an earlier one (sets pick their components by it). */
export interface ProductMeta {
  type: ProductType;
  archived: boolean;
  removed: boolean;
  hashes: string[];
}
