/** Writes of product opinions (reads live in catalogue.repository.ts). */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

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
