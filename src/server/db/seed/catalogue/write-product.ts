/**
 * Writes a drawn product: its codes, its products row, its texts and full-text rows in every
 * language (a removed product is not searchable), variants, facets and categories.
 */
import type { DescriptionSection } from "../../../../domain/catalogue/catalogue.types.ts";
import { foldSearchText, stripHtml } from "../../fts.ts";
import type { Rng } from "../prng.ts";
import { LANGS } from "../words.ts";
import { description } from "./texts.ts";
import type { ProductDraft } from "./draft.ts";
import { LANG_VAT } from "./prices.ts";
import { DAY, iso, json, jsonOrNull, run } from "./sql.ts";
import type { ProductStatements } from "./statements.ts";

function ean13(n: number): string {
  const body = `590${String(n).padStart(9, "0")}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return body + String((10 - (sum % 10)) % 10);
}

/** Writes the product's rows (drawing its second product code, removal time and description). */
export function writeProduct(
  rng: Rng,
  S: ProductStatements,
  now: number,
  draft: ProductDraft,
): { code: string; code2: string } {
  const { id, type, name, url, cat, manufacturer, archived, preorder, removed } = draft;
  const { createdAt, smartIdx, components, specs, totalStock, variantRows } = draft;
  const { mainImage, gallery, unit, pricedUnit, view, badges } = draft.presentation;
  const { personalization, linked, advancedOptions, additionalDescription } = draft.extras;
  const { attrRows, materialText, extraSpec } = draft.facets;

  const code = `P${String(id).padStart(6, "0")}`;
  const code2 = ean13(id);
  const productCode = manufacturer
    ? `${manufacturer.url.slice(0, 3).toUpperCase()}-${(id * 37) % 100000}`
    : null;
  const productCode2 = rng.chance(0.1) ? `ALT-${id}` : null;

  run(
    S.product,
    id,
    type,
    code,
    code2,
    productCode,
    productCode2,
    manufacturer?.id ?? null,
    cat.id,
    archived ? 1 : 0,
    preorder ? 1 : 0,
    iso(createdAt),
    draft.index,
    smartIdx,
    removed ? iso(now - rng.int(1, 90) * DAY) : null,
    json(mainImage),
    json(gallery),
    unit,
    pricedUnit,
    json(LANG_VAT),
    json({ view }),
    json(badges),
    jsonOrNull(personalization),
    jsonOrNull(components),
    jsonOrNull(linked),
    jsonOrNull(advancedOptions ? { linkedHeader: advancedOptions.linkedHeader } : null),
    jsonOrNull(additionalDescription),
    totalStock,
    specs.length > 0 ? 1 : 0,
  );

  const desc = description(rng, name, materialText, extraSpec);
  const codes = [code, code2, productCode ?? "", productCode2 ?? ""].join(" ").trim();
  for (const l of LANGS) {
    run(S.i18n, id, l, name[l], url[l], json(desc[l]));
    if (!removed) {
      const body = foldSearchText(
        `${name[l]} ${manufacturer?.name ?? ""} ${cat.name[l]} ${stripHtml((desc[l][0] as DescriptionSection).text)}`,
      );
      run(S.fts, name[l], codes, body, l, id);
    }
  }
  variantRows.forEach((v, k) => run(S.variant, id, v[0], v[1], v[2], v[3], v[4], v[5], k));
  for (const [aid, vid, isVar] of attrRows.values()) run(S.attr, id, aid, vid, isVar);
  for (const [cid, direct] of draft.catIds) run(S.cat, id, cid, direct);
  return { code, code2 };
}
