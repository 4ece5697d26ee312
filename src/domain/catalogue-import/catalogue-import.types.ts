/**
 * The shapes of a catalogue import (issue 31, item 6): what the catalogue holds of each product
 * (the snapshot an import is compared with), one line of the file, what a line changes and why
 * a line is refused. Field names are the CSV's columns (`name_pl`, `price_en`, `stock`, …).
 */

/** What the import can see and change of one product. Amounts: gross, base currency. */
export interface ProductSnapshot {
  id: number;
  code: string;
  /** Name per shop language; a language without a name is absent. */
  names: Record<string, string>;
  /** The list price (before discounts) per language; a language without a price is absent. */
  prices: Record<string, number>;
  /** Pieces in stock (a product with variants: their sum). */
  stock: number;
  /** True when stock lives on several variants: the file cannot set it. */
  hasVariants: boolean;
  /** Category ids assigned directly, ascending. */
  categories: string[];
  archived: boolean;
}

/** Everything a plan is checked against. */
export interface CatalogueSnapshot {
  /** The shop's languages, the base language first. */
  langs: readonly string[];
  products: ReadonlyMap<number, ProductSnapshot>;
  /** Any category id or url (in any language) → its id. */
  categories: ReadonlyMap<string, string>;
}

/** Why a line is refused: the column (or "line") and a reason code the page translates. */
export type ImportProblemCode =
  | "missingColumn"
  | "cellCount"
  | "badId"
  | "unknownProduct"
  | "duplicateProduct"
  | "missingCode"
  | "duplicateCode"
  | "codeTaken"
  | "missingName"
  | "tooLong"
  | "badPrice"
  | "badStock"
  | "negativeStock"
  | "variantStock"
  | "unknownCategory"
  | "badArchived";

export interface ImportProblem {
  field: string;
  code: ImportProblemCode;
  /** The offending value (or the other line's number for duplicates, the line's cell count). */
  value?: string | undefined;
  /** What was expected instead (the header's cell count). */
  expected?: string | undefined;
}

/** One changed field: its column, the value now and the value after the import (as in the file). */
export interface FieldChange {
  field: string;
  from: string;
  to: string;
}

/** What the import writes for one product: only the changed parts are set. */
export interface ProductPatch {
  code?: string | undefined;
  names?: Record<string, string> | undefined;
  prices?: Record<string, number> | undefined;
  stock?: number | undefined;
  categories?: string[] | undefined;
  archived?: boolean | undefined;
}

export interface ProductUpdate {
  line: number;
  id: number;
  code: string;
  changes: FieldChange[];
  patch: ProductPatch;
}

export interface BadLine {
  line: number;
  problems: ImportProblem[];
}

export interface ImportPlan {
  updates: ProductUpdate[];
  /** Good lines that change nothing. */
  unchanged: number;
  bad: BadLine[];
}
