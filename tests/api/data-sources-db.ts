/**
 * The data-source sweep's database side (data-sources.spec.ts): the sources it fails one at a
 * time, making a source fail by renaming its tables away, and the real values its calls ask for.
 */
import { withShopDb } from "../test-db";
import type { Fixture } from "./data-sources-helpers";

/** The database sources, each failing alone, and the answers that must be 503 meanwhile. */
export const SOURCES: { tables: string[]; unavailable?: string[] }[] = [
  {
    tables: ["products"],
    unavailable: ["category", "group", "manufacturer", "search", "product", "api product"],
  },
  { tables: ["product_i18n"] },
  { tables: ["variants"] },
  { tables: ["price_history"], unavailable: ["product"] },
  { tables: ["product_categories"] },
  // Reference data kept in memory for 30–60 s (categories, groups, makers, attributes, menus,
  // popups): pages go on from that copy meanwhile.
  { tables: ["categories", "product_groups", "manufacturers", "attributes", "menus", "popups"] },
  { tables: ["opinions"], unavailable: ["api opinions"] },
  { tables: ["delivery_methods"], unavailable: ["api delivery quote", "api delivery options"] },
  { tables: ["home_sections"], unavailable: ["home", "home (en)", "api home sections"] },
  { tables: ["content_pages"], unavailable: ["content page", "contact page"] },
  { tables: ["payment_methods"], unavailable: ["api delivery quote"] },
  { tables: ["lockers"], unavailable: ["api parcel lockers"] },
  {
    tables: ["orders"],
    unavailable: ["orders", "order detail", "order status", "api order status", "api orders list"],
  },
  { tables: ["returns"], unavailable: ["returns", "return detail"] },
  { tables: ["users"], unavailable: ["account", "orders", "order detail", "returns"] },
  { tables: ["auth_tokens"], unavailable: ["account", "api profile", "api orders list"] },
];

/** Renames `tables` of the shop in `dir` away while `run` runs (every statement on them fails), then back. */
export async function without<T>(dir: string, tables: string[], run: () => Promise<T>): Promise<T> {
  const rename = (from: string, to: string) =>
    withShopDb((db) => db.exec(`alter table ${from} rename to ${to}`), dir);
  for (const table of tables) await rename(table, `${table}_gone`);
  try {
    return await run();
  } finally {
    for (const table of tables) await rename(`${table}_gone`, table);
  }
}

/** The real values the calls of the shop in `dir` ask for, Jan (user 1) logged in with `token`. */
export function fixture(dir: string, token: string): Promise<Fixture> {
  return withShopDb(async (db) => {
    const one = async (sql: string) =>
      String(Object.values((await db.prepare(sql).get()) ?? { v: "" })[0]);
    return {
      token,
      orderNo: await one("select no from orders where user_id = 1 order by id limit 1"),
      // A paid order: the summary of one still waiting for an online payment is its payment page.
      publicId: await one("select public_id from orders where paid = 1 order by id limit 1"),
      returnNo: await one("select no from returns where user_id = 1 order by id limit 1"),
      category: await one(
        "select url from category_i18n where lang = 'pl' order by category_id limit 1",
      ),
      group: await one(
        "select url from product_group_i18n where lang = 'pl' order by group_id limit 1",
      ),
      manufacturer: await one(
        "select url from manufacturer_i18n where lang = 'pl' order by manufacturer_id limit 1",
      ),
      product: await one("select url from product_i18n where lang = 'pl' and product_id = 212"),
      productId: "212",
      categoryId: await one("select main_category_id from products where id = 212"),
    };
  }, dir);
}
