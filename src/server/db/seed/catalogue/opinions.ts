/** Shoppers' opinions of the first few hundred products, mostly good, mostly in Polish. */
import type { DatabaseSync } from "node:sqlite";
import type { Rng } from "../prng.ts";
import { FIRST_NAMES, LANGS, LAST_NAMES, OPINION_TEXTS } from "../words.ts";
import type { SeedLang } from "../words.ts";
import { DAY, insert, iso, run } from "./sql.ts";
import type { ProductMeta } from "./types.ts";

/** Writes opinions of the first 400 products (none of a removed one); gives how many. */
export function seedOpinions(
  raw: DatabaseSync,
  rng: Rng,
  meta: ProductMeta[],
  N: number,
  now: number,
): number {
  const opStmt = insert(raw, "opinions", [
    "product_id",
    "lang",
    "user_id",
    "author_name",
    "rating",
    "text",
    "verified",
    "created_at",
  ]);
  let opinionCount = 0;
  for (let pid = 1; pid <= Math.min(N, 400); pid++) {
    const m = meta[pid - 1] as ProductMeta;
    if (m.removed) continue;
    const count = rng.weighted([20, 10, 10, 10, 8, 8, 7, 6, 5, 5, 4, 4, 3]);
    for (let k = 0; k < count; k++) {
      const rating = [1, 2, 3, 4, 5][rng.weighted([3, 5, 12, 30, 50])] as number;
      const lang = LANGS[rng.weighted([70, 20, 10])] as SeedLang;
      const bucket = rating <= 2 ? 0 : rating === 3 ? 1 : 2;
      const author = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES).charAt(0)}.`;
      run(
        opStmt,
        pid,
        lang,
        null,
        author,
        rating,
        rng.pick(OPINION_TEXTS[lang][bucket]),
        rng.chance(0.4) ? 1 : 0,
        iso(now - rng.int(1, 400) * DAY - rng.int(0, DAY - 1)),
      );
      opinionCount++;
    }
  }
  return opinionCount;
}
