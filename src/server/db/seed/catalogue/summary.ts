/** A seeded product as the rest of the seed uses it (orders, home sections, baskets). */
import { ATTRIBUTE_NAMES, LANGS } from "../words.ts";
import type { SeedLang } from "../words.ts";
import type { ProductDraft } from "./draft.ts";
import type { Attr, SeedProductSummary } from "./types.ts";

export interface SummaryInput {
  code: string;
  code2: string;
  /** Each language's gross price. */
  brutto: Record<SeedLang, number>;
}

/** The summary of a written product; its first variant (if any) stands for it. */
export function productSummary(
  draft: ProductDraft,
  written: SummaryInput,
  attrs: Record<Attr["key"], Attr>,
): SeedProductSummary {
  const first = draft.specs[0];
  const variantText = { pl: {}, en: {}, de: {} } as Record<SeedLang, Record<string, string>>;
  if (first)
    for (const v of first.values) {
      const a = Object.values(attrs).find((x) => x.id === v.attributeId) as Attr;
      for (const l of LANGS) variantText[l][ATTRIBUTE_NAMES[a.key][l]] = v.text[l];
    }
  return {
    id: draft.id,
    type: draft.type,
    name: draft.name,
    url: draft.url,
    code: written.code,
    code2: written.code2,
    netto: draft.pricing.netto,
    brutto: written.brutto,
    mainImage: draft.presentation.mainImage,
    manufacturerId: draft.manufacturer?.id ?? null,
    categories: [...draft.catIds.keys()],
    variantHash: first?.hash ?? "",
    variantAttributes: first?.attributes ?? [],
    variantText,
    archived: draft.archived,
    removed: draft.removed,
    stock: draft.totalStock,
    discount: draft.pricing.discount,
  };
}
