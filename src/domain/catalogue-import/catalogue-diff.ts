/**
 * What a good line of a catalogue import changes in its product (issue 31, item 6): each field
 * whose wanted value differs from the stored one, as the owner reads it (`price_pl: 49.99 →
 * 44.99`), and the patch that writes exactly those fields.
 */
import { csvAmount, CATEGORY_SEPARATOR } from "./catalogue-csv";
import type { FieldChange, ProductPatch, ProductSnapshot } from "./catalogue-import.types";

const flag = (value: boolean) => (value ? "1" : "0");

/** The changes and the patch of `wanted` (what a line asks for) against `product`. */
export function diffProduct(
  product: ProductSnapshot,
  wanted: ProductPatch,
  langs: readonly string[],
): { changes: FieldChange[]; patch: ProductPatch } {
  const changes: FieldChange[] = [];
  const patch: ProductPatch = {};
  if (wanted.code !== undefined && wanted.code !== product.code) {
    changes.push({ field: "code", from: product.code, to: wanted.code });
    patch.code = wanted.code;
  }
  for (const lang of langs) {
    const name = wanted.names?.[lang];
    if (name !== undefined && name !== product.names[lang]) {
      changes.push({ field: `name_${lang}`, from: product.names[lang] ?? "", to: name });
      (patch.names ??= {})[lang] = name;
    }
  }
  for (const lang of langs) {
    const price = wanted.prices?.[lang];
    const now = product.prices[lang];
    if (
      price !== undefined &&
      (now === undefined || Math.round(now * 100) !== Math.round(price * 100))
    ) {
      changes.push({
        field: `price_${lang}`,
        from: now === undefined ? "" : csvAmount(now),
        to: csvAmount(price),
      });
      (patch.prices ??= {})[lang] = price;
    }
  }
  if (wanted.stock !== undefined && wanted.stock !== product.stock) {
    changes.push({ field: "stock", from: String(product.stock), to: String(wanted.stock) });
    patch.stock = wanted.stock;
  }
  const categories = wanted.categories;
  if (categories !== undefined && categories.join() !== product.categories.join()) {
    changes.push({
      field: "categories",
      from: product.categories.join(CATEGORY_SEPARATOR),
      to: categories.join(CATEGORY_SEPARATOR),
    });
    patch.categories = categories;
  }
  if (wanted.archived !== undefined && wanted.archived !== product.archived) {
    changes.push({ field: "archived", from: flag(product.archived), to: flag(wanted.archived) });
    patch.archived = wanted.archived;
  }
  return { changes, patch };
}
