/**
 * Shared helpers of the catalogue browser tests: a filter scenario picked from
 * the test database, the product ids a listing shows, and opening a filter section.
 */
import type { Page } from "@playwright/test";
import { oracleIds, openTestDb } from "./catalogue-db";

export const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export interface Scenario {
  categoryUrl: string;
  categoryId: number;
  attribute: { id: number; name: string; valueId: number; valueText: string };
  otherValue: { id: number; text: string } | null;
  producers: { id: number; name: string; slug: string }[];
  price: { min: number; max: number };
}

/** Picks, from the database, a category filter combination with more than 12 results. */
export async function scenario(): Promise<Scenario> {
  const db = openTestDb();
  try {
    // Quoted aliases: PostgreSQL folds unquoted names to lower case.
    const best = (await db
      .prepare(
        `select pc.category_id as "categoryId", pa.attribute_id as "attributeId", pa.value_id as "valueId", count(*) as n
         from product_categories pc
         join product_attributes pa on pa.product_id = pc.product_id
         join products p on p.id = pc.product_id and p.archived = 0 and p.removed_at is null
         join product_prices pr on pr.product_id = p.id and pr.lang = 'pl'
         group by 1, 2, 3 order by n desc, 1, 3 limit 1`,
      )
      .get()) as { categoryId: number; attributeId: number; valueId: number };
    const text = async (sqlText: string, ...args: number[]) =>
      String(((await db.prepare(sqlText).get(...args)) as { v: string }).v);
    const base = await oracleIds(db, {
      lang: "pl",
      categoryId: best.categoryId,
      attrs: { [best.attributeId]: [best.valueId] },
    });
    const makers = await db
      .prepare(
        `select p.manufacturer_id as id, m.name as name, m.url as slug, count(*) as n
         from products p join manufacturer_i18n m on m.manufacturer_id = p.manufacturer_id and m.lang = 'pl'
         where p.id in (${base.join(",")}) group by 1, 2, 3 order by n desc, 1`,
      )
      .all<{ id: number; name: string; slug: string; n: number }>();
    const producers = makers.slice(0, Math.max(1, makers.length - 1));
    const withMakers = await oracleIds(db, {
      lang: "pl",
      categoryId: best.categoryId,
      attrs: { [best.attributeId]: [best.valueId] },
      manufacturerIds: producers.map((p) => p.id),
      sort: "price_asc",
    });
    const prices = await db
      .prepare(
        `select sort_price as v from product_prices where lang = 'pl' and product_id in (${withMakers.join(",")}) order by v`,
      )
      .all<{ v: number }>();
    const other = await db
      .prepare(
        `select v.id as id, t.text as text from attribute_values v join attribute_value_i18n t on t.value_id = v.id and t.lang = 'pl'
         where v.attribute_id = ? and v.id <> ? order by v.sort_order limit 1`,
      )
      .get<{ id: number; text: string }>(best.attributeId, best.valueId);
    return {
      categoryUrl: await text(
        "select url as v from category_i18n where lang = 'pl' and category_id = ?",
        best.categoryId,
      ),
      categoryId: best.categoryId,
      attribute: {
        id: best.attributeId,
        name: await text(
          "select name as v from attribute_i18n where lang = 'pl' and attribute_id = ?",
          best.attributeId,
        ),
        valueId: best.valueId,
        valueText: await text(
          "select text as v from attribute_value_i18n where lang = 'pl' and value_id = ?",
          best.valueId,
        ),
      },
      otherValue: other ?? null,
      producers: producers.map(({ id, name, slug }) => ({ id, name, slug })),
      price: {
        min: Math.ceil(prices[1]?.v ?? 0),
        max: Math.floor(prices[prices.length - 2]?.v ?? 0),
      },
    };
  } finally {
    await db.close();
  }
}

export async function shownIds(page: Page): Promise<number[]> {
  const ids = await page
    .getByRole("list", { name: "Produkty" })
    .locator("article[data-product-id]")
    .evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-product-id"))));
  return ids;
}

export async function openSection(page: Page, name: string) {
  const section = page.getByRole("region", { name, exact: true });
  const closed = section.locator("details:not([open]) > summary");
  if ((await closed.count()) > 0) await closed.first().click();
  return section;
}
