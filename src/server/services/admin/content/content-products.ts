/**
 * The content editor's product picker (issue 44, item 12): the product groups and manufacturers
 * a products_group section can show, and the products it may pick (live ones only): found by
 * name or code, the first a group's or manufacturer's page lists (as many as the section shows),
 * or named by id. Names are in the back office's language.
 */
import type { PickerCollection, PickerProduct } from "../../../../contracts/content-picker.types";
import { SECTION_PRODUCTS_SHOWN } from "../../../../domain/catalogue/home.types";
import { getDb } from "../../../db/client";
import { findCatalogueProducts } from "../../../repositories/admin/admin-catalogue.repository";
import {
  groupRows,
  manufacturerRows,
  productSummaries,
  type CollectionRow,
} from "../../../repositories/admin/content-products.repository";
import { listProductIds } from "../../../repositories/catalogue/product-ids.repository";

const FOUND_MAX = 10;

function collections(rows: readonly CollectionRow[], lang: string, isManufacturer: boolean) {
  const byId = new Map<number, PickerCollection>();
  for (const row of rows) {
    const item = byId.get(row.id) ?? { id: String(row.id), isManufacturer, name: "", url: {} };
    item.url[row.lang] = row.url;
    if (row.lang === lang || item.name === "") item.name = row.name;
    byId.set(row.id, item);
  }
  return [...byId.values()];
}

/** Every product group, then every manufacturer. */
export async function contentCollections(lang: string): Promise<PickerCollection[]> {
  const db = await getDb();
  const [groups, manufacturers] = await Promise.all([groupRows(db), manufacturerRows(db)]);
  return [...collections(groups, lang, false), ...collections(manufacturers, lang, true)];
}

export type PickerQuery =
  { q: string } | { group: number } | { manufacturer: number } | { ids: number[] };

/** The products of a picker's query, in its order. */
export async function pickerProducts(query: PickerQuery, lang: string): Promise<PickerProduct[]> {
  const db = await getDb();
  if ("q" in query) {
    const filter = { q: query.q, state: "active" as const, lowMax: 0 };
    const rows = await findCatalogueProducts(db, lang, filter, null, FOUND_MAX);
    return rows.map((r) => ({
      id: String(r.id),
      code: r.code,
      name: r.name ?? r.code,
      archived: false,
    }));
  }
  let ids: number[];
  if ("ids" in query) ids = query.ids;
  else {
    const listing = { lang, sort: "auto" as const, offset: 0, limit: SECTION_PRODUCTS_SHOWN };
    const of = "group" in query ? { groupId: query.group } : { manufacturerId: query.manufacturer };
    ids = (await listProductIds(db, { ...listing, ...of })).ids;
  }
  const found = new Map((await productSummaries(db, lang, ids)).map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = found.get(id);
    return r
      ? [{ id: String(r.id), code: r.code, name: r.name ?? r.code, archived: r.archived === 1 }]
      : [];
  });
}
