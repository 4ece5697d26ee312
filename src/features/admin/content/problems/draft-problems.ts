/**
 * A refused field of the owner's drafts in words (issue 44, item 12): where it is, as the owner
 * finds it in the editor ("Menu (polski), pozycja 1", "Strona główna, sekcja 3 (Slider)",
 * "Stopka, kolumna 2"), what is wrong ("tekst jest wymagany"), and the short text shown beside
 * the field. The problems come from the draft schema the server checks with too
 * (domain/content/content-drafts.schema.ts); each field is found by its key
 * (`<kind>.<path>`, its `data-problem` attribute).
 */
import type { ContentDraftsJson, DraftSection } from "../../../../contracts/content-drafts.types";
import type { HomeSectionType } from "../../../../domain/catalogue/home.types";
import type { ContentKind, DraftProblem } from "../../../../domain/content/content-drafts.schema";
import { format } from "../../../../i18n/format";
import type { ContentKey } from "../content.messages";

type Texts = Record<ContentKey, string>;

export interface EditorProblem extends DraftProblem {
  kind: ContentKind;
}

export interface ProblemWords {
  where: string;
  what: string;
  /** Beside the field. */
  field: string;
}

export const problemKey = (p: Pick<EditorProblem, "kind" | "path">): string =>
  `${p.kind}.${p.path.join(".")}`;

/** A language's name in the interface's language ("polski", "English"). */
export function langName(lang: string, uiLang: string): string {
  try {
    return new Intl.DisplayNames([uiLang], { type: "language" }).of(lang) ?? lang;
  } catch {
    return lang;
  }
}

/** A section's number in the editor's list of its language (or of `editLang` for all). */
export function sectionNumber(sections: readonly DraftSection[], i: number, editLang: string) {
  const section = sections[i];
  if (!section) return i + 1;
  const lang = section.lang ?? editLang;
  return sections.filter((s) => s.lang === null || s.lang === lang).indexOf(section) + 1;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What a product section without products asks for. */
function productsWhat(m: Texts, type: HomeSectionType | undefined): string {
  if (type === "products_group") return m["adminContent.problem.groupProducts"];
  if (type === "product_counting_down") return m["adminContent.problem.product"];
  return m["adminContent.problem.products"];
}

function textProblem(m: Texts, p: EditorProblem, field: string): string {
  if (p.code === "tooLong") return format(m["adminContent.problem.tooLong"], { field });
  if (p.code === "url") return m["adminContent.problem.urlFormat"];
  if (p.code !== "required") return format(m["adminContent.problem.invalid"], { field });
  return field === "url" ? m["adminContent.problem.url"] : m["adminContent.problem.text"];
}

function homeWhat(m: Texts, p: EditorProblem, section: DraftSection | undefined): string {
  const [, , , field, slide] = p.path;
  const n = typeof slide === "number" ? slide + 1 : 1;
  if (field === "resources") return format(m["adminContent.problem.slide"], { n });
  if (field === "mobileResources") return format(m["adminContent.problem.mobileSlide"], { n });
  if (p.code === "noProducts") return productsWhat(m, section?.type);
  return format(m["adminContent.problem.invalid"], { field: p.path.slice(2).join(".") });
}

function fieldText(m: Texts, p: EditorProblem, what: string): string {
  if (p.code === "noProducts") return `${capital(what)}.`;
  if (p.code === "required") return m["adminContent.problem.field.required"];
  if (p.code === "url") return m["adminContent.problem.field.url"];
  if (p.code === "tooLong") return m["adminContent.problem.field.tooLong"];
  return m["adminContent.problem.field.invalid"];
}

export function describeProblem(
  p: EditorProblem,
  drafts: ContentDraftsJson,
  m: Texts,
  uiLang: string,
  editLang: string,
): ProblemWords {
  let where = format(m["adminContent.problem.where.other"], {
    kind: capital(m[`adminContent.kind.${p.kind}`]),
  });
  let what = format(m["adminContent.problem.invalid"], { field: p.path.join(".") });
  const last = String(p.path.at(-1) ?? "");
  if (p.kind === "menu" && typeof p.path[0] === "string") {
    const n = p.path.filter((x): x is number => typeof x === "number").map((i) => i + 1);
    const lang = langName(p.path[0], uiLang);
    where = format(m["adminContent.problem.where.menu"], { lang, n: n.join(".") });
    what = textProblem(m, p, last);
  } else if (p.kind === "footer" && p.path[0] === "columns" && typeof p.path[1] === "number") {
    where = format(m["adminContent.problem.where.footer"], { n: p.path[1] + 1 });
    if (p.path[2] === "title" && p.code === "required")
      what = format(m["adminContent.problem.title"], { lang: langName(last, uiLang) });
  } else if (p.kind === "home" && typeof p.path[1] === "number") {
    const sections = drafts.home.sections;
    const section = sections[p.path[1]];
    const type = section ? m[`adminContent.type.${section.type}`] : "";
    const n = sectionNumber(sections, p.path[1], editLang);
    where = format(m["adminContent.problem.where.home"], { n, type });
    what = homeWhat(m, p, section);
  }
  return { where, what, field: fieldText(m, p, what) };
}

/**
 * The props of the field at `key`: its error beside it (a products field: what its section
 * `type` asks for) and the key it is found by.
 */
export function fieldProblem(
  m: Texts,
  problems: readonly EditorProblem[],
  key: string,
  type?: HomeSectionType,
): { error: string | undefined; "data-problem": string } {
  const p = problems.find((x) => problemKey(x) === key);
  const error = p ? fieldText(m, p, productsWhat(m, type)) : undefined;
  return { error, "data-problem": key };
}
