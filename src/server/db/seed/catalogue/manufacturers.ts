/** The demo shop's manufacturers (words/brands.ts), each with a slug and a line about it. */
import type { DatabaseSync } from "node:sqlite";
import { slugify } from "../slug.ts";
import { LANGS, MANUFACTURERS } from "../words.ts";
import type { T3 } from "../words.ts";
import { insert, run } from "./sql.ts";
import type { CatalogueResult } from "./types.ts";

export function seedManufacturers(raw: DatabaseSync): CatalogueResult["manufacturers"] {
  const mStmt = insert(raw, "manufacturers", ["id", "sort_order", "image"]);
  const mI18n = insert(raw, "manufacturer_i18n", [
    "manufacturer_id",
    "lang",
    "name",
    "url",
    "description",
  ]);
  return MANUFACTURERS.map((name, i) => {
    const id = i + 1;
    const url = slugify(name);
    run(mStmt, id, i, null);
    const desc: T3 = {
      pl: `<p>${name} – sprawdzony producent z wieloletnim doświadczeniem.</p>`,
      en: `<p>${name} – a trusted manufacturer with years of experience.</p>`,
      de: `<p>${name} – ein bewährter Hersteller mit langjähriger Erfahrung.</p>`,
    };
    for (const l of LANGS) run(mI18n, id, l, name, url, desc[l]);
    return { id, name, url };
  });
}
