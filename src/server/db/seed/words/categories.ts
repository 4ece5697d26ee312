/** The demo catalogue's category tree: top categories, their leaves and the products' nouns. */
import { CATEGORIES_EVERYDAY } from "./categories-everyday.ts";
import { CATEGORIES_LEISURE } from "./categories-leisure.ts";
import { t3 } from "./lang.ts";
import type { T3 } from "./lang.ts";

/** Which attribute keys form variants for products of a top category. */
export type VariantKind =
  "colourSize" | "colourShoe" | "colourCapacity" | "colour" | "weight" | "none";

export interface LeafDef {
  name: T3;
  /** Product nouns for this category. */
  nouns: T3[];
  children?: { name: T3; menuHidden?: boolean }[];
  menuHidden?: boolean;
}

export interface TopDef {
  name: T3;
  variants: VariantKind;
  /** Non-variant attribute keys. */
  extra: ("material" | "power")[];
  children: LeafDef[];
  menuHidden?: boolean;
}

export const CATEGORY_TREE: TopDef[] = [...CATEGORIES_EVERYDAY, ...CATEGORIES_LEISURE];

export const GIFT_CARD_CATEGORY = t3("Karty podarunkowe", "Gift cards", "Geschenkkarten");
