/** Product opinions: a page of them with the rating counts, the shop's newest, and new ones. */
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

export async function insertOpinion(
  db: Kysely<Database>,
  row: {
    productId: number;
    lang: string;
    userId: number | null;
    authorName: string;
    rating: number;
    text: string;
    createdAt: string;
  },
): Promise<number> {
  const result = await db
    .insertInto("opinions")
    .values({
      product_id: row.productId,
      lang: row.lang,
      user_id: row.userId,
      author_name: row.authorName,
      rating: row.rating,
      text: row.text,
      verified: 0,
      created_at: row.createdAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return result.id;
}

export interface OpinionRow {
  id: number;
  author_name: string;
  rating: number;
  text: string;
  verified: number;
  created_at: string;
  product_id: number;
  lang: string;
}

export async function loadOpinions(
  db: Kysely<Database>,
  productId: number,
  options: { lang?: string | undefined; offset: number; limit: number },
): Promise<{ rows: OpinionRow[]; counts: Record<string, number>; total: number; average: number }> {
  let base = db.selectFrom("opinions").where("product_id", "=", productId);
  if (options.lang) base = base.where("lang", "=", options.lang);
  const [rows, counts] = await Promise.all([
    base
      .select([
        "id",
        "author_name",
        "rating",
        "text",
        "verified",
        "created_at",
        "product_id",
        "lang",
      ])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    base
      .select(["rating", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("rating")
      .execute(),
  ]);
  const countMap: Record<string, number> = { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 };
  let total = 0;
  let sum = 0;
  for (const c of counts) {
    const n = Number(c.n);
    countMap[String(c.rating)] = n;
    total += n;
    sum += n * c.rating;
  }
  return {
    rows,
    counts: countMap,
    total,
    average: total === 0 ? 0 : Math.round((sum / total) * 10) / 10,
  };
}

/** The shop's newest opinions with text in a language, with their products' names and urls. */
export async function latestOpinions(
  db: Kysely<Database>,
  lang: string,
  limit: number,
): Promise<
  {
    id: number;
    author_name: string;
    rating: number;
    text: string;
    created_at: string;
    name: string;
    url: string;
  }[]
> {
  return db
    .selectFrom("opinions as o")
    .innerJoin("product_i18n as p", (join) =>
      join.onRef("p.product_id", "=", "o.product_id").on("p.lang", "=", lang),
    )
    .innerJoin("products as pr", "pr.id", "o.product_id")
    .select(["o.id", "o.author_name", "o.rating", "o.text", "o.created_at", "p.name", "p.url"])
    .where("pr.archived", "=", 0)
    .where("o.text", "!=", "")
    .where("o.lang", "=", lang)
    .orderBy("o.created_at", "desc")
    .orderBy("o.id", "desc")
    .limit(limit)
    .execute();
}
