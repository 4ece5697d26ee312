/**
 * What the back office's editor offers for each home section type (issue 31, item 2; spec 2 §2
 * Home page): the fields in the order shown, a new section's starting data, and the sections
 * the framed preview of one language is sent.
 */
import type { HomeSectionData, HomeSectionType } from "../../../domain/catalogue/home.types";
import type { DraftSection } from "../../../contracts/content-drafts.types";

/** A field of a section's editor; per-language fields edit the language being edited. */
export type SectionField =
  | "title"
  | "text"
  | "code"
  | "sliderTime"
  | "resources"
  | "mobileResources"
  | "products"
  | "tmpl"
  | "timestamp"
  | "noHide"
  | "profileUrl"
  | "count";

export const SECTION_FIELDS: Readonly<Record<HomeSectionType, readonly SectionField[]>> = {
  slider: ["title", "text", "sliderTime", "resources", "mobileResources"],
  products_group: ["title", "products"],
  products_gallery: ["title", "text", "tmpl", "products"],
  product_counting_down: ["title", "products", "timestamp", "noHide"],
  newsletter: ["title", "text"],
  instagram: ["title", "text", "profileUrl"],
  html: ["code"],
  opinions: ["title", "count"],
};

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** The data a newly added section of `type` starts with. */
export function newSectionData(type: HomeSectionType, now: number): HomeSectionData {
  switch (type) {
    case "slider":
      return { sliderTime: 5, resources: [], mobileResources: [] };
    case "products_group":
      return { group: { isManufacturer: false, url: {} } };
    case "products_gallery":
      return { tmpl: "top", products: [] };
    case "product_counting_down":
      return { products: [], timestamp: now + WEEK_MS };
    case "html":
      return { code: {} };
    case "opinions":
      return { count: 6 };
    default:
      return {};
  }
}

/** The sections shown in `lang`: active ones of that language or of every language. */
export function sectionsForLang(sections: readonly DraftSection[], lang: string) {
  return sections
    .filter((s) => s.active && (s.lang === null || s.lang === lang))
    .map((s) => ({ _id: s._id, type: s.type, data: s.data }));
}

/** A `datetime-local` value of an epoch time, in the browser's zone. */
export function toLocalInput(ms: number | undefined): string {
  if (ms === undefined || !Number.isFinite(ms)) return "";
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
}

/** The epoch time of a `datetime-local` value (the browser's zone), or undefined. */
export function fromLocalInput(value: string): number | undefined {
  const ms = new Date(value).getTime();
  return value && Number.isFinite(ms) ? ms : undefined;
}
