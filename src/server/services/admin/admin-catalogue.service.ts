/**
 * The back office's products (issue 31, item 6): the list (searched, filtered, 50 a page,
 * paged by id), one product with its prices per language and its variants' stock, and the
 * owner's edits: a language's list price, a variant's stock, archiving. Each edit is one
 * transaction that also moves the catalogue timestamp and writes the audit log
 * (`product:<id>`); after it the shop shows the change at once (catalogue-change.ts).
 */
import type { AuditAction } from "../../../domain/admin/audit-actions";
import { newListPrice } from "../../../domain/catalogue-import/list-price";
import type {
  VariantAttribute,
  VariantPriceOverride,
} from "../../../domain/catalogue/catalogue.types";
import { getDb } from "../../db/client";
import { parseJson } from "../../db/json";
import { writeTransaction, type Executor } from "../../db/transaction";
import {
  findCatalogueProducts,
  productForEdit,
  type CatalogueFilter,
  type CatalogueListRow,
} from "../../repositories/admin/admin-catalogue.repository";
import { audit } from "../../repositories/admin/audit.repository";
import {
  touchCatalogue,
  writeArchived,
  writeListPrice,
  writeStock,
} from "../../repositories/admin/catalogue-writes.repository";
import { getAttributes } from "../catalogue.service";
import { getSettings } from "../settings.service";
import { catalogueChanged } from "./catalogue-change";

export const CATALOGUE_PAGE_SIZE = 50;

export async function adminProducts(
  filter: CatalogueFilter,
  before: number | null,
): Promise<{ rows: CatalogueListRow[]; next: number | null }> {
  const { baseLang } = await getSettings();
  const found = await findCatalogueProducts(
    await getDb(),
    baseLang,
    filter,
    before,
    CATALOGUE_PAGE_SIZE + 1,
  );
  const rows = found.slice(0, CATALOGUE_PAGE_SIZE);
  return { rows, next: found.length > CATALOGUE_PAGE_SIZE ? (rows.at(-1)?.id ?? null) : null };
}

export interface AdminProduct {
  id: number;
  code: string;
  name: string;
  archived: boolean;
  totalStock: number;
  /** Per language: its list price (gross), discount and whether variants have own prices. */
  prices: {
    lang: string;
    brutto: number;
    discount: number;
    variantPrices: boolean;
    url: string | null;
  }[];
  variants: { id: number; label: string; count: number; locked: number }[];
}

export async function adminProduct(id: number): Promise<AdminProduct | null> {
  const row = await productForEdit(await getDb(), id);
  if (!row) return null;
  const settings = await getSettings();
  const attributes = await getAttributes();
  const lang = settings.baseLang;
  const valueName = (a: VariantAttribute) => {
    const attribute = attributes.find((x) => x._id === a.id);
    const value = attribute?.values.find((v) => v.id === a.value);
    return `${attribute?.name[lang] ?? a.id}: ${value?.text[lang] ?? a.value}`;
  };
  const langs = settings.langs.map((l) => l.code);
  return {
    id: row.id,
    code: row.code,
    name: row.names.find((n) => n.lang === lang)?.name ?? row.code,
    archived: row.archived === 1,
    totalStock: row.total_stock,
    prices: row.prices
      .toSorted((a, b) => langs.indexOf(a.lang) - langs.indexOf(b.lang))
      .map((p) => ({
        lang: p.lang,
        brutto: p.brutto,
        discount: p.discount,
        variantPrices: p.variants !== null && p.variants !== "{}",
        url: row.names.find((n) => n.lang === p.lang)?.url ?? null,
      })),
    variants: row.variants.map((v) => ({
      id: v.id,
      label: parseJson<VariantAttribute[]>(v.attributes, []).map(valueName).join(", "),
      count: v.count,
      locked: v.locked,
    })),
  };
}

export type EditResult = { ok: true } | { ok: false; error: "notFound" };

async function edit(
  ownerId: number,
  productId: number,
  action: AuditAction,
  work: (trx: Executor) => Promise<Record<string, unknown> | null>,
): Promise<EditResult> {
  const db = await getDb();
  const done = await writeTransaction(db, async (trx: Executor) => {
    const detail = await work(trx);
    if (!detail) return false;
    await touchCatalogue(trx, new Date());
    await audit(trx, ownerId, action, `product:${productId}`, detail);
    return true;
  });
  if (!done) return { ok: false, error: "notFound" };
  await catalogueChanged();
  return { ok: true };
}

export function editPrice(ownerId: number, productId: number, lang: string, brutto: number) {
  return edit(ownerId, productId, "product.price", async (trx) => {
    const row = (await productForEdit(trx, productId))?.prices.find((p) => p.lang === lang);
    if (!row) return null;
    const price = newListPrice(
      {
        vat: row.vat,
        discount: row.discount,
        variants: parseJson<Record<string, VariantPriceOverride> | null>(row.variants, null),
      },
      brutto,
    );
    await writeListPrice(trx, productId, lang, price, Date.now());
    return { lang, from: row.brutto, to: price.brutto };
  });
}

export function editStock(ownerId: number, productId: number, variantId: number, stock: number) {
  return edit(ownerId, productId, "product.stock", async (trx) => {
    const variant = (await productForEdit(trx, productId))?.variants.find(
      (v) => v.id === variantId,
    );
    if (!variant) return null;
    await writeStock(trx, productId, { id: variantId }, stock);
    return { variant: variantId, from: variant.count, to: stock };
  });
}

export function editArchived(ownerId: number, productId: number, archived: boolean) {
  return edit(
    ownerId,
    productId,
    archived ? "product.archive" : "product.unarchive",
    async (trx) => {
      if (!(await productForEdit(trx, productId))) return null;
      await writeArchived(trx, productId, archived);
      return { archived };
    },
  );
}
