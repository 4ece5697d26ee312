// The bench's paths picked from its database (scripts/bench.mjs): a demanding filtered listing,
// and a group's and a manufacturer's page.
import { DatabaseSync } from "node:sqlite";

/**
 * A demanding listing picked from the bench database: the biggest top
 * category, the most common values of its two most common attributes, its
 * two biggest producers, the middle of its price range and price sort.
 */
export function filteredListing(dbPath) {
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    // The biggest top category whose products carry at least two attributes.
    const tops = db
      .prepare(
        `select c.id, t.url, count(*) n from categories c
         join category_i18n t on t.category_id = c.id and t.lang = 'pl'
         join product_categories pc on pc.category_id = c.id
         where c.parent_id is null and c.menu_hidden = 0 group by c.id order by n desc`,
      )
      .all();
    let top = tops[0];
    let picked = [];
    for (const candidate of tops) {
      const values = db
        .prepare(
          `select pa.attribute_id a, pa.value_id v, count(*) n from product_categories pc
           join product_attributes pa on pa.product_id = pc.product_id
           where pc.category_id = ? group by 1, 2 order by n desc`,
        )
        .all(candidate.id);
      const chosen = [];
      for (const row of values) {
        if (!chosen.some((p) => p.a === row.a)) chosen.push(row);
        if (chosen.length === 2) break;
      }
      if (chosen.length === 2) {
        top = candidate;
        picked = chosen;
        break;
      }
    }
    const makers = db
      .prepare(
        `select m.url from products p join product_categories pc on pc.product_id = p.id and pc.category_id = ?
         join manufacturer_i18n m on m.manufacturer_id = p.manufacturer_id and m.lang = 'pl'
         group by p.manufacturer_id order by count(*) desc limit 2`,
      )
      .all(top.id)
      .map((m) => m.url);
    const prices = db
      .prepare(
        `select min(sort_price) lo, max(sort_price) hi from product_prices pr
         join product_categories pc on pc.product_id = pr.product_id and pc.category_id = ? where pr.lang = 'pl'`,
      )
      .get(top.id);
    const lo = Math.floor(prices.lo + (prices.hi - prices.lo) * 0.05);
    const hi = Math.ceil(prices.lo + (prices.hi - prices.lo) * 0.6);
    const attr = picked.map((p) => `${p.a}~${p.v}`).join("_");
    return `/c/${top.url}?attr=${attr}&producer=${makers.join(".")}&price=${lo}-${hi}&sort_by=price_asc`;
  } finally {
    db.close();
  }
}

/** A group's and a manufacturer's path from the bench database. */
export function collectionPaths(dbPath) {
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    const group = db.prepare("select url from product_group_i18n where lang = 'pl' limit 1").get();
    const maker = db
      .prepare(
        `select m.url from manufacturer_i18n m join products p on p.manufacturer_id = m.manufacturer_id
         where m.lang = 'pl' group by m.manufacturer_id order by count(*) desc limit 1`,
      )
      .get();
    return { group: `/g/${group.url}`, manufacturer: `/m/${maker.url}` };
  } finally {
    db.close();
  }
}
