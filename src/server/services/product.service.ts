/**
 * Product page writes and reads that the catalogue service does not cover:
 * new opinions and notify-when-available requests (uploads: uploads.service.ts).
 * Pages and `/api/public/*` endpoints both call these.
 */
import type { Product } from "../../domain/catalogue/catalogue.types";
import { isDbId } from "../../domain/shop/ids";
import { containsMarkup } from "../../domain/catalogue/opinions";
import { getDb } from "../db/client";
import { insertNotifyRequest } from "../repositories/catalogue/notify.repository";
import { insertOpinion } from "../repositories/catalogue/opinions.repository";
import { isLiveProduct } from "../repositories/catalogue/product-status.repository";
import { findProductIdByUrl } from "../repositories/catalogue/product-lookups.repository";
import { getProduct, getProductByUrl, getRemoved } from "./catalogue.service";
import { keptShared } from "./listing/listed-products";
import { getSuggestions } from "./listing/search.service";
import { bumpSharedPages } from "./page-version";
import { loggerFor } from "../log/logger.mjs";

const log = loggerFor("product");

export const OPINION_COOKIE_PREFIX = "opinion_";
export const OPINION_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export type OpinionResult = "ok" | "notFound" | "markup";

/** Stores an unverified opinion of a single, existing product. */
export async function addOpinion(input: {
  lang: string;
  productId: number;
  userId: number | null;
  name: string;
  text: string;
  rating: number;
  now?: Date;
}): Promise<OpinionResult> {
  if (containsMarkup(input.name) || containsMarkup(input.text)) return "markup";
  if (!isDbId(input.productId)) return "notFound";
  const db = await getDb();
  if (!(await isLiveProduct(db, input.productId))) return "notFound";
  await insertOpinion(db, {
    productId: input.productId,
    lang: input.lang,
    userId: input.userId,
    authorName: input.name.trim(),
    rating: input.rating,
    text: input.text.trim(),
    createdAt: (input.now ?? new Date()).toISOString(),
  });
  bumpSharedPages();
  return "ok";
}

export type NotifyResult = "success" | "exist" | "notFound" | "badVariant" | "archived";

/**
 * Stores a notify-when-available request once per product, variant and e-mail; an archived
 * product is never sold again, so none is stored for it.
 */
export async function addNotifyRequest(input: {
  lang: string;
  productId: number;
  variantHash: string;
  email: string;
  text: string | null;
  now?: Date;
}): Promise<NotifyResult> {
  const product = await getProduct(input.productId, input.lang, {
    withHistory: false,
    withComponents: false,
    withLinked: false,
  });
  if (!product) return "notFound";
  if (product.archived) return "archived";
  const hasVariants = product.variants.some((v) => v.attributes.length > 0);
  const valid = hasVariants
    ? product.variants.some((v) => v.hash === input.variantHash && v.attributes.length > 0)
    : input.variantHash === "";
  if (!valid) return "badVariant";
  const db = await getDb();
  const inserted = await insertNotifyRequest(db, {
    productId: input.productId,
    variantHash: input.variantHash,
    email: input.email.trim().toLowerCase(),
    lang: input.lang,
    text: input.text,
    createdAt: (input.now ?? new Date()).toISOString(),
  });
  return inserted ? "success" : "exist";
}

/**
 * Suggestions under a product page: 4, or 8 for an archived product; null (logged) when they
 * could not be read: the page shows none (spec 1 §8: a suggestions failure gives an empty list).
 */
export async function productSuggestions(
  product: Product,
  lang: string,
): Promise<Product[] | null> {
  try {
    return await getSuggestions({
      lang,
      id: Number(product._id),
      categories: product.categories.map(Number).filter(Number.isSafeInteger),
      mainCategory: product.mainCategory ? Number(product.mainCategory) : null,
      count: product.archived ? 8 : 4,
      archived: product.archived,
    });
  } catch (error) {
    log.error({ err: error }, "product suggestions failed");
    return null;
  }
}

/**
 * The product a product page shows (with history, components and linked products), kept
 * between renders while the shared data stays the same; frozen (listed-products.ts). An
 * unknown url is never kept.
 */
export function productForPage(lang: string, url: string): Promise<Product | null> {
  return keptShared(
    `product|${lang}|${url}`,
    () => getProductByUrl(lang, url),
    (product) => product !== null,
  );
}

/** For a url that belongs to a removed product: what the not-available page names (via removed/{id}). */
export async function removedProductByUrl(
  lang: string,
  url: string,
): Promise<{ name: string } | null> {
  const id = await findProductIdByUrl(await getDb(), lang, url, { removed: true });
  if (id === null) return null;
  const removed = await getRemoved(id, lang);
  return removed?.removed ? { name: removed.name } : null;
}
