/**
 * Writes a checked catalogue-import plan (issue 31, item 6) inside the caller's transaction:
 * per product only the fields that change (names with their search rows, code, list prices
 * repriced like the owner's price edit, stock of a product without variants, categories,
 * archived), an audit row per product with its changes and one for the import, and the
 * catalogue timestamp. Lookups are batched, so 10,000 products cost a few queries each.
 */
import { newListPrice } from "../../../domain/catalogue-import/list-price";
import type { ImportPlan } from "../../../domain/catalogue-import/catalogue-import.types";
import type { VariantPriceOverride } from "../../../domain/catalogue/catalogue.types";
import { parseJson } from "../../db/json";
import type { Executor } from "../../db/transaction";
import { priceRowsOf } from "../../repositories/admin/admin-catalogue.repository";
import { audit } from "../../repositories/admin/audit.repository";
import {
  searchRowIds,
  touchCatalogue,
  writeArchived,
  writeCategories,
  writeCode,
  writeListPrice,
  writeName,
  writeSearchRow,
  writeStock,
} from "../../repositories/admin/catalogue-writes.repository";

export async function applyPlan(
  trx: Executor,
  ownerId: number,
  plan: ImportPlan,
  langs: readonly string[],
  now: Date,
): Promise<void> {
  const ids = plan.updates.map((u) => u.id);
  const searchIds = plan.updates.filter((u) => u.patch.names || u.patch.code).map((u) => u.id);
  const [priceRows, searchRows] = await Promise.all([
    priceRowsOf(
      trx,
      plan.updates.filter((u) => u.patch.prices).map((u) => u.id),
    ),
    searchRowIds(trx, searchIds),
  ]);
  const priceRow = new Map(priceRows.map((r) => [`${r.product_id}:${r.lang}`, r]));
  const searchRow = (productId: number, lang: string) => {
    const rowid = searchRows.get(`${productId}:${lang}`);
    return rowid === undefined ? { productId, lang } : { rowid };
  };
  const stamp = now.getTime();
  for (const { id, code, patch, changes } of plan.updates) {
    if (patch.code !== undefined) {
      await writeCode(trx, id, patch.code);
      for (const lang of langs)
        await writeSearchRow(trx, searchRow(id, lang), { codeFrom: code, codeTo: patch.code });
    }
    for (const [lang, name] of Object.entries(patch.names ?? {})) {
      await writeName(trx, id, lang, name);
      await writeSearchRow(trx, searchRow(id, lang), { name });
    }
    for (const [lang, brutto] of Object.entries(patch.prices ?? {})) {
      const row = priceRow.get(`${id}:${lang}`);
      const stored = {
        vat: row?.vat ?? 0,
        discount: row?.discount ?? 0,
        variants: parseJson<Record<string, VariantPriceOverride> | null>(
          row?.variants ?? null,
          null,
        ),
      };
      await writeListPrice(trx, id, lang, newListPrice(stored, brutto), stamp);
    }
    if (patch.stock !== undefined) await writeStock(trx, id, { hash: "" }, patch.stock);
    if (patch.categories) await writeCategories(trx, id, patch.categories.map(Number));
    if (patch.archived !== undefined) await writeArchived(trx, id, patch.archived);
    await audit(trx, ownerId, "product.import", `product:${id}`, { changes });
  }
  await audit(trx, ownerId, "catalogue.import", "catalogue", { products: ids.length });
  await touchCatalogue(trx, now);
}
