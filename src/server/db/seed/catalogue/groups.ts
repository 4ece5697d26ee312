/** Product groups (collections: bestsellers, new arrivals, deals…), each of visible products. */
import type { DatabaseSync } from "node:sqlite";
import type { Rng } from "../prng.ts";
import { slugify } from "../slug.ts";
import { LANGS, t3 } from "../words.ts";
import type { T3 } from "../words.ts";
import { insert, run } from "./sql.ts";
import type { CatalogueResult, ProductMeta } from "./types.ts";

/** Writes the groups, each of 8 to 24 of the first 3000 visible products. */
export function seedGroups(
  raw: DatabaseSync,
  rng: Rng,
  meta: ProductMeta[],
): CatalogueResult["groups"] {
  const groupDefs: T3[] = [
    t3("Bestsellery", "Bestsellers", "Bestseller"),
    t3("Nowości", "New arrivals", "Neuheiten"),
    t3("Promocje tygodnia", "Deals of the week", "Angebote der Woche"),
    t3("Na prezent", "Gift ideas", "Geschenkideen"),
    t3("Polecane", "Recommended", "Empfohlen"),
    t3("Eko wybór", "Eco choice", "Öko-Auswahl"),
  ];
  const gStmt = insert(raw, "product_groups", ["id", "sort_order"]);
  const gI18n = insert(raw, "product_group_i18n", [
    "group_id",
    "lang",
    "name",
    "url",
    "description",
    "description2",
  ]);
  const giStmt = insert(raw, "group_items", ["group_id", "product_id", "sort_order"]);
  const visible = meta
    .map((m, k) => ({ m, id: k + 1 }))
    .filter((x) => !x.m.archived && !x.m.removed && x.m.type !== "gift_card");
  const visibleIds = visible.slice(0, 3000).map((x) => x.id);
  return groupDefs.map((gname, gi) => {
    const id = gi + 1;
    const url = { pl: slugify(gname.pl), en: slugify(gname.en), de: slugify(gname.de) };
    run(gStmt, id, gi);
    for (const l of LANGS)
      run(
        gI18n,
        id,
        l,
        gname[l],
        url[l],
        `<p>${gname[l]} – ${l === "pl" ? "wybrane produkty" : l === "en" ? "hand-picked products" : "ausgewählte Produkte"}.</p>`,
        gi % 2 === 0
          ? `<p>${l === "pl" ? "Zobacz też inne kolekcje." : l === "en" ? "See other collections too." : "Siehe auch andere Kollektionen."}</p>`
          : "",
      );
    const members = rng.sample(visibleIds, Math.min(visibleIds.length, rng.int(8, 24)));
    members.forEach((pid, k) => run(giStmt, id, pid, k));
    return { id, name: gname, url, productIds: members };
  });
}
