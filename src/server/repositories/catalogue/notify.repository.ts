/** Notify-when-available requests: one per product, variant and e-mail. */
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** Stores the request; false when the same product, variant and e-mail were already stored. */
export async function insertNotifyRequest(
  db: Kysely<Database>,
  row: {
    productId: number;
    variantHash: string;
    email: string;
    lang: string;
    text: string | null;
    createdAt: string;
  },
): Promise<boolean> {
  const result = await db
    .insertInto("notify_requests")
    .values({
      product_id: row.productId,
      variant_hash: row.variantHash,
      email: row.email,
      lang: row.lang,
      text: row.text,
      created_at: row.createdAt,
    })
    .onConflict((oc) => oc.columns(["product_id", "variant_hash", "email"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
