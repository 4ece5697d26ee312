/**
 * The owner's preview (issue 13 "Owner preview and edit mode"): home
 * sections sent by the owner's page are checked with the same schema as the
 * stored ones and rendered with their products, without being stored. The
 * result is shown only to the owner's framed preview (never cached).
 */
import { z } from "zod";
import type { HomeSectionData } from "../../domain/catalogue/home.types";
import { SectionData } from "../../domain/content/section-data.schema";
import { SECTION_TYPES, sectionExtras, sectionProducts, type HomePage } from "./home.service";

const PreviewSections = z
  .array(
    z.object({
      _id: z.union([z.string().max(64), z.number()]).transform(String),
      type: z.enum(SECTION_TYPES),
      data: SectionData,
    }),
  )
  .max(100);

/** The home page of the owner's draft sections, or null when they are not valid sections. */
export async function previewHomePage(
  input: unknown,
  lang: string,
  instagramActive: boolean,
): Promise<HomePage | null> {
  const parsed = PreviewSections.safeParse(input);
  if (!parsed.success) return null;
  const sections = parsed.data.map((s) => ({ ...s, data: s.data as HomeSectionData }));
  const ids = sections
    .flatMap((s) => [...(s.data.products ?? []), ...(s.data.group?.products ?? [])])
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0)
    .slice(0, 500);
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
