/**
 * A basket line as the product tables show it (spec 2 §2 Basket and delivery
 * step: remove, image, name, variants, unit price, quantity, subtotal), made
 * from the stock-checked, priced basket and its products. The server's quote
 * answers these for the checkout steps (issue 29: one call prices the
 * lines once); the header's basket modal makes them in the browser from the
 * same priced basket, so both tables render the same view.
 *
 * `requested` is the quantity the shopper asked for when the stock check
 * lowered it (spec 1 §4 stock rule), so the table can say why it changed.
 */
import type { Product } from "../catalogue/catalogue.types";
import { imagePath } from "../catalogue/image-path";
import { variantText, type VariantLabels } from "../catalogue/variant-label";
import { lineKey, type StoredLine } from "./basket-line";
import type { PricedBasket } from "./basket-pricing";
import { lineUnit, type LineUnit } from "./line-unit";

export interface LineView {
  /** `lineKey` of the line: identifies it in the stored basket. */
  key: string;
  product: string;
  variantHash: string;
  type: string;
  components?: StoredLine["components"];
  personalization?: Record<string, string> | undefined;
  quantity: number;
  /** The quantity asked for, when the stock check lowered it; else null. */
  requested: number | null;
  max: number;
  /** The quantity factor: the stepper's step (1 for plain pieces). */
  step: number;
  name: string;
  /** The product page's path without the language prefix, null when unknown. */
  href: string | null;
  /** The thumbnail's path, null without an image. */
  image: string | null;
  /** "Kolor: Czerwony", empty when the line has no variant or its labels are unknown. */
  variant: string;
  priced: boolean;
  unitBrutto: number;
  unitNetto: number;
  lineBrutto: number;
  lineNetto: number;
  /** The quantity with its unit and the price per unit (`lineUnit`); null when unknown. */
  unit: LineUnit | null;
}

export interface LineViewContext {
  lang: string;
  locale: string;
  labels: VariantLabels | null;
  /** The lines as stored, before the stock check (for `requested`). */
  stored?: readonly StoredLine[] | undefined;
}

/** The table's view of every checked line of `basket`, in its order. */
export function lineViews(
  basket: PricedBasket,
  products: ReadonlyMap<string, Product>,
  context: LineViewContext,
): LineView[] {
  const stored = new Map((context.stored ?? []).map((l) => [lineKey(l), l.quantity]));
  return basket.checked.map((line, i) => {
    const priced = basket.lines[i];
    const product = products.get(line.product);
    const key = lineKey(line);
    const asked = stored.get(key);
    const factor = product?.options.view.quantityFactor;
    const unitBrutto = priced?.unitBrutto ?? 0;
    const unitNetto = priced?.unitNetto ?? 0;
    const view: LineView = {
      key,
      product: line.product,
      variantHash: line.variantHash,
      type: line.type,
      quantity: line.quantity,
      requested: asked !== undefined && asked > line.quantity ? asked : null,
      max: line.max,
      step: factor && factor > 0 ? factor : 1,
      name: product?.name[context.lang] ?? line.product,
      href: product ? `/p/${product.url[context.lang] ?? ""}` : null,
      image: product?.mainImage
        ? imagePath(product.mainImage.url, { thumb: true, webp: false })
        : null,
      variant: variantText(product, line.variantHash, context.labels),
      priced: priced?.priced ?? false,
      unitBrutto,
      unitNetto,
      lineBrutto: priced?.lineBrutto ?? 0,
      lineNetto: priced?.lineNetto ?? 0,
      unit: product
        ? lineUnit(product, { quantity: line.quantity, unitBrutto, unitNetto }, context.locale)
        : null,
    };
    if (line.components) view.components = [...line.components];
    if (line.personalization) view.personalization = { ...line.personalization };
    return view;
  });
}

/**
 * The stored fields of a line (ids, quantity, type, components, personalization), nothing
 * else. Kept out of basket-line.ts, which every page's first script carries.
 */
export function storedLine(line: StoredLine): StoredLine {
  const out: StoredLine = {
    product: line.product,
    variantHash: line.variantHash,
    quantity: line.quantity,
    type: line.type,
  };
  if (line.components) out.components = line.components;
  if (line.personalization) out.personalization = line.personalization;
  return out;
}
