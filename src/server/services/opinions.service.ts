/** Reads of product opinions: a page of them with the rating summary. */
import type { OpinionsResult, ShopOpinion } from "../../contracts/opinions.types";
import { isDbId } from "../../domain/shop/ids";
import { getDb } from "../db/client";
import { latestOpinions, loadOpinions } from "../repositories/catalogue/opinions.repository";
import { productName } from "../repositories/catalogue/product-status.repository";
import { keptShared } from "./listing/listed-products";

/**
 * A product page's first opinions (every language, newest first), kept between renders while
 * the shared data stays the same (a new opinion is a write, which moves it on), frozen: three
 * queries on every render before (issue 33).
 */
export function productPageOpinions(
  lang: string,
  id: number,
  limit: number,
): Promise<OpinionsResult | null> {
  return keptShared(`product-opinions|${lang}|${id}|${limit}`, () =>
    getOpinions({ lang, id, all: false, fixedLang: false, offset: 0, limit }),
  );
}

/** GET /api/public/opinion: `fixedLang` limits opinions to the language; `all` returns every opinion. */
export async function getOpinions(input: {
  lang: string;
  id: number;
  all: boolean;
  fixedLang: boolean;
  offset: number;
  limit: number;
}): Promise<OpinionsResult | null> {
  if (!isDbId(input.id)) return null;
  const db = await getDb();
  const name = await productName(db, input.id, input.lang);
  if (name === undefined) return null;
  const { rows, counts, total, average } = await loadOpinions(db, input.id, {
    lang: input.fixedLang ? input.lang : undefined,
    offset: input.all ? 0 : input.offset,
    limit: input.all ? 1000 : input.limit,
  });
  return {
    opinions: rows.map((r) => ({
      _id: String(r.id),
      user: { name: r.author_name },
      product: { name },
      number: r.rating,
      text: r.text,
      verified: r.verified === 1,
      createdAt: r.created_at,
    })),
    counts,
    total,
    average,
  };
}

/** The shop's latest opinions in a language, with their products (the home page's opinions section). */
export async function latestShopOpinions(lang: string, limit: number): Promise<ShopOpinion[]> {
  const rows = await latestOpinions(await getDb(), lang, Math.max(1, Math.min(24, limit)));
  return rows.map((r) => ({
    id: String(r.id),
    author: r.author_name,
    rating: r.rating,
    text: r.text,
    createdAt: r.created_at,
    product: { name: r.name, url: r.url },
  }));
}
