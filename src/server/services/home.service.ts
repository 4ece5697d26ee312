/**
 * Home page sections for a language, in order, with the products they show
 * loaded in one batch. Sections whose stored data does not parse are skipped
 * (and logged) rather than breaking the page.
 */
import type { Product } from "../../domain/catalogue/catalogue.types";
import type { ShopOpinion } from "../../contracts/opinions.types";
import { SectionData } from "../../domain/content/section-data.schema";
import {
  HOME_SECTION_TYPES,
  type HomeSection,
  type HomeSectionData,
  type InstagramMedia,
} from "../../domain/catalogue/home.types";
import { getDb } from "../db/client";
import { parseJson } from "../db/json";
import { keptShared, listedProducts } from "./listing/listed-products";
import { activeHomeSections } from "../repositories/shop/home.repository";
import { instagramFeed } from "./instagram.service";
import { latestShopOpinions } from "./opinions.service";
import { loggerFor } from "../log/logger.mjs";

const log = loggerFor("home");

export const SECTION_TYPES = HOME_SECTION_TYPES;

export interface HomePage {
  sections: HomeSection[];
  products: Map<string, Product>;
  /** The photo feed, when an instagram section is shown (empty when it failed to load). */
  instagram: InstagramMedia[];
  /** The latest opinions, when an opinions section is shown. */
  opinions: ShopOpinion[];
  /**
   * The sections' products or the opinions could not be read: the page shows without them
   * (their sections are left out) and must not be kept by a cache.
   */
  degraded: boolean;
}

/** A home page's secondary source: its value, or `fallback` (logged) when it failed. */
async function orElse<T>(
  load: Promise<T>,
  fallback: T,
  what: string,
): Promise<{ value: T; failed: boolean }> {
  try {
    return { value: await load, failed: false };
  } catch (error) {
    log.error({ err: error }, `${what} unavailable, left out`);
    return { value: fallback, failed: true };
  }
}

/** The feed and the opinions the sections need, loaded only for the sections that show them. */
export async function sectionExtras(
  sections: HomeSection[],
  lang: string,
  instagramActive: boolean,
): Promise<Pick<HomePage, "instagram" | "opinions" | "degraded">> {
  const opinionsSection = sections.find((s) => s.type === "opinions");
  const opinionsCount = opinionsSection?.data.count ?? 6;
  const [instagram, opinions] = await Promise.all([
    sections.some((s) => s.type === "instagram")
      ? instagramFeed(instagramActive)
      : Promise.resolve([]),
    // Spec 1 §8: an opinion fetch failure silently stops loading.
    opinionsSection
      ? orElse(
          keptShared(`home-opinions|${lang}|${opinionsCount}`, () =>
            latestShopOpinions(lang, opinionsCount),
          ),
          [],
          "opinions",
        )
      : Promise.resolve({ value: [], failed: false }),
  ]);
  return { instagram, opinions: opinions.value, degraded: opinions.failed };
}

/** The sections' products, loaded in one batch; none (logged) when they cannot be read. */
export async function sectionProducts(
  ids: number[],
  lang: string,
): Promise<{ products: Map<string, Product>; failed: boolean }> {
  const loaded = await orElse(listedProducts(ids, lang), [], "section products");
  return { products: new Map(loaded.value.map((p) => [p._id, p])), failed: loaded.failed };
}

function sectionProductIds(data: HomeSectionData): string[] {
  return [...(data.products ?? []), ...(data.group?.products ?? [])];
}

/** The published sections of a language whose stored data parses, in order. */
async function publishedSections(lang: string): Promise<HomeSection[]> {
  const rows = await activeHomeSections(await getDb(), lang);
  const sections: HomeSection[] = [];
  for (const row of rows) {
    const type = SECTION_TYPES.find((t) => t === row.type);
    const parsed = SectionData.safeParse(parseJson<unknown>(row.data, {}));
    if (!type || !parsed.success) {
      log.warn({ section: row.id, type: row.type }, "section skipped: invalid data");
      continue;
    }
    sections.push({ _id: String(row.id), type, data: parsed.data as HomeSectionData });
  }
  return sections;
}

/**
 * The home page: its sections (kept between renders while the shared data stays the same,
 * frozen: listed-products.ts), their products, the feed and the newest opinions.
 */
export async function getHomePage(lang: string, instagramActive = true): Promise<HomePage> {
  const sections = await keptShared(`home-sections|${lang}`, () => publishedSections(lang));
  const ids = sections.flatMap((s) => sectionProductIds(s.data)).map(Number);
  const [loaded, extras] = await Promise.all([
    sectionProducts(ids, lang),
    sectionExtras(sections, lang, instagramActive),
  ]);
  return {
    sections,
    ...extras,
    products: loaded.products,
    degraded: extras.degraded || loaded.failed,
  };
}
