/**
 * Where a product is found: the attribute values it is filtered by (a material, a power, its
 * variants' values) and the categories it is listed in (its own with their ancestors, now and
 * then the outlet or a sibling category).
 */
import type { ProductType } from "../../../../domain/catalogue/catalogue.types.ts";
import type { Rng } from "../prng.ts";
import type { T3 } from "../words.ts";
import type { Attr, SeedCategory } from "./types.ts";
import type { VariantSpec } from "./variants.ts";

export interface Facets {
  /** By `attributeId;valueId`: attribute, value, and 1 when it comes from a variant. */
  attrRows: Map<string, [number, number, number]>;
  /** The material's text (for the specification), if it has one. */
  materialText: T3 | null;
  /** The power's text (for the specification), or "". */
  extraSpec: string;
}

/** Draws the attribute values a product of `cat` is filtered by. */
export function drawFacets(
  rng: Rng,
  cat: SeedCategory,
  type: ProductType,
  specs: VariantSpec[],
  attrs: Record<Attr["key"], Attr>,
): Facets {
  const attrRows = new Map<string, [number, number, number]>();
  let materialText: T3 | null = null;
  if (cat.extra.includes("material") && type !== "gift_card") {
    const m = rng.pick(attrs.material.values);
    materialText = m.text;
    attrRows.set(`${m.attributeId};${m.id}`, [m.attributeId, m.id, 0]);
  }
  let extraSpec = "";
  if (cat.extra.includes("power") && type === "normal") {
    const p = rng.pick(attrs.power.values);
    extraSpec = `${p.text.pl}`;
    attrRows.set(`${p.attributeId};${p.id}`, [p.attributeId, p.id, 0]);
  }
  for (const sp of specs)
    for (const v of sp.values) attrRows.set(`${v.attributeId};${v.id}`, [v.attributeId, v.id, 1]);
  return { attrRows, materialText, extraSpec };
}

/** Draws the categories a product of `cat` is listed in: category id -> 1 direct, 0 an ancestor. */
export function drawCategories(
  rng: Rng,
  cat: SeedCategory,
  type: ProductType,
  assignable: SeedCategory[],
  outlet: SeedCategory | undefined,
): Map<number, number> {
  const catIds = new Map<number, number>();
  const addCat = (c: SeedCategory): void => {
    for (const h of c.hierarchy) if (!catIds.has(h)) catIds.set(h, 0);
    catIds.set(c.id, 1);
  };
  addCat(cat);
  if (outlet && type === "normal" && rng.chance(0.03)) addCat(outlet);
  if (type === "normal" && rng.chance(0.1)) {
    const siblings = assignable.filter((c) => c.topIndex === cat.topIndex && c.id !== cat.id);
    if (siblings.length > 0) addCat(rng.pick(siblings));
  }
  return catIds;
}
