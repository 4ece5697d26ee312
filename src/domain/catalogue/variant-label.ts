/**
 * Variant text for basket, wishlist and delivery rows: attribute names and
 * value texts in the shopper's language ("Kolor: Czerwony, Rozmiar: M"),
 * never ids. The server builds the label dictionary from the catalogue's
 * attributes (GET /api/public/order/variant-labels); rows resolve a line's
 * variant with it. Unknown attributes or values are left out rather than
 * shown as ids.
 */
import type { Attribute, Product } from "./catalogue.types";

export type VariantLabels = Record<string, { name: string; values: Record<string, string> }>;

function textIn(texts: Record<string, string> | undefined, lang: string, baseLang: string): string {
  return texts?.[lang] || texts?.[baseLang] || "";
}

/** The label dictionary for one language (falls back to the base language's texts). */
export function variantLabelsFor(
  attributes: readonly Attribute[],
  lang: string,
  baseLang: string,
): VariantLabels {
  const out: VariantLabels = {};
  for (const a of attributes) {
    const values: Record<string, string> = {};
    for (const v of a.values) {
      const text =
        textIn(v.text, lang, baseLang) || (v.number !== undefined ? String(v.number) : "");
      if (text) values[v.id] = text;
    }
    out[a._id] = { name: textIn(a.name, lang, baseLang), values };
  }
  return out;
}

/** `attr;value` pairs of a variant hash (`attr;value,attr;value`). */
export function hashPairs(hash: string): { id: string; value: string }[] {
  return hash
    .split(",")
    .map((pair) => pair.split(";"))
    .filter((p): p is [string, string] => p.length === 2 && p[0] !== "" && p[1] !== "")
    .map(([id, value]) => ({ id, value }));
}

/** "Name: Value, Name: Value" for a line's variant; empty when nothing is known. */
export function variantText(
  product: Pick<Product, "variants"> | undefined,
  variantHash: string,
  labels: VariantLabels | null,
): string {
  if (!variantHash || !labels) return "";
  const variant = product?.variants.find((v) => v.hash === variantHash);
  const pairs = variant?.attributes.length ? variant.attributes : hashPairs(variantHash);
  return pairs
    .map((p) => {
      const attribute = labels[p.id];
      const value = attribute?.values[p.value];
      if (!attribute || !value) return "";
      return attribute.name ? `${attribute.name}: ${value}` : value;
    })
    .filter(Boolean)
    .join(", ");
}

/**
 * An ordered line's stored variant text (attribute name -> value text, per language, as the
 * order kept it) in the shopper's language, falling back to the base language:
 * "Kolor: Czerwony, Rozmiar: M"; empty without a variant.
 */
export function storedVariantText(
  variant: Partial<Record<string, Record<string, string>>> | undefined,
  lang: string,
  baseLang: string,
): string {
  const texts = variant?.[lang] ?? variant?.[baseLang] ?? {};
  return Object.entries(texts)
    .map(([name, value]) => `${name}: ${value}`)
    .join(", ");
}
