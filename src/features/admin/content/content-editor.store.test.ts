import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ContentDraftsJson, DraftSection } from "../../../contracts/content-drafts.types";
import {
  $changed,
  $drafts,
  $focus,
  $lang,
  $open,
  $problems,
  $save,
  goToProblem,
  initEditor,
  setFooter,
  moveSection,
  removeSection,
  saveNow,
  setMenu,
} from "./content-editor.store";

const section = (id: string, lang: string | null): DraftSection => ({
  _id: id,
  type: "html",
  lang,
  active: true,
  data: { code: { pl: id } },
});

function start(sections: DraftSection[]): void {
  const drafts: ContentDraftsJson = {
    home: { sections },
    menu: { pl: [{ text: "A", url: "/c/a" }] },
    footer: { columns: [], hideBottomBar: false, platformLink: "" },
  };
  initEditor({ drafts, lang: "pl", langs: ["pl", "en"], csrf: "token-1", changed: [] });
}

const ids = () => $drafts.get()?.home.sections.map((s) => s._id);

describe("the content editor's store", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("moves a section past the other languages' sections, so the preview shows it move", () => {
    start([section("1", "pl"), section("2", "en"), section("3", null), section("4", "pl")]);
    moveSection("4", -1, "pl");
    expect(ids()).toEqual(["1", "2", "4", "3"]);
    moveSection("1", 1, "pl");
    expect(ids()).toEqual(["2", "4", "1", "3"]);
    moveSection("3", 1, "pl");
    expect(ids()).toEqual(["2", "4", "1", "3"]);
  });

  it("saves each changed kind once with the CSRF token and marks it unpublished", async () => {
    start([section("1", "pl"), section("2", "pl")]);
    const calls: { url: string; token: string | undefined; body: unknown }[] = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      calls.push({ url, token: headers["x-csrf-token"], body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ savedAt: "now" }), { status: 200 });
    });
    removeSection("2");
    setMenu("pl", []);
    expect($save.get().state).toBe("unsaved");
    expect(await saveNow()).toBe(true);
    expect(calls.map((c) => [c.url, c.token, (c.body as { kind: string }).kind])).toEqual([
      ["/admin/content/draft", "token-1", "home"],
      ["/admin/content/draft", "token-1", "menu"],
    ]);
    expect($changed.get()).toEqual(["home", "menu"]);
    expect($save.get()).toEqual({ state: "saved", problems: [] });
  });

  it("sends no draft the schema refuses, and names its fields until they are fixed", async () => {
    start([section("1", "pl")]);
    const fetched = vi.fn(async () => new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetched);
    setMenu("pl", [{ text: " ", url: "/x" }]);
    expect(await saveNow()).toBe(false);
    expect(fetched).not.toHaveBeenCalled();
    expect($save.get().state).toBe("refused");
    expect($problems.get()).toEqual([{ kind: "menu", path: ["pl", 0, "text"], code: "required" }]);
    setMenu("pl", [{ text: "Nowości", url: "/x" }]);
    expect(await saveNow()).toBe(true);
    expect(fetched).toHaveBeenCalledTimes(1);
    expect($problems.get()).toEqual([]);
  });

  it("keeps a draft the server refuses unsaved with the fields it named", async () => {
    start([section("1", "pl")]);
    const answer = { error: "invalidDraft", problems: [{ path: ["pl", 0, "url"], code: "url" }] };
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify(answer), { status: 400 }));
    setMenu("pl", [{ text: "A", url: "/x" }]);
    expect(await saveNow()).toBe(false);
    expect($save.get()).toEqual({
      state: "refused",
      problems: [{ kind: "menu", path: ["pl", 0, "url"], code: "url" }],
    });
    expect($changed.get()).toEqual([]);
  });

  it("goes to a refused footer title in its language and asks for the focus there", () => {
    start([section("1", "pl")]);
    setFooter({
      columns: [{ title: { pl: "O nas" }, rows: [] }],
      hideBottomBar: false,
      platformLink: "",
    });
    const [problem] = $problems.get();
    expect(problem).toEqual({
      kind: "footer",
      path: ["columns", 0, "title", "en"],
      code: "required",
    });
    if (problem) goToProblem(problem);
    expect([$lang.get(), $open.get(), $focus.get()]).toEqual([
      "en",
      { what: "footer" },
      "footer.columns.0.title.en",
    ]);
  });
});
