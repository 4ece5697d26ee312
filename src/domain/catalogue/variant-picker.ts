/**
 * Variant picker (spec 1 §3 "Variant picker entry": name, type text/number/
 * image, values with id, text, image, disabled, available; §2 `vr` preset).
 *
 * Decisions where the spec is silent:
 * - Entries are the attributes that appear in the product's variants, in the
 *   order of the variant hashes (`attrId;valueId` pairs joined by commas).
 * - Values follow the attribute's own value order; `overrideVariantsOrder`
 *   (a list of value ids, or `attrId;valueId` pairs) moves the listed values
 *   first, in its order.
 * - A value is `disabled` when no variant combines it with the other chosen
 *   values; it is `available` when such a variant has stock (count − locked
 *   > 0) or preorder is allowed.
 * - `vr` is a variant hash; anything that is not exactly a hash of this
 *   product (unknown, tampered, too long) is ignored.
 */
import type { Attribute, Product, Variant } from "./catalogue.types";

export type Selection = Record<string, string>;

export interface PickerValue {
  id: string;
  text: string;
  /** Swatch image url or colour (image attributes). */
  image?: string | undefined;
  disabled: boolean;
  available: boolean;
}

export interface PickerEntry {
  id: string;
  name: string;
  type: "text" | "number" | "image";
  values: PickerValue[];
}

const MAX_VR_LENGTH = 512;

type VariantsOf = Pick<Product, "variants">;

/** The variants a shopper can choose (those with attributes). */
export function pickableVariants(product: VariantsOf): Variant[] {
  return product.variants.filter((v) => v.attributes.length > 0);
}

/** Attribute ids of the picker, in hash order. */
export function pickerAttributeIds(product: VariantsOf): string[] {
  const ids: string[] = [];
  for (const v of pickableVariants(product))
    for (const a of v.attributes) if (!ids.includes(a.id)) ids.push(a.id);
  return ids;
}

function matches(variant: Variant, selection: Selection): boolean {
  return Object.entries(selection).every(([attr, value]) =>
    variant.attributes.some((a) => a.id === attr && a.value === value),
  );
}

/** The variant whose attributes are exactly the selection, if every attribute is chosen. */
export function variantForSelection(
  product: VariantsOf,
  selection: Selection,
): Variant | undefined {
  const ids = pickerAttributeIds(product);
  if (ids.length === 0 || ids.some((id) => !selection[id])) return undefined;
  return pickableVariants(product).find(
    (v) => v.attributes.length === ids.length && matches(v, selection),
  );
}

/** The `vr` preset: a selection for an exact variant hash of this product, else null. */
export function parseVariantPreset(
  product: VariantsOf,
  vr: string | null | undefined,
): Selection | null {
  if (typeof vr !== "string" || vr === "" || vr.length > MAX_VR_LENGTH) return null;
  const variant = pickableVariants(product).find((v) => v.hash === vr);
  if (!variant) return null;
  return Object.fromEntries(variant.attributes.map((a) => [a.id, a.value]));
}

/**
 * Chooses a value. Other chosen values that no longer combine with it into
 * an existing variant are dropped; an unknown attribute or value changes nothing.
 */
export function chooseValue(
  product: VariantsOf,
  selection: Selection,
  attributeId: string,
  valueId: string,
): Selection {
  const variants = pickableVariants(product);
  if (!variants.some((v) => matches(v, { [attributeId]: valueId }))) return selection;
  const next: Selection = { [attributeId]: valueId };
  for (const id of pickerAttributeIds(product)) {
    const value = selection[id];
    if (id === attributeId || value === undefined) continue;
    if (variants.some((v) => matches(v, { ...next, [id]: value }))) next[id] = value;
  }
  return next;
}

function orderValues<T extends { id: string }>(
  values: T[],
  attributeId: string,
  override: readonly string[] | undefined,
): T[] {
  if (!override || override.length === 0) return values;
  const rank = (id: string) => {
    const i = override.findIndex((o) => o === id || o === `${attributeId};${id}`);
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  return values
    .map((v, i) => ({ v, i }))
    .sort((a, b) => rank(a.v.id) - rank(b.v.id) || a.i - b.i)
    .map((x) => x.v);
}

/** The picker entries for the current selection. */
export function buildPickerEntries(input: {
  product: Pick<Product, "variants" | "options">;
  attributes: readonly Attribute[];
  lang: string;
  selection: Selection;
  preorder?: boolean | undefined;
}): PickerEntry[] {
  const { product, selection, lang } = input;
  const variants = pickableVariants(product);
  const preorder = input.preorder ?? product.options.view.allowPreorder === true;
  return pickerAttributeIds(product).map((attrId) => {
    const attribute = input.attributes.find((a) => a._id === attrId);
    const used = new Set(
      variants.flatMap((v) => v.attributes.filter((a) => a.id === attrId).map((a) => a.value)),
    );
    const known = (attribute?.values ?? []).filter((v) => used.has(v.id));
    const unknown = [...used]
      .filter((id) => !known.some((v) => v.id === id))
      .map((id) => ({ id, text: {} as Record<string, string>, image: undefined }));
    const others: Selection = { ...selection };
    delete others[attrId];
    const values = orderValues(
      [...known, ...unknown],
      attrId,
      product.options.view.overrideVariantsOrder,
    ).map((value) => {
      const compatible = variants.filter((v) => matches(v, { ...others, [attrId]: value.id }));
      return {
        id: value.id,
        text: value.text[lang] ?? value.id,
        image: value.image,
        disabled: compatible.length === 0,
        available: compatible.some((v) => preorder || v.count - v.locked > 0),
      };
    });
    return {
      id: attrId,
      name: attribute?.name[lang] ?? attrId,
      type: attribute?.type ?? "text",
      values,
    };
  });
}
