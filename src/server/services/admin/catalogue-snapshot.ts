/**
 * The catalogue as the CSV import and export see it (issue 31, item 6): each live product's
 * code, names and list prices per language, stock (pieces stored, before what open orders
 * hold), directly assigned categories and archived flag, and every category's id and urls.
 * Read in a fixed number of queries, inside the import's transaction when given its `trx`.
 */
import {
  csvAmount,
  csvColumns,
  CATEGORY_SEPARATOR,
} from "../../../domain/catalogue-import/catalogue-csv";
import { sortIds } from "../../../domain/catalogue-import/catalogue-cells";
import type {
  CatalogueSnapshot,
  ProductSnapshot,
} from "../../../domain/catalogue-import/catalogue-import.types";
import type { Executor } from "../../db/transaction";
import { catalogueRows } from "../../repositories/admin/admin-catalogue.repository";

export async function catalogueSnapshot(
  db: Executor,
  langs: readonly string[],
): Promise<CatalogueSnapshot> {
  const rows = await catalogueRows(db);
  const count = new Map(rows.counts.map((c) => [c.product_id, Number(c.count)]));
  const products = new Map<number, ProductSnapshot>();
  for (const p of rows.products)
    products.set(p.id, {
      id: p.id,
      code: p.code,
      names: {},
      prices: {},
      stock: count.get(p.id) ?? 0,
      hasVariants: p.has_variants === 1,
      categories: [],
      archived: p.archived === 1,
    });
  for (const n of rows.names) {
    const product = products.get(n.product_id);
    if (product) product.names[n.lang] = n.name;
  }
  for (const r of rows.prices) {
    const product = products.get(r.product_id);
    if (product) product.prices[r.lang] = r.brutto;
  }
  for (const c of rows.categories)
    products.get(c.product_id)?.categories.push(String(c.category_id));
  for (const product of products.values()) product.categories = sortIds(product.categories);
  const categories = new Map<string, string>();
  for (const c of rows.categoryUrls) {
    categories.set(String(c.category_id), String(c.category_id));
    categories.set(c.url.toLowerCase(), String(c.category_id));
  }
  return { langs, products, categories };
}

/** The export's columns and rows, one per live product, oldest first. */
export function exportRows(snapshot: CatalogueSnapshot): {
  columns: string[];
  rows: Record<string, string>[];
} {
  const rows = [...snapshot.products.values()].map((p) => {
    const row: Record<string, string> = {
      id: String(p.id),
      code: p.code,
      stock: String(p.stock),
      categories: p.categories.join(CATEGORY_SEPARATOR),
      archived: p.archived ? "1" : "0",
    };
    for (const lang of snapshot.langs) {
      row[`name_${lang}`] = p.names[lang] ?? "";
      const price = p.prices[lang];
      row[`price_${lang}`] = price === undefined ? "" : csvAmount(price);
    }
    return row;
  });
  return { columns: csvColumns(snapshot.langs), rows };
}
