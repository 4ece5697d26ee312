/**
 * Catalogue reads shared by pages and `/api/public/*` endpoints (pages never
 * call the API over HTTP; both call these functions): cached reference data
 * (categories, attributes, manufacturers), products by id or url, and whether
 * products still exist (basket integrity, removed and archived products).
 */
import type { GridReferences } from "../../contracts/product-grid.types";
import type {
  Attribute,
  CategoryRef,
  Manufacturer,
  Product,
} from "../../domain/catalogue/catalogue.types";
import type { Settings } from "../../domain/shop/settings.types";
import { dbIds, isDbId, toDbId } from "../../domain/shop/ids";
import { getDb } from "../db/client";
import {
  loadAttributes,
  loadCategories,
  loadManufacturers,
} from "../repositories/catalogue/catalogue.repository";
import { liveProductIds, productState } from "../repositories/catalogue/product-status.repository";
import {
  findProductIdByUrl,
  loadLinked,
} from "../repositories/catalogue/product-lookups.repository";
import { loadProducts } from "../repositories/catalogue/products.repository";
import { memo } from "./memo";
import { getProductsTimestamp } from "./settings.service";

const REFERENCE_TTL_MS = 30_000;

const categoriesMemo = memo(REFERENCE_TTL_MS, async () => loadCategories(await getDb()));
const attributesMemo = memo(REFERENCE_TTL_MS, async () => loadAttributes(await getDb()));
const manufacturersMemo = memo(REFERENCE_TTL_MS, async () => loadManufacturers(await getDb()));

export const getCategories = (): Promise<CategoryRef[]> => categoriesMemo.get(undefined);
export const getAttributes = (): Promise<Attribute[]> => attributesMemo.get(undefined);
export const getManufacturers = (): Promise<Manufacturer[]> => manufacturersMemo.get(undefined);

/** Forgets cached categories, attributes and manufacturers (after a catalogue change). */
export function clearReferenceCaches(): void {
  categoriesMemo.clear();
  attributesMemo.clear();
  manufacturersMemo.clear();
}

/**
 * What a product grid needs to label its boxes: manufacturers when lists show
 * them, attributes when lists show variants or add-to-basket buttons.
 */
export async function getGridReferences(
  flags: Settings["additionalFunctions"],
): Promise<GridReferences> {
  const [manufacturers, attributes] = await Promise.all([
    flags.showManufacturerOnList ? getManufacturers() : Promise.resolve([]),
    flags.showVariantsOnList || flags.addToBasketonList ? getAttributes() : Promise.resolve([]),
  ]);
  return { manufacturers, attributes };
}

/** Parses a public id (`"123"`) into a database id, or null when it names nothing (domain/shop/ids.ts). */
export function parseId(id: string | number | null | undefined): number | null {
  return toDbId(id);
}

export async function getProduct(
  id: number,
  lang: string,
  options: { withHistory?: boolean; withComponents?: boolean; withLinked?: boolean } = {},
): Promise<Product | null> {
  const db = await getDb();
  const [product] = await loadProducts(db, [id], {
    lang,
    withHistory: options.withHistory ?? true,
    withComponents: options.withComponents ?? true,
  });
  if (!product) return null;
  if (options.withLinked ?? true) product.linkedData = await loadLinked(db, id, lang);
  return product;
}

export async function getProductByUrl(lang: string, url: string): Promise<Product | null> {
  const db = await getDb();
  const id = await findProductIdByUrl(db, lang, url);
  return id === null ? null : getProduct(id, lang);
}

/** product/many: products by ids in the given order; `detailed` adds history, components and linked items. */
export async function getManyProducts(
  ids: readonly number[],
  lang: string,
  detailed: boolean,
): Promise<Product[]> {
  const db = await getDb();
  return loadProducts(db, ids.slice(0, 500), {
    lang,
    withHistory: detailed,
    withComponents: detailed,
  });
}

/**
 * The products a basket needs: its lines' and their chosen set components',
 * plus every component a set defines (a set whose counts were changed is
 * repriced against its definition, see domain/pricing/set-pricing).
 */
export async function getBasketProducts(
  lines: readonly { product: string; components?: readonly { product: string }[] | undefined }[],
  lang: string,
): Promise<Product[]> {
  const idsOf = (values: Iterable<string>) => [...new Set(dbIds(values))];
  const first = idsOf(
    lines.flatMap((l) => [l.product, ...(l.components ?? []).map((c) => c.product)]),
  );
  if (first.length === 0) return [];
  const list = await getManyProducts(first, lang, false);
  const known = new Set(list.map((p) => p._id));
  const defined = idsOf(
    list
      .filter((p) => p.type === "set")
      .flatMap((p) => (p.components ?? []).map((c) => c.product))
      .filter((id) => !known.has(id)),
  );
  return defined.length ? [...list, ...(await getManyProducts(defined, lang, false))] : list;
}

export interface IntegrityResult {
  timestamp: number;
  /** Ids that still exist (not removed). */
  existing: string[];
  /** Ids that are unknown or removed: the basket and the wishlist drop them. */
  missing: string[];
  /** Ids of `existing` that are archived: never sold, so the basket drops them (issue 44). */
  archived: string[];
}

/**
 * product/integrity: which of the basket's product ids still exist, which of those are
 * archived, plus the catalogue timestamp. Ids that cannot name a row (domain/shop/ids.ts) are missing without asking SQL.
 */
export async function checkIntegrity(ids: readonly string[]): Promise<IntegrityResult> {
  const db = await getDb();
  const wanted = [...new Set(ids)].slice(0, 1000);
  const lookup = dbIds(wanted);
  const live = lookup.length === 0 ? [] : await liveProductIds(db, lookup);
  const existing = new Set(live.map((p) => String(p.id)));
  const archived = new Set(live.filter((p) => p.archived).map((p) => String(p.id)));
  return {
    timestamp: await getProductsTimestamp(),
    existing: wanted.filter((id) => existing.has(id)),
    missing: wanted.filter((id) => !existing.has(id)),
    archived: wanted.filter((id) => archived.has(id)),
  };
}

/** GET /api/public/removed/{id}: what the not-available page shows for a removed or archived product. */
export async function getRemoved(
  id: number,
  lang: string,
): Promise<{
  _id: string;
  name: string;
  removed: boolean;
  archived: boolean;
  mainCategory: string | null;
} | null> {
  if (!isDbId(id)) return null;
  const row = await productState(await getDb(), id, lang);
  if (!row || (row.removed_at === null && row.archived === 0)) return null;
  return {
    _id: String(row.id),
    name: row.name ?? "",
    removed: row.removed_at !== null,
    archived: row.archived === 1,
    mainCategory: row.main_category_id === null ? null : String(row.main_category_id),
  };
}
