/** Reads of product opinions: a page of them with the rating summary. */
import type { OpinionsResult } from "../../contracts/opinions.types";
import { getDb } from "../db/client";
import { loadOpinions } from "../repositories/opinions.repository";

/** GET /api/public/opinion: `fixedLang` limits opinions to the language; `all` returns every opinion. */
export async function getOpinions(input: {
  lang: string;
  id: number;
  all: boolean;
  fixedLang: boolean;
  offset: number;
  limit: number;
}): Promise<OpinionsResult | null> {
  const db = await getDb();
  const product = await db
    .selectFrom("product_i18n")
    .select("name")
    .where("product_id", "=", input.id)
    .where("lang", "=", input.lang)
    .executeTakeFirst();
  if (!product) return null;
  const { rows, counts, total, average } = await loadOpinions(db, input.id, {
    lang: input.fixedLang ? input.lang : undefined,
    offset: input.all ? 0 : input.offset,
    limit: input.all ? 1000 : input.limit,
  });
  return {
    opinions: rows.map((r) => ({
      _id: String(r.id),
      user: { name: r.author_name },
      product: { name: product.name },
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
