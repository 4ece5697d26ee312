/**
 * The owner's content drafts (issue 31, item 2), checked with the schemas the shop reads its
 * stored data with: a home section's data with `SectionData` (home.service.ts), the footer with
 * the footer's schema (preview-schemas.ts) and the menu's entries as `menus.data` holds them.
 *
 * - home: every section of every language, in order: `{ _id, type, lang, active, data }`;
 *   `lang` null shows in every language; a new section's `_id` starts with `new-`.
 * - menu: per shop language, the header's entries (text, url, children, menuHidden).
 * - footer: the settings' `footer` (columns of rows, bottom bar, platform link).
 *
 * Owner HTML (html sections, side texts, footer rows) is kept as written and sanitised when it
 * is rendered, in the preview and on the shop alike (domain/shop/owner-html.ts).
 */
import { z } from "zod";
import { HOME_SECTION_TYPES } from "../../../../domain/catalogue/home.types";
import { PreviewFooter } from "../../../http/preview-schemas";
import { SectionData } from "../../home.service";

export const CONTENT_KINDS = ["home", "menu", "footer"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const HomeDraftSection = z.object({
  _id: z.string().min(1).max(64),
  type: z.enum(HOME_SECTION_TYPES),
  lang: z
    .string()
    .regex(/^[a-z]{2}$/)
    .nullable(),
  active: z.boolean(),
  data: SectionData,
});
export type HomeDraftSection = z.infer<typeof HomeDraftSection>;
export const HomeDraft = z.object({ sections: z.array(HomeDraftSection).max(100) });
export type HomeDraft = z.infer<typeof HomeDraft>;

export interface MenuEntry {
  text: string;
  url: string;
  menuHidden?: boolean | undefined;
  /** An entry of owner HTML (a badge, say): kept, not shown in the header (see menu.service). */
  type?: "html" | undefined;
  html?: string | undefined;
  children?: MenuEntry[] | undefined;
}
const MenuEntry: z.ZodType<MenuEntry> = z.lazy(() =>
  z.object({
    text: z.string().trim().min(1).max(200),
    url: z
      .string()
      .trim()
      .min(1)
      .max(500)
      .refine((u) => u.startsWith("/") || u === "#" || /^https?:\/\//.test(u), "url"),
    menuHidden: z.boolean().optional(),
    type: z.literal("html").optional(),
    html: z.string().max(5000).optional(),
    children: z.array(MenuEntry).max(100).optional(),
  }),
);
export const MenuDraft = z.record(z.string().regex(/^[a-z]{2}$/), z.array(MenuEntry).max(100));
export type MenuDraft = z.infer<typeof MenuDraft>;

export const FooterDraft = PreviewFooter;
export type FooterDraft = z.infer<typeof FooterDraft>;

export const DRAFT_SCHEMAS = { home: HomeDraft, menu: MenuDraft, footer: FooterDraft } as const;

export interface ContentDrafts {
  home: HomeDraft;
  menu: MenuDraft;
  footer: FooterDraft;
}

/** The fields (as dotted paths) a draft fails on, for the editor to point at. */
export function draftProblems(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((i) => i.path.join(".")))].slice(0, 20);
}
