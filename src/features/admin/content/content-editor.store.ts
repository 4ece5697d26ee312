/**
 * The back office's content editor state (issue 31, item 2): the owner's drafts of the home
 * sections, the menu and the footer, the language being edited, which editor is open, and the
 * drafts' saving. Every change marks its kind unsaved and saves it to the server shortly after
 * (`POST /admin/content/draft`, the session's CSRF token in `x-csrf-token`). Each draft is
 * checked here with the schema the server checks it with (`$problems`): a kind with a problem is
 * not sent, and stays unsaved with its fields marked; one the server refuses all the same stays
 * unsaved with the fields it named. Components only render these stores and call the actions
 * beside them; content-frame.ts sends the drafts to the framed preview.
 */
import { atom, computed } from "nanostores";
import type { HomeSectionData, HomeSectionType } from "../../../domain/catalogue/home.types";
import type {
  ContentDraftsJson,
  ContentKindName,
  DraftFooter,
  DraftMenuEntry,
  DraftSection,
} from "../../../contracts/content-drafts.types";
import {
  CONTENT_KINDS,
  DRAFT_PROBLEM_CODES,
  checkDraft,
} from "../../../domain/content/content-drafts.schema";
import { send } from "../../shared/api-core";
import { problemKey, type EditorProblem } from "./problems/draft-problems";
import { newSectionData } from "./section-fields";

export type OpenEditor = { what: "section"; id: string } | { what: "menu" } | { what: "footer" };
export type SaveState = "saved" | "unsaved" | "saving" | "refused" | "offline";

export const $drafts = atom<ContentDraftsJson | null>(null);
export const $lang = atom("pl");
export const $open = atom<OpenEditor | null>(null);
/** The shop's languages (a footer column needs a title in each). */
export const $langs = atom<readonly string[]>([]);
/** What the draft schema refuses in the drafts now, per field. */
export const $problems = computed([$drafts, $langs], (drafts, langs): EditorProblem[] =>
  drafts
    ? CONTENT_KINDS.flatMap((kind) =>
        checkDraft(kind, drafts[kind], langs).map((p) => ({ kind, ...p })),
      )
    : [],
);
/** The last save's outcome; `problems`: what the server refused (the local ones are above). */
export const $save = atom<{ state: SaveState; problems: EditorProblem[] }>({
  state: "saved",
  problems: [],
});
/** The field to move the focus to (its `data-problem` key) once it is shown. */
export const $focus = atom<string | null>(null);
/** The kinds with a draft on the server that is not published yet. */
export const $changed = atom<ContentKindName[]>([]);

const SAVE_AFTER_MS = 700;
const dirty = new Set<ContentKindName>();
let timer: ReturnType<typeof setTimeout> | undefined;
let csrf = "";
let draftUrl = "/admin/content/draft";

export function initEditor(input: {
  drafts: ContentDraftsJson;
  lang: string;
  langs: readonly string[];
  csrf: string;
  changed: ContentKindName[];
  draftUrl?: string;
}): void {
  csrf = input.csrf;
  if (input.draftUrl) draftUrl = input.draftUrl;
  $drafts.set(input.drafts);
  $lang.set(input.lang);
  $langs.set(input.langs);
  $changed.set(input.changed);
}

/** A refusal's `problems` as the server answered them (`{ path, code }`). */
function answeredProblems(kind: ContentKindName, answer: unknown): EditorProblem[] {
  const list = (answer as { problems?: unknown }).problems;
  const problems = (Array.isArray(list) ? list : []).flatMap((item: unknown) => {
    const { path, code } = (item ?? {}) as { path?: unknown; code?: unknown };
    if (!Array.isArray(path)) return [];
    const known = DRAFT_PROBLEM_CODES.find((c) => c === code) ?? "invalid";
    const parts = path.map((x: unknown) => (typeof x === "number" ? x : String(x)));
    return [{ kind, path: parts, code: known }];
  });
  return problems.length > 0 ? problems : [{ kind, path: [], code: "invalid" }];
}

/** What the server refused (none when it stored the draft); null when no answer came. */
async function saveKind(
  kind: ContentKindName,
  drafts: ContentDraftsJson,
): Promise<EditorProblem[] | null> {
  const body = JSON.stringify({ kind, data: drafts[kind] });
  const res = await send(draftUrl, { method: "POST", headers: { "x-csrf-token": csrf } }, body);
  if (!res) return null;
  if (res.ok) return [];
  return answeredProblems(kind, await res.json().catch(() => ({})));
}

/** Saves every unsaved kind now; true when all of them were stored. */
export async function saveNow(): Promise<boolean> {
  clearTimeout(timer);
  const drafts = $drafts.get();
  if (!drafts || dirty.size === 0) return $save.get().state === "saved";
  const kinds = [...dirty];
  dirty.clear();
  $save.set({ state: "saving", problems: [] });
  const problems: EditorProblem[] = [];
  const local = new Set($problems.get().map((p) => p.kind));
  let offline = false;
  for (const kind of kinds) {
    // The server would refuse it: its fields are marked, and it is sent once they are fixed.
    if (local.has(kind)) {
      dirty.add(kind);
      continue;
    }
    const refused = await saveKind(kind, drafts);
    if (refused === null) {
      dirty.add(kind);
      offline = true;
    } else if (refused.length > 0) {
      dirty.add(kind);
      problems.push(...refused);
    } else if (!$changed.get().includes(kind)) $changed.set([...$changed.get(), kind]);
  }
  // A change made while saving is saved by its own timer.
  const refusedAny = problems.length > 0 || local.size > 0;
  const state: SaveState = offline ? "offline" : refusedAny ? "refused" : "saved";
  $save.set({ state: dirty.size > 0 && state === "saved" ? "unsaved" : state, problems });
  return dirty.size === 0;
}

/** True while a change is not stored on the server yet. */
export function hasUnsaved(): boolean {
  return dirty.size > 0 || $save.get().state === "saving";
}

function touch(kind: ContentKindName, next: ContentDraftsJson): void {
  $drafts.set(next);
  dirty.add(kind);
  $save.set({ state: "unsaved", problems: $save.get().problems });
  clearTimeout(timer);
  timer = setTimeout(() => void saveNow(), SAVE_AFTER_MS);
}

function withSections(fn: (sections: DraftSection[]) => DraftSection[]): void {
  const drafts = $drafts.get();
  if (drafts) touch("home", { ...drafts, home: { sections: fn(drafts.home.sections) } });
}

export function updateSection(id: string, patch: (section: DraftSection) => DraftSection): void {
  withSections((list) => list.map((s) => (s._id === id ? patch(s) : s)));
}

export function updateSectionData(id: string, data: Partial<HomeSectionData>): void {
  updateSection(id, (s) => ({ ...s, data: { ...s.data, ...data } }));
}

export function removeSection(id: string): void {
  withSections((list) => list.filter((s) => s._id !== id));
  const open = $open.get();
  if (open?.what === "section" && open.id === id) $open.set(null);
}

/**
 * Moves a section one place up or down among the sections shown in `lang` (those of that
 * language and of every language), so the preview shows it move; unchanged at the ends.
 */
export function moveSection(id: string, step: -1 | 1, lang = $lang.get()): void {
  withSections((list) => {
    const shown = (s: DraftSection) => s.lang === null || s.lang === lang;
    const from = list.findIndex((s) => s._id === id);
    let to = from + step;
    while (to >= 0 && to < list.length && !shown(list[to] as DraftSection)) to += step;
    if (from < 0 || to < 0 || to >= list.length) return list;
    const next = [...list];
    const [item] = next.splice(from, 1);
    if (item) next.splice(to, 0, item);
    return next;
  });
}

/** Adds a section of `type` for the language being edited, at the end, and opens it. */
export function addSection(type: HomeSectionType, now = Date.now()): void {
  const id = `new-${now.toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const section: DraftSection = {
    _id: id,
    type,
    lang: $lang.get(),
    active: true,
    data: newSectionData(type, now),
  };
  withSections((list) => [...list, section]);
  $open.set({ what: "section", id });
}

export function setMenu(lang: string, entries: DraftMenuEntry[]): void {
  const drafts = $drafts.get();
  if (drafts) touch("menu", { ...drafts, menu: { ...drafts.menu, [lang]: entries } });
}

export function setFooter(footer: DraftFooter): void {
  const drafts = $drafts.get();
  if (drafts) touch("footer", { ...drafts, footer });
}

/**
 * Shows the field of `problem`: its language, its tab and section, then asks for the focus
 * (ContentEditor moves it once the field is rendered).
 */
export function goToProblem(problem: EditorProblem): void {
  const [first, second] = problem.path;
  if (problem.kind === "menu") {
    if (typeof first === "string") $lang.set(first);
    $open.set({ what: "menu" });
  } else if (problem.kind === "footer") {
    const lang = problem.path[3];
    if (problem.path[2] === "title" && typeof lang === "string") $lang.set(lang);
    $open.set({ what: "footer" });
  } else {
    const section = typeof second === "number" ? $drafts.get()?.home.sections[second] : undefined;
    if (section?.lang && section.lang !== $lang.get()) $lang.set(section.lang);
    if (section) $open.set({ what: "section", id: section._id });
  }
  $focus.set(problemKey(problem));
}
