/**
 * A product's prices: the net price, discount, variant surcharges, custom rules and a price
 * history story are drawn once; each language's gross price, its Omnibus lowest price and its
 * history follow from them by its VAT rate.
 */
import type {
  ProductType,
  VariantPriceOverride,
} from "../../../../domain/catalogue/catalogue.types.ts";
import { round2 } from "../prng.ts";
import type { Rng } from "../prng.ts";
import { LANGS } from "../words.ts";
import type { SeedLang, T3, VariantKind } from "../words.ts";
import { customRules } from "./custom-rules.ts";
import { DAY, json, run } from "./sql.ts";
import type { ProductStatements } from "./statements.ts";
import type { VariantSpec } from "./variants.ts";

/** VAT percent per language (langVat). */
export const LANG_VAT: Record<SeedLang, number> = { pl: 23, en: 20, de: 19 };

interface PricePoint {
  stamp: number;
  /** Multiplier of the language's regular gross price. */
  factor: number;
}

/** What a product's prices are made of, the same in every language. */
export interface Pricing {
  netto: number;
  /** Percent; 0 when none. */
  discount: number;
  overrides: { hash: string; factor: number }[];
  /** Which custom rules (0 to 3), -1 for none. */
  customRulesKind: number;
  dividePerPackage: number | null;
  wholesale: boolean;
  /** The price history story, scaled by each language's gross price. */
  points: PricePoint[];
}

export interface PricingInput {
  id: number;
  type: ProductType;
  name: T3;
  kind: VariantKind;
  specs: VariantSpec[];
  now: number;
}

/** Draws a product's prices. */
export function drawPricing(rng: Rng, input: PricingInput): Pricing {
  const { id, type, name, kind, specs, now } = input;
  const giftValue = type === "gift_card" ? Number(/\d+/.exec(name.pl)?.[0] ?? 100) : 0;
  const netto =
    type === "gift_card"
      ? giftValue
      : round2(Math.exp(rng.float(Math.log(9), Math.log(type === "set" ? 2500 : 1500))));
  const discount =
    type !== "gift_card" && (id === 1 || id === 3 || rng.chance(0.2))
      ? rng.pick([5, 10, 15, 20, 25, 30, 40, 50])
      : 0;
  const overrides: { hash: string; factor: number }[] = [];
  if (specs.length > 1 && (id === 2 || rng.chance(0.15))) {
    for (const sp of rng.sample(specs, rng.int(1, Math.min(3, specs.length - 1))))
      overrides.push({ hash: sp.hash, factor: rng.pick([1.1, 1.15, 1.2, 1.3, 1.4]) });
  }
  const customRulesKind = type === "normal" && (id === 5 || rng.chance(0.005)) ? rng.int(0, 3) : -1;
  const dividePerPackage =
    type === "normal" && kind === "none" && rng.chance(0.01) ? rng.pick([2, 4, 6, 10]) : null;
  const wholesale = type !== "gift_card";

  // price history story (same shape for every language, scaled by its gross price)
  const span = rng.int(30, 60);
  const points: PricePoint[] = [{ stamp: now - span * DAY, factor: round2(rng.float(0.95, 1.15)) }];
  const lowerEarlier = id === 1 || id === 8 || rng.chance(0.25);
  if (lowerEarlier)
    points.push({ stamp: now - rng.int(10, 25) * DAY, factor: round2(rng.float(0.8, 0.95)) });
  points.push({ stamp: now - rng.int(3, 9) * DAY, factor: 1 });
  if (discount > 0)
    points.push({ stamp: now - rng.int(0, 2) * DAY - 3_600_000, factor: 1 - discount / 100 });
  return { netto, discount, overrides, customRulesKind, dividePerPackage, wholesale, points };
}

/** The variant surcharges' prices (JSON) and the lowest gross price they make, from `sortPrice`. */
function variantPrices(
  pricing: Pricing,
  vat: number,
  sortPrice: number,
): { variantsJson: string | null; sortPrice: number } {
  const { netto, discount, overrides } = pricing;
  if (overrides.length === 0) return { variantsJson: null, sortPrice };
  const o: Record<string, VariantPriceOverride> = {};
  for (const ov of overrides) {
    const vn = round2(netto * ov.factor);
    const vb = round2(vn * (1 + vat / 100));
    const entry: VariantPriceOverride = { brutto: vb, netto: vn };
    if (discount > 0) {
      entry.discount = discount;
      entry.discountBrutto = round2(vb * (1 - discount / 100));
      entry.discountNetto = round2(vn * (1 - discount / 100));
    }
    o[ov.hash] = entry;
    sortPrice = Math.min(sortPrice, entry.discountBrutto ?? vb);
  }
  return { variantsJson: json(o), sortPrice };
}

/**
 * historical (Omnibus): lowest gross within the 30 days before now, ignoring the
 * current discount point itself; for non-discounted products only when lower.
 */
function historicalBrutto(pricing: Pricing, brutto: number, now: number): number | null {
  const { discount, points } = pricing;
  const cutoff = now - 30 * DAY;
  let lowest = Infinity;
  const regularPoints = discount > 0 ? points.slice(0, -1) : points;
  for (let k = 0; k < regularPoints.length; k++) {
    const p = regularPoints[k] as PricePoint;
    const nextStamp = regularPoints[k + 1]?.stamp ?? now;
    if (nextStamp >= cutoff) lowest = Math.min(lowest, round2(brutto * p.factor));
  }
  let hBrutto: number | null = null;
  if (discount > 0 && Number.isFinite(lowest)) hBrutto = lowest;
  else if (Number.isFinite(lowest) && lowest < brutto) hBrutto = lowest;
  return hBrutto;
}

/** Writes each language's price row and price history; gives each language's gross price. */
export function writePrices(
  S: ProductStatements,
  id: number,
  pricing: Pricing,
  now: number,
  /** The capacity attribute (its custom rules sum it). */
  capacityId: number,
): Record<SeedLang, number> {
  const { netto, discount, customRulesKind, dividePerPackage, wholesale, points } = pricing;
  const bruttoByLang = {} as Record<SeedLang, number>;
  for (const l of LANGS) {
    const vat = LANG_VAT[l];
    const brutto = round2(netto * (1 + vat / 100));
    bruttoByLang[l] = brutto;
    const dBrutto = discount > 0 ? round2(brutto * (1 - discount / 100)) : null;
    const dNetto = discount > 0 ? round2(netto * (1 - discount / 100)) : null;
    const { variantsJson, sortPrice } = variantPrices(pricing, vat, dBrutto ?? brutto);
    const rulesJson =
      customRulesKind >= 0 ? json(customRules(customRulesKind, brutto, netto, capacityId)) : null;
    const hBrutto = historicalBrutto(pricing, brutto, now);
    const hNetto = hBrutto === null ? null : round2(hBrutto / (1 + vat / 100));
    run(
      S.price,
      id,
      l,
      brutto,
      netto,
      vat,
      discount,
      dBrutto,
      dNetto,
      hBrutto,
      hNetto,
      dividePerPackage,
      variantsJson,
      rulesJson,
      wholesale ? round2(brutto * 0.8) : null,
      wholesale ? round2(netto * 0.8) : null,
      round2(sortPrice),
    );
    for (const p of points) run(S.history, id, l, p.stamp, round2(brutto * p.factor));
  }
  return bruttoByLang;
}
