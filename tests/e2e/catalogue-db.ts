/**
 * A read-only view of the test server's database (data/test, on either engine: ../test-db.ts),
 * used as the oracle of catalogue tests: plain SQL, independent of the listing index.
 */
import { openShopDb, type TestDb } from "../test-db";

export function openTestDb(): TestDb {
  return openShopDb(undefined, { readOnly: true });
}

export interface OracleQuery {
  lang: string;
  categoryId: number;
  /** attribute id -> value ids (OR inside, AND across). */
  attrs?: Record<number, number[]> | undefined;
  manufacturerIds?: number[] | undefined;
  /** Shown prices in the base currency (rate 1). */
  price?: { min: number; max: number } | undefined;
  sort?: "auto" | "price_asc" | undefined;
}

/** Product ids of a category listing, as plain SQL computes them. */
export async function oracleIds(db: TestDb, q: OracleQuery): Promise<number[]> {
  const where: string[] = [
    "p.archived = 0",
    "p.removed_at is null",
    "exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id = ?)",
  ];
  const args: (number | string)[] = [q.categoryId];
  for (const [attribute, values] of Object.entries(q.attrs ?? {})) {
    where.push(
      `exists (select 1 from product_attributes pa where pa.product_id = p.id and pa.attribute_id = ? and pa.value_id in (${values.map(() => "?").join(",")}))`,
    );
    args.push(Number(attribute), ...values);
  }
  if (q.manufacturerIds) {
    where.push(`p.manufacturer_id in (${q.manufacturerIds.map(() => "?").join(",")})`);
    args.push(...q.manufacturerIds);
  }
  if (q.price) {
    // PostgreSQL rounds numeric only (sort_price is float8 there); SQLite casts to a number.
    where.push("round(cast(pr.sort_price as numeric), 2) between ? and ?");
    args.push(q.price.min, q.price.max);
  }
  const order = q.sort === "price_asc" ? "pr.sort_price asc, p.id asc" : "p.idx asc, p.id asc";
  const rows = await db
    .prepare(
      `select p.id as id from products p join product_prices pr on pr.product_id = p.id and pr.lang = ?
       where ${where.join(" and ")} order by ${order}`,
    )
    .all<{ id: number }>(q.lang, ...args);
  return rows.map((r) => Number(r.id));
}
