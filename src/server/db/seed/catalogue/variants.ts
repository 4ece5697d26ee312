/**
 * A product's variants: the attribute values they combine (at most 12 combinations, drawn by
 * the top category's variant kind), and each variant's stock row. A product without variants
 * has one row with hash '' that holds its stock.
 */
import type {
  ProductType,
  VariantAttribute,
} from "../../../../domain/catalogue/catalogue.types.ts";
import { categoryPoolImage } from "../images.ts";
import type { PoolImage } from "../images.ts";
import type { Rng } from "../prng.ts";
import type { VariantKind } from "../words.ts";
import { json, jsonOrNull } from "./sql.ts";
import type { Attr, AttrValue } from "./types.ts";

export interface VariantSpec {
  attributes: VariantAttribute[];
  hash: string;
  values: AttrValue[];
}

function cartesian(groups: AttrValue[][]): AttrValue[][] {
  let acc: AttrValue[][] = [[]];
  for (const g of groups) {
    const next: AttrValue[][] = [];
    for (const a of acc) for (const v of g) next.push([...a, v]);
    acc = next;
  }
  return acc;
}

function contiguous<T>(rng: Rng, items: readonly T[], min: number, max: number): T[] {
  const n = Math.min(items.length, rng.int(min, max));
  const start = rng.int(0, items.length - n);
  return items.slice(start, start + n);
}

export function variantSpecs(
  rng: Rng,
  kind: VariantKind,
  attrs: Record<Attr["key"], Attr>,
): VariantSpec[] {
  const groups: AttrValue[][] = [];
  const colours = (min: number, max: number): AttrValue[] =>
    rng.sample(attrs.colour.values, rng.int(min, max)).sort((a, b) => a.id - b.id);
  switch (kind) {
    case "colourSize":
      groups.push(colours(1, 4), contiguous(rng, attrs.size.values, 2, 5));
      break;
    case "colourShoe":
      groups.push(colours(1, 3), contiguous(rng, attrs.shoe.values, 3, 6));
      break;
    case "colourCapacity": {
      groups.push(colours(2, 4));
      const caps = contiguous(rng, attrs.capacity.values, 1, 3);
      if (caps.length > 1) groups.push(caps);
      break;
    }
    case "colour":
      groups.push(colours(2, 5));
      break;
    case "weight":
      groups.push(contiguous(rng, attrs.weight.values, 2, 4));
      break;
    case "none":
      return [];
  }
  return cartesian(groups)
    .slice(0, 12)
    .map((values) => {
      const attributes = values.map((v) => ({ id: String(v.attributeId), value: String(v.id) }));
      return { attributes, values, hash: attributes.map((a) => `${a.id};${a.value}`).join(",") };
    });
}

/** A variants row's values: hash, attributes (JSON), count, locked, weight, images (JSON). */
export type VariantRow = [string, string, number, number, number, string | null];

export interface StockInput {
  id: number;
  type: ProductType;
  preorder: boolean;
  specs: VariantSpec[];
  productWeight: number;
  attrs: Record<Attr["key"], Attr>;
  pool: PoolImage[];
  /** The product's top category (its pictures). */
  topIndex: number;
}

/** Each variant's stock (a preorder has none, an electronic product or gift card plenty). */
export function stockRows(
  rng: Rng,
  input: StockInput,
): { totalStock: number; hashes: string[]; variantRows: VariantRow[] } {
  const { id, type, preorder, specs, productWeight, attrs, pool } = input;
  const inCategory = (p: PoolImage) => categoryPoolImage(pool, input.topIndex, p);
  let totalStock = 0;
  const hashes: string[] = [];
  const variantRows: VariantRow[] = [];
  const stockOf = (): [number, number] => {
    if (preorder) return [0, 0];
    if (type === "electronic" || type === "gift_card") return [9999, 0];
    const count = rng.chance(0.12) ? 0 : rng.int(1, 40);
    const locked = count > 0 && rng.chance(0.15) ? rng.int(1, Math.min(2, count)) : 0;
    return [count, locked];
  };
  if (specs.length === 0) {
    const [count, locked] = stockOf();
    totalStock += Math.max(count - locked, 0);
    hashes.push("");
    variantRows.push(["", "[]", count, locked, type === "electronic" ? 0 : productWeight, null]);
  } else {
    for (const sp of specs) {
      const [count, locked] = stockOf();
      totalStock += Math.max(count - locked, 0);
      hashes.push(sp.hash);
      const colour = sp.values.find((v) => v.attributeId === attrs.colour.id);
      const vImages =
        colour && rng.chance(0.7)
          ? [inCategory(pool[(colour.id * 7 + id) % pool.length] as PoolImage)].map((p) => ({
              url: p.url,
              r: p.r,
            }))
          : null;
      variantRows.push([
        sp.hash,
        json(sp.attributes),
        count,
        locked,
        productWeight,
        jsonOrNull(vImages),
      ]);
    }
  }
  return { totalStock, hashes, variantRows };
}
