/**
 * The owner's content drafts (issue 31, item 2; decision 0025), one schema for the back office's
 * editor and its server (decision 0020):
 *
 * - home: every section of every language, in order: `{ _id, type, lang, active, data }`;
 *   `lang` null shows in every language; a new section's `_id` starts with `new-`.
 * - menu: per shop language, the header's entries (text, url, children, menuHidden).
 * - footer: the settings' `footer` (columns of rows, bottom bar, platform link).
 *
 * Each kind has two schemas. The stored one reads what the shop holds (the home page's
 * `SectionData`, the footer as settings keep it). The draft one (`draftSchemas`) is what may be
 * saved and published, and refuses what would show broken or not at all: a slide without an
 * image or video address, a product section without products, a footer column without a title
 * in one of the shop's languages, a menu entry without a text or with an address that is not a
 * path or a web address. Each refusal is a `DraftProblem`: the field's path and a code the
 * editor puts in words. Owner HTML is kept as written and sanitised when it is rendered.
 */
import { z } from "zod";
import { HOME_SECTION_TYPES, type HomeSectionType } from "../catalogue/home.types";
import { SectionData } from "./section-data.schema";

export const CONTENT_KINDS = ["home", "menu", "footer"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const StoredHomeSection = z.object({
  _id: z.string().min(1).max(64),
  type: z.enum(HOME_SECTION_TYPES),
  lang: z
    .string()
    .regex(/^[a-z]{2}$/)
    .nullable(),
  active: z.boolean(),
  data: SectionData,
});
export type StoredHomeSection = z.infer<typeof StoredHomeSection>;
export const StoredHome = z.object({ sections: z.array(StoredHomeSection).max(100) });

/** The sections that show products, and so need some. */
const PRODUCT_SECTIONS: ReadonlySet<HomeSectionType> = new Set([
  "products_group",
  "products_gallery",
  "product_counting_down",
]);

const HomeDraftSection = StoredHomeSection.superRefine((section, ctx) => {
  for (const field of ["resources", "mobileResources"] as const)
    section.data[field]?.forEach((slide, i) => {
      if (slide.url.trim() === "")
        ctx.addIssue({ code: "custom", path: ["data", field, i, "url"], message: "required" });
    });
  const { products = [], group } = section.data;
  if (PRODUCT_SECTIONS.has(section.type) && products.length + (group?.products?.length ?? 0) === 0)
    ctx.addIssue({ code: "custom", path: ["data", "products"], message: "noProducts" });
});
export const HomeDraft = z.object({ sections: z.array(HomeDraftSection).max(100) });
export type HomeDraft = z.infer<typeof StoredHome>;

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
    text: z.string().trim().min(1, "required").max(200, "tooLong"),
    url: z
      .string()
      .trim()
      .min(1, "required")
      .max(500, "tooLong")
      .refine((u) => u === "" || u.startsWith("/") || u === "#" || /^https?:\/\//.test(u), "url"),
    menuHidden: z.boolean().optional(),
    type: z.literal("html").optional(),
    html: z.string().max(5000).optional(),
    children: z.array(MenuEntry).max(100).optional(),
  }),
);
export const MenuDraft = z.record(z.string().regex(/^[a-z]{2}$/), z.array(MenuEntry).max(100));
export type MenuDraft = z.infer<typeof MenuDraft>;

const perLang = z.record(z.string().max(8), z.string().max(20_000));
const socialType = z.enum(["fb", "ig", "yb", "tw", "pi", "li", "ti"]);
const footerRow = z.object({
  type: z.enum(["link", "company", "social", "html"]),
  text: perLang.optional(),
  url: perLang.optional(),
  html: perLang.optional(),
  social: z
    .array(z.object({ type: socialType, url: z.string().max(500) }))
    .max(10)
    .optional(),
});
/** The footer as the settings keep it and a preview may send it. */
export const StoredFooter = z.object({
  columns: z.array(z.object({ title: perLang, rows: z.array(footerRow).max(30) })).max(8),
  hideBottomBar: z.boolean(),
  platformLink: z.string().max(500),
});
export type FooterDraft = z.infer<typeof StoredFooter>;

/** The footer an owner may publish: every column titled in every language of the shop. */
function footerDraft(langs: readonly string[]) {
  return StoredFooter.superRefine((footer, ctx) => {
    footer.columns.forEach((column, i) => {
      for (const lang of langs)
        if ((column.title[lang] ?? "").trim() === "")
          ctx.addIssue({
            code: "custom",
            path: ["columns", i, "title", lang],
            message: "required",
          });
    });
  });
}

/** What the editor and the server refuse a draft of each kind with, for a shop in `langs`. */
export function draftSchemas(langs: readonly string[]) {
  return { home: HomeDraft, menu: MenuDraft, footer: footerDraft(langs) } as const;
}

/** How the shop reads each kind as it is stored (a draft, a version, the live content). */
export const STORED_SCHEMAS = { home: StoredHome, menu: MenuDraft, footer: StoredFooter } as const;

export interface ContentDrafts {
  home: HomeDraft;
  menu: MenuDraft;
  footer: FooterDraft;
}

export const DRAFT_PROBLEM_CODES = ["required", "url", "tooLong", "noProducts", "invalid"] as const;
export type DraftProblemCode = (typeof DRAFT_PROBLEM_CODES)[number];

/** One refused field of a draft: its path inside the kind's document and why. */
export interface DraftProblem {
  path: (string | number)[];
  code: DraftProblemCode;
}

/** The fields a draft fails on (at most 20), each once, for the editor to point at. */
export function draftProblems(error: z.ZodError): DraftProblem[] {
  const seen = new Map<string, DraftProblem>();
  for (const issue of error.issues) {
    const path = issue.path.map((p) => (typeof p === "number" ? p : String(p)));
    const key = path.join(".");
    const code = DRAFT_PROBLEM_CODES.find((c) => c === issue.message) ?? "invalid";
    if (!seen.has(key)) seen.set(key, { path, code });
  }
  return [...seen.values()].slice(0, 20);
}

/** The problems of `data` as a draft of `kind` (none when it may be saved). */
export function checkDraft(kind: ContentKind, data: unknown, langs: readonly string[]) {
  const parsed = draftSchemas(langs)[kind].safeParse(data);
  return parsed.success ? [] : draftProblems(parsed.error);
}
