/**
 * Home page sections for a language, in order, with the products they show
 * loaded in one batch. Sections whose stored data does not parse are skipped
 * (and logged) rather than breaking the page.
 */
import { z } from "zod";
import type { Product } from "../../domain/catalogue.types";
import type { HomeSection, HomeSectionData } from "../../domain/home.types";
import { getDb } from "../db/client";
import { parseJson } from "../db/json";
import { loadProducts } from "../repositories/products.repository";

const perLang = z.record(z.string(), z.string());
const resource = z.object({
  url: z.string(),
  link: z.string().optional(),
  alt: z.string().optional(),
});
export const SectionData = z.object({
  title: perLang.optional(),
  text: perLang.optional(),
  products: z.array(z.union([z.string(), z.number()]).transform(String)).optional(),
  group: z
    .object({
      isManufacturer: z.boolean().default(false),
      url: perLang,
      products: z.array(z.union([z.string(), z.number()]).transform(String)).optional(),
    })
    .optional(),
  tmpl: z.enum(["top", "left", "right"]).optional(),
  code: perLang.optional(),
  timestamp: z.number().optional(),
  options: z.object({ noHide: z.boolean().optional() }).optional(),
  sliderTime: z.number().optional(),
  animation: z.string().optional(),
  resources: z.array(resource).optional(),
  mobileResources: z.array(resource).optional(),
});
export const SECTION_TYPES = [
  "slider",
  "products_group",
  "products_gallery",
  "product_counting_down",
  "newsletter",
  "instagram",
  "html",
  "opinions",
] as const;

export interface HomePage {
  sections: HomeSection[];
  products: Map<string, Product>;
}

function sectionProductIds(data: HomeSectionData): string[] {
  return [...(data.products ?? []), ...(data.group?.products ?? [])];
}

export async function getHomePage(lang: string): Promise<HomePage> {
  const db = await getDb();
  const rows = await db
    .selectFrom("home_sections")
    .select(["id", "type", "data"])
    .where("active", "=", 1)
    .where((eb) => eb.or([eb("lang", "is", null), eb("lang", "=", lang)]))
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
  const sections: HomeSection[] = [];
  for (const row of rows) {
    const type = SECTION_TYPES.find((t) => t === row.type);
    const parsed = SectionData.safeParse(parseJson<unknown>(row.data, {}));
    if (!type || !parsed.success) {
      console.warn(`[home] section ${row.id} (${row.type}) skipped: invalid data`);
      continue;
    }
    sections.push({ _id: String(row.id), type, data: parsed.data as HomeSectionData });
  }
  const ids = sections.flatMap((s) => sectionProductIds(s.data)).map(Number);
  const products = await loadProducts(db, ids, { lang });
  return { sections, products: new Map(products.map((p) => [p._id, p])) };
}
